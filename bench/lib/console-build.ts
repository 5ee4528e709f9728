// Makes sure the built console exists before a benchmark serves it (building it once when it is missing), and
// sizes the JavaScript files of the build that a page loads.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
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

export interface JsFile {
  path: string;
  raw: number;
  gzip: number;
}

/** The entry scripts and module preloads dist/index.html names: what every page loads first. */
export const entryFilesOf = (dist: string): Set<string> => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return new Set(
    tags
      .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
      .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
      .filter((path): path is string => path !== undefined && path.endsWith('.js')),
  );
};

/** The bytes the server sent for `urlPath` (it serves dist as is, uncompressed), raw and gzipped at level 9. */
export const measureFile = (dist: string, urlPath: string): JsFile => {
  const file = resolve(dist, `.${decodeURIComponent(urlPath)}`);
  if (relative(dist, file).startsWith('..')) throw new Error(`${urlPath} is outside the console build`);
  const bytes = readFileSync(file);
  return { path: urlPath, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
