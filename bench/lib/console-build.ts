// Makes sure the built console exists before a benchmark serves it, building it once when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { note } from './print';
import { CONSOLE_DIST, REPO_ROOT } from './paths';

/** Returns the dist folder; runs `npm run build -w console` first when dist/index.html is missing. */
export const ensureConsoleBuild = (): string => {
  const index = join(CONSOLE_DIST, 'index.html');
  if (!existsSync(index)) {
    note('console/dist/index.html is missing: running `npm run build -w console`');
    // The build's own output goes to stderr so stdout keeps only figures.
    const result = spawnSync('npm', ['run', 'build', '-w', 'console'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
    if (result.status !== 0 || !existsSync(index)) {
      throw new Error(
        `The console build failed (exit ${result.status ?? result.signal}); fix it, then run the benchmark again.`,
      );
    }
  }
  note(`measuring the console build of ${statSync(index).mtime.toISOString()} (${CONSOLE_DIST})`);
  return CONSOLE_DIST;
};
