/** Nearest-rank percentile of an unsorted sample, in the sample's unit. */
export function percentile(sample: readonly number[], p: number): number {
  if (sample.length === 0) return NaN;
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function mean(sample: readonly number[]): number {
  return sample.length === 0 ? NaN : sample.reduce((sum, x) => sum + x, 0) / sample.length;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
