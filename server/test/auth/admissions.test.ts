// Session checks that arrive together (one statement for them all on PostgreSQL): each keeps its own session, its own
// refusal and its own place in the per-IP count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import type { Db, Statement } from '../../src/db/client';
import { createAdmissions } from '../../src/modules/auth/admissions';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';

const AUTH_LIMIT = 12;

describe.each(testDatabases())('session checks arriving together on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database, { RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT) });
  });
  afterAll(() => h?.close());

  const current = (session: SignedIn, ip: string) => h.call(endpoints.currentAdmin, { session, ip });

  it('answers each call with its own admin, and lets exactly the limit through from one address', async () => {
    const admins = await Promise.all([h.createAdmin(), h.createAdmin(), h.createAdmin()]);
    const sessions = await Promise.all(admins.map((admin) => h.signIn(admin.email, admin.password)));
    const ip = '198.51.100.21';
    const calls = Array.from({ length: 20 }, (_, i) => i % sessions.length);

    const answers = await Promise.all(calls.map((who) => current(sessions[who]!, ip)));

    const through = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [i] : []));
    expect(through).toHaveLength(AUTH_LIMIT);
    for (const i of through) expect(answers[i]!.json().admin.email).toBe(admins[calls[i]!]!.email);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(20 - AUTH_LIMIT);
    expect(limited.every((answer) => answer.json().error === 'IP_RATE_LIMITED')).toBe(true);
    // Another address keeps its own count.
    expect((await current(sessions[0]!, '198.51.100.22')).statusCode).toBe(200);
  });

  it('refuses a signed-out session and a foreign binding among live sessions checked together', async () => {
    const [live, ended, bound] = await Promise.all([h.createAdmin(), h.createAdmin(), h.createAdmin()]);
    const liveSession = await h.signIn(live.email, live.password);
    const endedSession = await h.signIn(ended.email, ended.password);
    const boundSession = await h.signIn(bound.email, bound.password);
    expect((await h.call(endpoints.signOut, { session: endedSession, ip: '198.51.100.30' })).statusCode).toBe(200);

    const [first, signedOut, stolen, unknown, second] = await Promise.all([
      current(liveSession, '198.51.100.31'),
      current(endedSession, '198.51.100.31'),
      current({ token: boundSession.token, binding: liveSession.binding }, '198.51.100.31'),
      current({ token: 'e'.repeat(64), binding: liveSession.binding }, '198.51.100.31'),
      current(boundSession, '198.51.100.31'),
    ]);

    expect(first!.statusCode).toBe(200);
    expect(first!.json().admin.email).toBe(live.email);
    expect(signedOut!.statusCode).toBe(401);
    expect(signedOut!.json()).toMatchObject({
      error: 'UNAUTHENTICATED',
      message: 'Your session has ended. Sign in again.',
    });
    expect(stolen!.statusCode).toBe(401);
    expect(stolen!.json().error).toBe('SESSION_NOT_BOUND');
    expect(unknown!.statusCode).toBe(401);
    expect(second!.statusCode).toBe(200);
    expect(second!.json().admin.email).toBe(bound.email);
  });
});

describe.each(testDatabases())('reads carried by session checks arriving together on $name', (database) => {
  it('sends the checks and the reads they carry in one pipeline, each read answering its own request', async () => {
    const { db, drop } = await database.create();
    try {
      let pipelines = 0;
      const counted: Db = {
        ...db,
        pipeline: (work) => {
          pipelines += 1;
          return db.pipeline(work);
        },
      };
      const admissions = createAdmissions(counted, createSessionsRepository());
      const hit = { key: 'auth:198.51.100.40', windowStart: new Date('2026-01-01T00:00:00Z') };
      const rider = (n: number): Statement => ({ sql: 'SELECT $1::int AS n', params: [n] });

      const [first, plain, failing, second] = await Promise.allSettled([
        admissions.check('a'.repeat(64), hit, rider(1)),
        admissions.check('b'.repeat(64), hit),
        admissions.check('c'.repeat(64), hit, { sql: 'SELECT 1 / $1::int AS n', params: [0] }),
        admissions.check('d'.repeat(64), hit, rider(2)),
      ]);

      expect(pipelines).toBe(1);
      expect(first).toEqual({ status: 'fulfilled', value: { lookup: null, hits: 1, carried: { n: 1 } } });
      expect(plain).toEqual({ status: 'fulfilled', value: { lookup: null, hits: 2, carried: undefined } });
      // The read that fails fails its own request alone; its hit still counts, as the statement that counts ran.
      expect(failing.status).toBe('rejected');
      expect(((failing as PromiseRejectedResult).reason as { code?: string }).code).toBe('22012');
      expect(second).toEqual({ status: 'fulfilled', value: { lookup: null, hits: 4, carried: { n: 2 } } });
      const [window] = await db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [hit.key]);
      expect(window!.count).toBe(4);
    } finally {
      await drop();
    }
  });

  it('holds the checks that arrive while one is out, and sends them together once it is answered', async () => {
    const { db, drop } = await database.create();
    try {
      let answerFirst!: () => void;
      const firstAnswered = new Promise<void>((resolve) => {
        answerFirst = resolve;
      });
      /** The statements of each pipeline, in the order they were opened; the first is held until `answerFirst`. */
      const pipelines: string[][] = [];
      const observed: Db = {
        ...db,
        pipeline: async (work) => {
          const sent: string[] = [];
          pipelines.push(sent);
          if (pipelines.length === 1) await firstAnswered;
          return db.pipeline((q) =>
            work({
              query: (sql, params) => {
                sent.push(sql);
                return q.query(sql, params);
              },
            }),
          );
        },
      };
      const admissions = createAdmissions(observed, createSessionsRepository());
      const hit = { key: 'auth:198.51.100.41', windowStart: new Date('2026-01-01T00:00:00Z') };
      const rider = (n: number): Statement => ({ sql: 'SELECT $1::int AS n', params: [n] });
      const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

      const first = admissions.check('a'.repeat(64), hit, rider(1));
      await nextTurn();
      expect(pipelines).toHaveLength(1);
      // Three more, each in a turn of its own, while the first is out.
      const later = [];
      for (const n of [2, 3, 4]) {
        later.push(admissions.check(String(n).repeat(64), hit, rider(n)));
        await nextTurn();
      }
      expect(pipelines).toHaveLength(1);
      answerFirst();

      const answers = await Promise.all([first, ...later]);
      expect(answers.map((answer) => [answer.hits, answer.carried])).toEqual([
        [1, { n: 1 }],
        [2, { n: 2 }],
        [3, { n: 3 }],
        [4, { n: 4 }],
      ]);
      // The three went in one pipeline: one shared check and their three reads.
      expect(pipelines.map((sent) => sent.length)).toEqual([2, 4]);
    } finally {
      await drop();
    }
  });
});
