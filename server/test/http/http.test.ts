// What every response carries: security headers, JSON 404s under /api, the OpenAPI document and health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointList } from '@blck/contract';
import { helmetHeaders } from '../../src/http/security-headers';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

describe('HTTP surface', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(testDatabases()[0]!, { TRUST_PROXY: '1' });
  });
  afterAll(() => h?.close());

  it('sends the security headers on API, document and error responses', async () => {
    for (const url of ['/api/auth/v1/admins/current', '/', '/api/docs', '/api/nothing-here']) {
      const response = await h.app.server.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends every header Helmet sets, as Helmet words it, on answers, refusals and errors alike', async () => {
    const expected = helmetHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]),
    );
    const post = endpointList.find((endpoint) => endpoint.method === 'POST')!;
    const responses = [
      await h.app.server.inject({ method: 'GET', url: '/healthz' }),
      await h.app.server.inject({ method: 'GET', url: '/api/auth/v1/admins/current' }),
      await h.app.server.inject({ method: 'GET', url: '/api/nothing-here' }),
      await h.app.server.inject({
        method: 'POST',
        url: post.path,
        headers: { 'content-type': 'text/plain' },
        payload: 'not json',
      }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 404, 415]);
    for (const response of responses) {
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name]).toBe(value);
    }
  });

  it('sends HSTS only over HTTPS', async () => {
    const response = await h.app.server.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('answers unknown API paths with a JSON 404 in the envelope', async () => {
    const response = await h.app.server.inject({ method: 'GET', url: '/api/auth/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'There is no GET /api/auth/v1/nothing in this API.',
      error: 'NOT_FOUND',
    });
  });

  it('serves an OpenAPI 3.1 document with every endpoint of the contract, and a reference page', async () => {
    const document = (await h.app.server.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of endpointList) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toMatchObject({
        operationId: endpoint.operationId,
        'x-access': endpoint.access,
      });
    }
    const firstStep = document.paths['/api/auth/v1/admins/signin/firststep'].post;
    expect(firstStep.requestBody.content['application/json'].schema.required).toEqual(['email', 'password', 'captcha']);
    const page = await h.app.server.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/auth/v1/admins/signin/firststep');
    expect(page.body).not.toContain('<script');
  });

  it("lists each endpoint's domain errors in OpenAPI, by status, beside the generic refusals every call has", async () => {
    const document = (await h.app.server.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const updateFiat = document.paths['/api/auth/v1/fiat/{id}'].put.responses;
    expect(updateFiat['404']['x-errors']).toEqual([
      { code: 'FIAT_NOT_FOUND', message: 'There is no fiat currency with this id.' },
    ]);
    expect(updateFiat['409']['x-errors']).toEqual([
      { code: 'FIAT_LABEL_TAKEN', message: 'The label {1} is already used by {2}. Choose another label.' },
    ]);
    expect(updateFiat['409'].description).toContain('FIAT_LABEL_TAKEN: The label {1}');
    const pair = document.paths['/api/v1/validators/pair'].post.responses;
    expect(pair['409']['x-errors'].map((error: { code: string }) => error.code)).toEqual([
      'CUSTOM_VALIDATOR_REMOVED',
      'ALREADY_PAIRED',
    ]);
    for (const endpoint of endpointList) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const responses = document.paths[path][endpoint.method.toLowerCase()].responses;
      expect(Object.keys(responses), `${endpoint.method} ${path}`).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '429', '500']),
      );
      for (const error of endpoint.errors ?? []) {
        expect(
          responses[String(error.status)]['x-errors'].map((listed: { code: string }) => listed.code),
          `${endpoint.operationId} ${error.code}`,
        ).toContain(error.code);
      }
    }
  });

  it('answers a missing static file with 404, not the console page', async () => {
    const response = await h.app.server.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('reports health and readiness', async () => {
    expect((await h.app.server.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await h.app.server.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
