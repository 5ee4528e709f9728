// What the page-JavaScript benchmarks share: the console build (built once when missing), served with every script
// sent recorded, Debian's Chromium to open it, and the sizes of the files a page loaded.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { note } from './print';
import { startBenchServer, type BenchServer } from './server';
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
  /** The bytes the server actually sent for it (the build's .br or .gz file when the browser accepts one). */
  sent: number;
  /** How it was sent: br, gzip, or identity. */
  encoding: string;
}

/** What the server sent for one script: its body's length and its content-encoding. */
export interface SentScript {
  bytes: number;
  encoding: string;
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

/** The file behind `urlPath`, raw and gzipped at level 9, beside what the server actually sent for it. */
export const measureFile = (dist: string, urlPath: string, sent: SentScript): JsFile => {
  const file = resolve(dist, `.${decodeURIComponent(urlPath)}`);
  if (relative(dist, file).startsWith('..')) throw new Error(`${urlPath} is outside the console build`);
  const bytes = readFileSync(file);
  return {
    path: urlPath,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    sent: sent.bytes,
    encoding: sent.encoding,
  };
};

/** Debian's Chromium, headless, with nothing that would fetch from the network by itself. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/**
 * Serves the console build on an in-memory database and records every script the server sends, with the bytes and
 * encoding it sent. Seen by the server rather than by the browser: Chromium reports the scripts that workers load (the
 * captcha solves in workers) only some of the time, the server sees every one.
 */
export const serveConsoleRecordingScripts = async (): Promise<{
  dist: string;
  server: BenchServer;
  served: Map<string, SentScript>;
}> => {
  const dist = ensureConsoleBuild();
  const served = new Map<string, SentScript>();
  const server = await startBenchServer({
    database: { kind: 'pglite', storage: 'memory' },
    consoleDist: dist,
    beforeListen: (app) => {
      app.server.addHook('onResponse', async (request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        if (request.method !== 'GET' || !path.endsWith('.js') || reply.statusCode !== 200) return;
        const encoding = String(reply.getHeader('content-encoding') ?? 'identity');
        const bytes = Number(reply.getHeader('content-length'));
        if (!Number.isFinite(bytes))
          throw new Error(`${path} was sent without a content-length: cannot count its bytes`);
        served.set(path, { bytes, encoding });
      });
    },
  });
  return { dist, server, served };
};
