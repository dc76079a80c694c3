/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Median of ascending `sorted`: the mean of the two middle values when the count is even. */
export function median(sorted: readonly number[]): number {
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

/** `value` rounded to one decimal place. */
export const round1 = (value: number) => Math.round(value * 10) / 10;
