// Refusals Fastify and Node's HTTP parser make before any route runs answer in the error envelope with a sentence,
// like every other error: bad percent-encoding, over-long path parameter, headers or body too large, media type, method.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

/** Sends raw bytes to the listening server and resolves with the status and the parsed body. */
const rawRequest = (port: number, request: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.end(request);
  });

describe.each(testDatabases())('framework refusals on $name', (database) => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await createHarness(database);
    await h.app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.server.address() as AddressInfo).port;
  });
  afterAll(() => h?.close());

  const expectEnvelope = (status: number, body: string, code: string) => {
    const parsed = JSON.parse(body) as { success: boolean; message: string; error: string };
    expect(parsed.success, body).toBe(false);
    expect(parsed.error, body).toBe(code);
    expect((ERROR_CODES as readonly string[]).includes(parsed.error), body).toBe(true);
    expect(parsed.message, body).toMatch(/^[A-Z].{10,}\.$/);
    expect(status).toBeGreaterThanOrEqual(400);
  };

  it('answers bad percent-encoding with 400 in the envelope', async () => {
    const response = await h.app.server.inject({ method: 'GET', url: '/api/auth/v1/backoffice/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.statusCode, response.body, 'BAD_REQUEST');
  });

  it('answers an over-long path parameter with 414 in the envelope', async () => {
    const response = await h.app.server.inject({ method: 'GET', url: `/api/auth/v1/backoffice/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expectEnvelope(response.statusCode, response.body, 'URI_TOO_LONG');
  });

  it('answers a body too large with 413 and an unsupported media type with 415 in the envelope', async () => {
    const large = await h.app.server.inject({
      method: 'POST',
      url: '/api/auth/v1/admins/signin/firststep',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(300 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expectEnvelope(large.statusCode, large.body, 'PAYLOAD_TOO_LARGE');
    const text = await h.app.server.inject({
      method: 'POST',
      url: '/api/auth/v1/admins/signin/firststep',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expectEnvelope(text.statusCode, text.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a known path with another method with 405, the allowed methods and the envelope', async () => {
    const response = await h.app.server.inject({ method: 'PATCH', url: '/api/auth/v1/admins/current' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expectEnvelope(response.statusCode, response.body, 'METHOD_NOT_ALLOWED');
    const unknown = await h.app.server.inject({ method: 'PATCH', url: '/api/auth/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expectEnvelope(unknown.statusCode, unknown.body, 'NOT_FOUND');
  });

  it('answers headers too large (431) and an unparsable request (400) in the envelope on a real socket', async () => {
    const big = await rawRequest(
      port,
      `GET /api/auth/v1/admins/current HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(40 * 1024)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(big.headers).toMatch(/content-type: application\/json/i);
    expectEnvelope(big.status, big.body, 'HEADERS_TOO_LARGE');
    const garbage = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
    expect(garbage.status).toBe(400);
    expectEnvelope(garbage.status, garbage.body, 'BAD_REQUEST');
  });
});
