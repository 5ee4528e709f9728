// The console's files as a browser gets them: the build's brotli or gzip file for what it accepts, hashed assets
// cached for a year, index.html compressed too but never cached, and the plain file for a client that asks for none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_META } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

const SCRIPT = `export const greeting = ${JSON.stringify('a console script '.repeat(200))};\n`;
const BRAND = `<meta name="${PAGE_META.brandName}" content="`;
const INDEX = `<!doctype html><html><head>${BRAND}" /><title>Console</title></head><body>${'<p>page</p>'.repeat(100)}</body></html>`;

describe('console assets', () => {
  const dist = mkdtempSync(join(tmpdir(), 'blck-dist-'));
  let h: Harness;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'small-9f8e7d.js'), 'export {};\n');
    h = await createHarness(testDatabases()[0]!, { CONSOLE_DIST: dist, BRAND_NAME: 'Treasury' });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    h.app.server.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip, cached for a year', async () => {
    const brotli = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding, and a file the build left uncompressed as it is', async () => {
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const small = await get('/assets/small-9f8e7d.js', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};\n');
  });

  it('compresses the index page with its runtime settings, for every page path, and never caches it', async () => {
    for (const path of ['/', '/investors', '/sign-up/finish']) {
      const brotli = await get(path, 'gzip, deflate, br');
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('no-cache');
      expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(brotli.rawPayload).toString();
      expect(html).toContain(`${BRAND}Treasury" />`);
      expect(brotli.rawPayload.length).toBeLessThan(html.length);
    }
    const gzip = await get('/', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('content="Treasury"');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('content="Treasury"');
  });

  it('still answers an API path with JSON, uncompressed by the console', async () => {
    const answer = await get('/api/nothing-here', 'br, gzip');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });
});
