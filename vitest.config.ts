// API and unit tests: the server against real databases, and the contract.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Generous, so a loaded CI machine (2 cores shared) slows the suite down without failing it; no test asserts a
    // duration (figures are the benchmarks' job).
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
