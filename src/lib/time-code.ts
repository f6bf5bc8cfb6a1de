/** Reads a time code the way the spec's shared parser does: digits and dots only, whole seconds. */
export function parseTimeCode(input: string | null | undefined): number | undefined {
  if (input == null) return undefined;
  const text = input.trim();
  if (!/^[\d.]+$/.test(text) || !/\d/.test(text)) return undefined;
  const seconds = Math.floor(Number.parseFloat(text));
  return Number.isFinite(seconds) ? seconds : undefined;
}
