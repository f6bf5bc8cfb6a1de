/** Median, min and max of a series of figures. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(values: number[]): Summary {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? Number.NaN
      : sorted.length % 2
        ? (sorted[middle] ?? Number.NaN)
        : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    median,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    runs: sorted.length,
  };
}
