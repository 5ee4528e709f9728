// Where the repository, the console build and the server sources are, from the bench folder.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(BENCH_DIR, '..');
/** The console build the browser benchmarks serve: `BENCH_CONSOLE_DIST` (e.g. main's build, to compare) or ours. */
export const CONSOLE_DIST = process.env.BENCH_CONSOLE_DIST
  ? resolve(process.env.BENCH_CONSOLE_DIST)
  : resolve(REPO_ROOT, 'console/dist');
