/** The speeds the 'Скорость' submenu offers, which the < and > keys step through. */
export const playbackRates: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2];

/** The speed of playbackRates next above (steps 1) or below (-1) this one; this one at either end. */
export function steppedRate(rate: number, steps: number): number {
  const beyond = playbackRates.filter((next) => (next - rate) * steps > 0);
  return (steps > 0 ? beyond[0] : beyond.at(-1)) ?? rate;
}
