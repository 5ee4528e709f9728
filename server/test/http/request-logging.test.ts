// The info log is the API's traffic: requests for the console's files (assets, index.html for page paths) are logged
// at debug, API requests at info; a terminal gets readable lines, anything else one JSON object a line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { logDestination } from '../../src/adapters/logger';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  req?: { url: string };
}

const DEBUG = 20;
const INFO = 30;

describe('request log', () => {
  const dist = mkdtempSync(join(tmpdir(), 'blck-dist-'));
  let h: Harness;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    h = await createHarness(testDatabases()[0]!, { CONSOLE_DIST: dist, LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The lines Fastify wrote about each request, by the URL it was asked. */
  const linesFor = (url: string) => {
    const lines = h
      .logText()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    const ids = new Set(lines.filter((line) => line.req?.url === url).map((line) => line.reqId));
    return lines.filter((line) => line.reqId !== undefined && ids.has(line.reqId));
  };

  it('logs the console files at debug and the API at info', async () => {
    for (const url of ['/assets/app-1a2b3c.js', '/issuers', '/']) {
      const answer = await h.app.server.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
    }
    expect((await h.app.server.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    expect((await h.call(endpoints.captchaChallenge)).statusCode).toBe(200);

    for (const url of ['/assets/app-1a2b3c.js', '/issuers', '/', '/assets/gone.js']) {
      const lines = linesFor(url);
      expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(lines.map((line) => line.level)).toEqual([DEBUG, DEBUG]);
    }
    const api = linesFor('/api/auth/v1/captcha/challenge');
    expect(api.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(api.map((line) => line.level)).toEqual([INFO, INFO]);
  });

  it('writes readable lines to a terminal and leaves JSON lines to anything else', async () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true }) as unknown as NodeJS.WriteStream;
    const chunks: Buffer[] = [];
    terminal.on('data', (chunk: Buffer) => chunks.push(chunk));
    const pretty = logDestination(terminal);
    expect(pretty).toBeDefined();
    pretty!.write(`${JSON.stringify({ level: INFO, time: 0, msg: 'BLCK back office is running' })}\n`);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toContain('INFO');
    expect(text).toContain('BLCK back office is running');
    expect(text.trim().startsWith('{')).toBe(false);

    const pipe = Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.WriteStream;
    expect(logDestination(pipe)).toBeUndefined();
  });
});
