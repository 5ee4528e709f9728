// Behind proxies: the client address is the right-most untrusted X-Forwarded-For entry, never one the client chose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { loadConfig } from '../../src/config/env';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';

const [database] = testDatabases();
const CLIENT = '203.0.113.9';

/** A wrong password through the proxies; answers the status and the address the audit recorded. */
const wrongSignIn = async (h: Harness, from: { socket: string; forwardedFor: string }, captcha?: string) => {
  const response = await h.call(endpoints.signInFirstStep, {
    ip: from.socket,
    headers: { 'x-forwarded-for': from.forwardedFor },
    body: { email: 'nobody@example.com', password: 'wrong password guess', captcha: captcha ?? (await h.captcha()) },
  });
  const [event] = await h.db.query<{ ip: string | null }>(
    `SELECT ip FROM audit_events WHERE action IN ('signin.failed', 'signin.locked') ORDER BY seq DESC LIMIT 1`,
  );
  return { status: response.statusCode, auditedIp: event?.ip ?? null };
};

describe('one trusted hop (TRUST_PROXY=1)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database!, { TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_PER_MINUTE: '3' });
  });
  afterAll(() => h?.close());

  it('counts and audits the address the proxy appended, whatever the client put before it', async () => {
    // The client forges a new left-most entry each time; the proxy (the socket peer) appends the real address.
    const through = (i: number) => ({ socket: '10.0.0.2', forwardedFor: `198.18.0.${i}, ${CLIENT}` });
    expect(await wrongSignIn(h, through(1))).toEqual({ status: 401, auditedIp: CLIENT });
    // Captchas are fetched from the harness's own address, so the next calls carry an invalid one (still counted).
    expect((await wrongSignIn(h, through(2), 'x')).status).toBe(422);
    expect((await wrongSignIn(h, through(3), 'x')).status).toBe(422);
    expect((await wrongSignIn(h, through(4), 'x')).status).toBe(429);
  });
});

describe('two trusted hops (TRUST_PROXY=2)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database!, { TRUST_PROXY: '2' });
  });
  afterAll(() => h?.close());

  it('takes the entry before the second proxy', async () => {
    const answer = await wrongSignIn(h, { socket: '10.0.0.2', forwardedFor: `198.18.0.1, ${CLIENT}, 10.0.0.7` });
    expect(answer).toEqual({ status: 401, auditedIp: CLIENT });
  });
});

describe('trusted proxy addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database!, { TRUST_PROXY: '10.0.0.0/8,192.168.1.5' });
  });
  afterAll(() => h?.close());

  it('skips every trusted proxy from the right and takes the first address that is not one', async () => {
    const answer = await wrongSignIn(h, { socket: '192.168.1.5', forwardedFor: `198.18.0.1, ${CLIENT}, 10.1.2.3` });
    expect(answer).toEqual({ status: 401, auditedIp: CLIENT });
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const answer = await wrongSignIn(h, { socket: '198.51.100.7', forwardedFor: `198.18.0.1, ${CLIENT}` });
    expect(answer).toEqual({ status: 401, auditedIp: '198.51.100.7' });
  });
});

describe('TRUST_PROXY setting', () => {
  it('accepts unset, 0, a hop count or a list of addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.5 ,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8,', 'fd00::/129'])(
    'refuses %s with a sentence naming the setting',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
