// Two instances on one PostgreSQL, each on its own port: nothing one needs lives in the other's memory.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { REALTIME_EVENTS, endpoints } from '@blck/contract';
import { createPostgresDb } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { createPostgresDatabase, postgresUrl, type TestDatabase } from '../support/databases';
import { INTAKE_KEY, createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';
import { openSocket } from '../support/realtime-client';

const baseUrl = postgresUrl();

/** Two instances on one fresh PostgreSQL database, each with its own pool and port, their clocks at one time. */
const startPair = async (env: Record<string, string> = {}) => {
  const created = await createPostgresDatabase(baseUrl!);
  const setup = createPostgresDb(created.url, { max: 2 });
  await migrate(setup);
  await setup.close();
  const instance: TestDatabase = {
    name: 'postgres',
    create: async () => {
      const db = createPostgresDb(created.url, { max: 20 });
      return { db, url: created.url, drop: () => db.close() };
    },
  };
  const a = await createHarness(instance, { DATABASE_URL: created.url, ...env });
  const b = await createHarness(instance, { DATABASE_URL: created.url, ...env });
  b.clock.set(a.clock.now());
  await a.app.server.listen({ port: 0, host: '127.0.0.1' });
  const originB = await b.app.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    a,
    b,
    originB,
    url: created.url,
    close: async () => {
      await a.close();
      await b.close();
      await created.drop();
    },
  };
};

describe.skipIf(!baseUrl)('two instances on one PostgreSQL', () => {
  let a: Harness;
  let b: Harness;
  let originB: string;
  let url: string;
  let closePair: (() => Promise<void>) | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ a, b, originB, url, close: closePair } = await startPair());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await closePair?.();
  });

  const connect = (origin: string, session: SignedIn) => openSocket(origin, session, (socket) => sockets.push(socket));
  const signedInOnA = async (permissions: Parameters<Harness['createAdmin']>[0] = {}) => {
    const admin = await a.createAdmin(permissions);
    return { ...admin, session: await a.signIn(admin.email, admin.password) };
  };

  it('accepts on B a session signed in through A, and its sign-out on A ends it on B', async () => {
    const admin = await signedInOnA();
    const onB = await b.call(endpoints.currentAdmin, { session: admin.session });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().admin.email).toBe(admin.email);
    expect((await a.call(endpoints.signOut, { session: admin.session })).statusCode).toBe(200);
    expect((await b.call(endpoints.currentAdmin, { session: admin.session })).statusCode).toBe(401);
  });

  it('brings a change made through A to a socket connected to B', async () => {
    const viewer = await signedInOnA({ permissions: ['admins.view'] });
    const actor = await signedInOnA({ permissions: ['admins.manage'] });
    const target = await a.createAdmin({ permissions: [] });
    const socket = await connect(originB, viewer.session);
    const heard = new Promise<{ resource: string; id: string }>((resolve) => {
      socket.on('changed', (payload: { resource: string; id: string }) => {
        if (payload.id === target.id) resolve(payload);
      });
    });
    const changed = await a.call(endpoints.setAdminStatus, {
      session: actor.session,
      body: { email: target.email, isConfirmed: true, isActive: false },
    });
    expect(changed.statusCode).toBe(200);
    // The latency is the realtime benchmark's figure; here only the arrival counts (the test timeout bounds it).
    expect((await heard).resource).toBe('admin');
  });

  it('relays the changes announced together on A to B in one message, in their order', async () => {
    const viewer = await signedInOnA({ permissions: ['admins.view'] });
    const socket = await connect(originB, viewer.session);
    const ids: string[] = Array.from({ length: 20 }, () => randomUUID());
    const heard: string[] = [];
    const heardAll = new Promise<void>((resolve) => {
      socket.on(REALTIME_EVENTS.changed, (payload: { id: string }) => {
        if (ids.includes(payload.id)) heard.push(payload.id);
        if (heard.length === ids.length) resolve();
      });
    });
    // What travels between the instances: the adapter's NOTIFYs on its channel of the default namespace.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const relayed: string[] = [];
    listener.on('notification', ({ payload }) => {
      if (payload && ids.some((id) => payload.includes(id))) relayed.push(payload);
    });
    try {
      await listener.query('LISTEN "socket.io#/"');
      for (const id of ids) a.app.events.changed({ area: 'admins', resource: 'admin', id, action: 'updated' });
      await heardAll;
      expect(heard).toEqual(ids);
      await vi.waitFor(() => expect(ids.every((id) => relayed.some((payload) => payload.includes(id)))).toBe(true));
      expect(relayed).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });

  /** Resolves with the revocation's reason once the socket got `session:revoked` and then was closed by the server. */
  const endedWith = (socket: Socket) =>
    new Promise<{ reason: string; closedBy: string }>((resolve, reject) => {
      let reason: string | null = null;
      socket.once(REALTIME_EVENTS.revoked, (notice: { reason: string }) => {
        reason = notice.reason;
      });
      socket.once('disconnect', (closedBy: string) =>
        reason ? resolve({ reason, closedBy }) : reject(new Error(`closed (${closedBy}) without session:revoked`)),
      );
    });

  it('ends on B the socket of a session signed out through A, and the sockets of an admin deactivated through A', async () => {
    const admin = await signedInOnA({ permissions: ['admins.view'] });
    const signingOut = endedWith(await connect(originB, admin.session));
    expect((await a.call(endpoints.signOut, { session: admin.session })).statusCode).toBe(200);
    expect(await signingOut).toEqual({ reason: 'signed-out', closedBy: 'io server disconnect' });

    const target = await signedInOnA({ permissions: ['admins.view'] });
    const actor = await signedInOnA({ permissions: ['admins.manage'] });
    const deactivated = endedWith(await connect(originB, target.session));
    const status = await a.call(endpoints.setAdminStatus, {
      session: actor.session,
      body: { email: target.email, isConfirmed: true, isActive: false },
    });
    expect(status.statusCode).toBe(200);
    expect(await deactivated).toEqual({ reason: 'deactivated', closedBy: 'io server disconnect' });
  });

  it('moves the sockets on B of an admin whose permissions change through A to their new rooms', async () => {
    const watcher = await signedInOnA({ permissions: ['audit.view'] });
    const manager = await signedInOnA({ permissions: ['admins.manage', 'issuers.manage'] });
    const socket = await connect(originB, watcher.session);
    const heardIssuers: string[] = [];
    socket.on('changed', (payload: { resource: string; id: string }) => {
      if (payload.resource === 'issuer') heardIssuers.push(payload.id);
    });
    const intake = (tag: string) =>
      a.call(endpoints.intakeIssuer, {
        headers: { 'x-api-key': INTAKE_KEY },
        body: {
          email: `issuer-${tag}@example.com`,
          issuerType: 'company',
          firstName: 'Ada',
          lastName: 'Byron',
          companyName: `Acme ${tag}`,
          paymentType: 'crypto',
          wallet: `0x${randomUUID().replaceAll('-', '').slice(0, 8)}${'0'.repeat(32)}`,
        },
      });
    const before = await intake(randomUUID().slice(0, 8));
    expect(before.statusCode).toBe(200);

    expect(
      (await a.call(endpoints.reauthenticate, { session: manager.session, body: { password: manager.password } }))
        .statusCode,
    ).toBe(200);
    const granted = await a.call(endpoints.updatePermissions, {
      session: manager.session,
      body: { id: watcher.id, permissions: ['audit.view', 'issuers.view'] },
    });
    expect(granted.statusCode).toBe(200);
    // The room change travels through PostgreSQL: new issuers come in until B's socket hears one (each intake
    // waits for its own notice or for the next intake's answer), however long the relay takes on a busy machine.
    const heardOne = new Promise<void>((resolve) => socket.once('changed', () => resolve()));
    const afterIds: string[] = [];
    let heard = false;
    void heardOne.then(() => {
      heard = true;
    });
    while (!heard) {
      const after = await intake(randomUUID().slice(0, 8));
      expect(after.statusCode).toBe(200);
      afterIds.push(after.json().issuer.id as string);
      await Promise.race([heardOne, a.call(endpoints.currentAdmin, { session: manager.session })]);
    }
    expect(heardIssuers.length).toBeGreaterThan(0);
    expect(heardIssuers.every((id) => afterIds.includes(id))).toBe(true);
    expect(heardIssuers).not.toContain(before.json().issuer.id);
  });

  it('keeps an account locked through A locked on B', async () => {
    const admin = await a.createAdmin();
    for (let i = 0; i < 5; i++) {
      await a.call(endpoints.signInFirstStep, {
        body: { email: admin.email, password: 'wrong password guess', captcha: await a.captcha() },
      });
    }
    const onB = await b.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: admin.password, captcha: await b.captcha() },
    });
    expect(onB.statusCode).toBe(429);
    expect(onB.json().error).toBe('ACCOUNT_LOCKED');
  });

  it('refuses on B a captcha solution already used on A', async () => {
    const admin = await a.createAdmin();
    const captcha = await a.captcha();
    const first = await a.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: admin.password, captcha },
    });
    expect(first.statusCode).toBe(200);
    const replay = await b.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: admin.password, captcha },
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error).toBe('CAPTCHA_REUSED');
  });

  it('moves money once for one Idempotency-Key sent to both, and keeps the books under load split over both', async () => {
    const funds = await signedInOnA({ permissions: ['funds.manage', 'wallets.view'] });
    const issuer = await createIssuerFixture(a.db);
    const deposit = (h: Harness, amount: string, key: string) =>
      h.call(endpoints.increaseWallet, {
        session: funds.session,
        bearer: true,
        body: { wallet_address: issuer.wallet, amount },
        headers: { 'idempotency-key': key },
      });
    const key = randomUUID();
    const [onA, onB] = await Promise.all([deposit(a, '10', key), deposit(b, '10', key)]);
    const statuses = [onA.statusCode, onB.statusCode].sort();
    // Both may answer 200 (the second with the stored answer) or one may answer 409 while the first is running.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const count = async () =>
      (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE issuer_id = $1', [issuer.id]))[0]!
        .n;
    expect(await count()).toBe(1);

    const amounts = Array.from({ length: 40 }, (_, i) => `${i + 1}.5`);
    const answers = await Promise.all(amounts.map((amount, i) => deposit(i % 2 ? b : a, amount, randomUUID())));
    expect(answers.map((answer) => answer.statusCode)).toEqual(amounts.map(() => 200));
    expect(await count()).toBe(41);
    const [balance] = await a.db.query<{ amount: string }>(
      `SELECT (credits_posted - debits_posted)::text AS amount FROM ledger_accounts
       WHERE kind = 'issuer_wallet' AND owner = $1`,
      [issuer.wallet.toLowerCase()],
    );
    // 10 + (1.5 + 2.5 + … + 40.5) = 10 + 840, in base units of 10^-18.
    expect(balance?.amount).toBe(`${850n * 10n ** 18n}`);
    const verdict = await a.app.ledger.verify(a.db);
    expect(verdict.mismatches).toEqual([]);
    expect(verdict.balanced).toBe(true);
  });
});

describe.skipIf(!baseUrl)('the per-IP limit of two instances under a sign-in flood', () => {
  const LIMIT = 30;

  it('lets exactly the limit through from one address flooding both, while an admin elsewhere signs in', async () => {
    const { a, b, close } = await startPair({ RATE_LIMIT_SIGNIN_PER_MINUTE: String(LIMIT) });
    try {
      const admin = await a.createAdmin();
      const flooder = '203.0.113.66';
      const flood = Array.from({ length: LIMIT * 10 }, (_, i) =>
        (i % 2 ? b : a).call(endpoints.signInFirstStep, {
          ip: flooder,
          body: { email: `flood-${i}@example.com`, password: 'wrong password guess', captcha: 'not solved' },
        }),
      );
      // The admin's own calls come from 127.0.0.1 and start while the flood is under way.
      const [answers, session] = await Promise.all([Promise.all(flood), b.signIn(admin.email, admin.password)]);

      const limited = answers.filter((answer) => answer.statusCode === 429);
      expect(answers.length - limited.length).toBe(LIMIT);
      expect(limited.every((answer) => answer.json().error === 'IP_RATE_LIMITED')).toBe(true);
      expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
      expect((await a.call(endpoints.currentAdmin, { session })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
