// Percentiles computed the same way in every benchmark (nearest rank, no interpolation).

/** The nearest-rank percentile `p` (0–100] of `values`. */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) throw new Error('percentile of an empty sample');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile ${p} is outside (0, 100]`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export const median = (values: readonly number[]) => percentile(values, 50);

export const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Times `work` with a monotonic clock, in milliseconds. */
export const timeMs = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};
