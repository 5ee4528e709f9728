// A closed-loop load inside this process: N workers each repeat one async call until the time is up.

export interface ConcurrentResult {
  /** Every completed call's latency in ms. */
  latenciesMs: number[];
  durationSeconds: number;
  /** Completed calls per second over the whole run. */
  perSecond: number;
}

/**
 * Runs `work` back to back in `concurrency` workers for `durationSeconds`; a call still running at the end
 * is awaited and counted. Throws the first error of any call (the figures would describe an error path).
 */
export const runConcurrent = async ({
  concurrency,
  durationSeconds,
  work,
}: {
  concurrency: number;
  durationSeconds: number;
  /** Gets the worker's number (0 … concurrency − 1). */
  work: (worker: number) => Promise<unknown>;
}): Promise<ConcurrentResult> => {
  const latenciesMs: number[] = [];
  const start = performance.now();
  const end = start + durationSeconds * 1000;
  let failed = false;
  const worker = async (n: number) => {
    while (!failed && performance.now() < end) {
      const before = performance.now();
      try {
        await work(n);
      } catch (error) {
        failed = true;
        throw error;
      }
      latenciesMs.push(performance.now() - before);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  const seconds = (performance.now() - start) / 1000;
  return { latenciesMs, durationSeconds: seconds, perSecond: latenciesMs.length / seconds };
};
