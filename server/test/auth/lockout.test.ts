// Brute force: five failures lock an address for 1 minute, doubling to 15; unknown emails answer the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { createPostgresDb } from '../../src/db/client';
import { hitRateLimit } from '../../src/db/stores';
import { createPasswordHasher, type PasswordHasher } from '../../src/lib/passwords';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { MINUTE } from '../support/manual-clock';

describe.each(testDatabases())('lockout on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  const attempt = async (email: string, password: string) =>
    h.call(endpoints.signInFirstStep, { body: { email, password, captcha: await h.captcha() } });

  /** What a caller can compare between two answers: status, body and the Retry-After header. */
  const observable = (response: Awaited<ReturnType<typeof attempt>>) => ({
    status: response.statusCode,
    body: response.json(),
    retryAfter: response.headers['retry-after'] ?? null,
  });

  it('locks after five wrong passwords, refuses even the right one, and opens when the clock passes the wait', async () => {
    const admin = await h.createAdmin();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(observable(await attempt(admin.email, 'wrong password guess')));
    expect(answers.slice(0, 4).every((a) => a.status === 401)).toBe(true);
    expect(answers[0]!.body).toEqual({
      success: false,
      message: 'The email or password is not correct.',
      error: 'INVALID_CREDENTIALS',
    });
    expect(answers[4]).toMatchObject({ status: 429, retryAfter: '60', body: { error: 'ACCOUNT_LOCKED' } });

    const right = await attempt(admin.email, admin.password);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json().message).toMatch(/locked for 1 minute/);
    expect(h.mailbox.mails.filter((m) => m.to.includes(admin.email))).toHaveLength(0);

    h.clock.advance(MINUTE - 1000);
    expect((await attempt(admin.email, admin.password)).statusCode).toBe(429);
    h.clock.advance(1000);
    expect((await attempt(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('doubles the lock on each new lockout up to 15 minutes, and a full sign-in resets it', async () => {
    const admin = await h.createAdmin();
    const lockAndMeasure = async () => {
      let last = await attempt(admin.email, 'wrong password guess');
      for (let i = 0; i < 4; i++) last = await attempt(admin.email, 'wrong password guess');
      expect(last.statusCode).toBe(429);
      return Number(last.headers['retry-after']);
    };
    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      const wait = await lockAndMeasure();
      waits.push(wait);
      h.clock.advance(wait * 1000);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    await h.signIn(admin.email, admin.password);
    expect(await lockAndMeasure()).toBe(60);
  });

  it('gives an unknown email exactly the answers of a known one with a wrong password', async () => {
    const known = await h.createAdmin();
    const unknownEmail = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < 6; i++) {
      const forKnown = observable(await attempt(known.email, 'wrong password guess'));
      const forUnknown = observable(await attempt(unknownEmail, 'wrong password guess'));
      expect(forUnknown).toEqual(forKnown);
    }
  });

  it('counts wrong passwords in the authenticator setup towards the same lock', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    for (let i = 0; i < 4; i++) {
      const wrong = await h.call(endpoints.authenticatorSetup, { session, body: { password: 'wrong password guess' } });
      expect(wrong.statusCode).toBe(422);
    }
    expect(
      (await h.call(endpoints.authenticatorSetup, { session, body: { password: 'wrong password guess' } })).statusCode,
    ).toBe(429);
    expect((await attempt(admin.email, admin.password)).statusCode).toBe(429);
  });
});

/** The real hasher, counting the password checks it evaluates (known accounts and the dummy for unknown ones). */
const countingHasher = async () => {
  const real = await createPasswordHasher();
  const counter = { evaluated: 0 };
  const hasher: PasswordHasher = {
    hash: real.hash,
    verify: (passwordHash, password) => {
      counter.evaluated++;
      return real.verify(passwordHash, password);
    },
    verifyNothing: (password) => {
      counter.evaluated++;
      return real.verifyNothing(password);
    },
  };
  return { hasher, counter };
};

describe.each(testDatabases())('lockout under concurrency on $name', (database) => {
  let h: Harness;
  let counter: { evaluated: number };
  beforeAll(async () => {
    const counting = await countingHasher();
    counter = counting.counter;
    h = await createHarness(database, {}, { hasher: counting.hasher });
  });
  afterAll(() => h?.close());

  const burst = async (email: string, count: number) => {
    const captchas = await Promise.all(Array.from({ length: count }, () => h.captcha()));
    const before = counter.evaluated;
    const answers = await Promise.all(
      captchas.map((captcha) =>
        h.call(endpoints.signInFirstStep, { body: { email, password: 'wrong password guess', captcha } }),
      ),
    );
    return { statuses: answers.map((a) => a.statusCode).sort(), evaluated: counter.evaluated - before, answers };
  };

  it('evaluates at most five of fifteen simultaneous wrong passwords, then refuses the right one unevaluated', async () => {
    const admin = await h.createAdmin();
    const { statuses, evaluated, answers } = await burst(admin.email, 15);
    expect(evaluated).toBe(5);
    expect(statuses).toEqual([...Array<number>(4).fill(401), ...Array<number>(11).fill(429)]);
    const locked = answers.find((a) => a.statusCode === 429)!;
    expect(locked.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' });
    expect(Number(locked.headers['retry-after'])).toBe(60);

    const before = counter.evaluated;
    const right = await h.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: admin.password, captcha: await h.captcha() },
    });
    expect(right.statusCode).toBe(429);
    expect(counter.evaluated).toBe(before);

    h.clock.advance(MINUTE);
    await expect(h.signIn(admin.email, admin.password)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('spends one argon2id verification on an unknown email, as on a wrong password (same timing, no clock needed)', async () => {
    const known = await h.createAdmin();
    const one = async (email: string) => {
      const captcha = await h.captcha();
      const before = counter.evaluated;
      const answer = await h.call(endpoints.signInFirstStep, {
        body: { email, password: 'wrong password guess', captcha },
      });
      return { status: answer.statusCode, evaluated: counter.evaluated - before };
    };
    expect(await one(known.email)).toEqual({ status: 401, evaluated: 1 });
    expect(await one(`nobody-${Date.now()}@example.com`)).toEqual({ status: 401, evaluated: 1 });
  });

  it('evaluates at most five simultaneous guesses for an unknown email too', async () => {
    const { statuses, evaluated } = await burst(`nobody-${Date.now()}@example.com`, 15);
    expect(evaluated).toBe(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
  });

  it('counts simultaneous wrong passwords of the authenticator setup the same way', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    const before = counter.evaluated;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.call(endpoints.authenticatorSetup, { session, body: { password: 'wrong password guess' } }),
      ),
    );
    expect(counter.evaluated - before).toBe(5);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(4).fill(422),
      ...Array<number>(8).fill(429),
    ]);
  });

  it('gives back the attempt a right password reserved, so right passwords never lock the account', async () => {
    const admin = await h.createAdmin();
    for (let i = 0; i < 6; i++) {
      const right = await h.call(endpoints.signInFirstStep, {
        body: { email: admin.email, password: admin.password, captcha: await h.captcha() },
      });
      expect(right.statusCode).toBe(200);
    }
    for (let i = 0; i < 4; i++) {
      const wrong = await h.call(endpoints.signInFirstStep, {
        body: { email: admin.email, password: 'wrong password guess', captcha: await h.captcha() },
      });
      expect(wrong.statusCode).toBe(401);
    }
  });
});

describe('per-IP limit', () => {
  it('answers 429 to one address over the limit while another address still signs in', async () => {
    const [database] = testDatabases();
    const h = await createHarness(database!, { RATE_LIMIT_SIGNIN_PER_MINUTE: '10' });
    try {
      const admin = await h.createAdmin();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await h.call(endpoints.signInFirstStep, {
          ip: '203.0.113.7',
          body: { email: `flood-${i}@example.com`, password: 'wrong password guess', captcha: 'x' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
      expect(statuses[10]).toBe(429);
      const limited = await h.call(endpoints.captchaChallenge, { ip: '203.0.113.7' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'IP_RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // Another address is untouched; the harness's own calls come from 127.0.0.1.
      await expect(h.signIn(admin.email, admin.password)).resolves.toMatchObject({ token: expect.any(String) });
      h.clock.advance(MINUTE);
      expect((await h.call(endpoints.captchaChallenge, { ip: '203.0.113.7' })).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });

  it.each(testDatabases())(
    'counts without waiting for the disk, and leaves every later statement and transaction durable ($name)',
    async (database) => {
      const { db, url, drop } = await database.create();
      try {
        // One connection, so what the count's statement set would still be there if it leaked past its transaction.
        const single = url ? createPostgresDb(url, { max: 1 }) : db;
        try {
          const hit = { key: 'signin:192.0.2.1', windowStart: new Date('2026-01-01T00:00:00Z') };
          expect(await hitRateLimit(single, hit)).toBe(1);
          expect(await hitRateLimit(single, hit)).toBe(2);
          const repository = createSessionsRepository();
          // Counted in a pipeline, with a statement sent right behind it in the same write on the same connection.
          const [counted, [behind]] = await single.pipeline((q) =>
            Promise.all([
              repository.findActiveCountingHits(q, [{ tokenHash: 'f'.repeat(64), hit }]),
              q.query<{ synchronous_commit: string }>('SHOW synchronous_commit'),
            ]),
          );
          expect(counted).toEqual([{ lookup: null, hits: 3 }]);
          expect(behind!.synchronous_commit).toBe('on');
          const [after] = await single.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
          expect(after!.synchronous_commit).toBe('on');
          const inTransaction = await single.transaction(
            async (tx) => (await tx.query<{ synchronous_commit: string }>('SHOW synchronous_commit'))[0]!,
          );
          expect(inTransaction.synchronous_commit).toBe('on');
        } finally {
          if (single !== db) await single.close();
        }
      } finally {
        await drop();
      }
    },
  );

  it('counts calls made with a session too, in one round trip with the session lookup', async () => {
    const [database] = testDatabases();
    const h = await createHarness(database!, { RATE_LIMIT_AUTH_PER_MINUTE: '5' });
    try {
      const admin = await h.createAdmin();
      const session = await h.signIn(admin.email, admin.password);
      const ip = '198.51.100.4';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await h.call(endpoints.currentAdmin, { session, ip })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const over = await h.call(endpoints.currentAdmin, { session, ip });
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toBe('IP_RATE_LIMITED');
      // Over the limit, a bad or missing token gets the same 429, not a hint about the session.
      expect(
        (await h.call(endpoints.currentAdmin, { session: { token: 'f'.repeat(64), binding: 'x' }, ip })).statusCode,
      ).toBe(429);
      expect((await h.call(endpoints.currentAdmin, { ip })).statusCode).toBe(429);
      expect((await h.call(endpoints.currentAdmin, { session })).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});
