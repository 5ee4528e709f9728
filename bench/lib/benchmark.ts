// The shape every benchmark module exports, so run.ts can list, filter and run them in sequence.

export interface Benchmark {
  /** kebab-case; the prefix of the figures it prints and what the filter argument matches. */
  name: string;
  /** One sentence: what is measured and how. */
  summary: string;
  /** Prints its figures; throws only on a real error (never because a figure misses its target). */
  run(): Promise<void>;
}
