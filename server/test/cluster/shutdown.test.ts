// Graceful shutdown: on SIGTERM an instance stops taking requests, finishes those in flight, closes its sockets
// and exits 0, so a rolling upgrade behind a load balancer loses nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDb, createPostgresDb, type Db } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { createPostgresDatabase, postgresUrl } from '../support/databases';
import { callInstance, signInOverHttp, startInstance, type Instance } from '../support/instance';
import { createIssuerFixture } from '../support/issuers';
import { openSocket } from '../support/realtime-client';
import { startMailbox, type Mailbox } from '../support/smtp';

const ADMIN = { email: 'shutdown.admin@example.com', password: 'shutdown test admin passphrase 2026' };

describe('graceful shutdown', () => {
  let mailbox: Mailbox | undefined;
  let instance: Instance | undefined;
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    await instance?.stop('SIGKILL');
    await mailbox?.close();
    for (const cleanup of cleanups) await cleanup();
  });

  /** PostgreSQL when the tests have one (faster to start), else PGlite on disk. */
  const database = async (): Promise<{ env: Record<string, string>; open: () => Promise<Db> }> => {
    const baseUrl = postgresUrl();
    if (baseUrl) {
      const created = await createPostgresDatabase(baseUrl);
      cleanups.push(created.drop);
      return { env: { DATABASE_URL: created.url }, open: async () => createPostgresDb(created.url, { max: 2 }) };
    }
    const dir = mkdtempSync(join(tmpdir(), 'blck-shutdown-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { env: { DATA_DIR: join(dir, 'data') }, open: () => createPgliteDb(join(dir, 'data')) };
  };

  it('drains, finishes the requests in flight, refuses new connections, closes sockets and exits 0', async () => {
    const { env, open } = await database();
    const setup = await open();
    await migrate(setup);
    const issuer = await createIssuerFixture(setup);
    await setup.close();
    mailbox = await startMailbox();
    instance = await startInstance({
      ...env,
      SMTP_URL: mailbox.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_DRAIN_SECONDS: '5',
    });
    const { origin } = instance;
    const session = await signInOverHttp(origin, mailbox, ADMIN.email, ADMIN.password);
    const socket = await openSocket(origin, session);
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const inFlight = Array.from({ length: 20 }, () =>
      callInstance(origin, 'PUT', '/api/v1/wallets/increase/amount', {
        session,
        bearer: true,
        headers: { 'idempotency-key': randomUUID() },
        body: { wallet_address: issuer.wallet, amount: '1' },
      }),
    );
    // The requests are on the wire before the signal.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stopped = instance.stop('SIGTERM');
    // While draining, the load balancer is told to go elsewhere and the instance still answers.
    let readiness = (await fetch(`${origin}/readyz`)).status;
    while (readiness === 200) readiness = (await fetch(`${origin}/readyz`)).status;
    expect(readiness).toBe(503);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const answers = await Promise.allSettled(inFlight);
    await stopped;

    expect(instance.process.exitCode, instance.output()).toBe(0);
    expect(await socketClosed).toMatch(/disconnect|close/);
    // Each request was either answered (200, or 503 once the instance stopped taking requests) or never
    // connected; none was accepted and then dropped.
    const statuses = answers.filter((answer) => answer.status === 'fulfilled').map((answer) => answer.value.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const dropped = answers
      .filter((answer) => answer.status === 'rejected')
      .map((answer) => String((answer.reason as Error).cause ?? answer.reason))
      .filter((reason) => !/ECONNREFUSED|connect ECONNRESET/.test(reason));
    expect(dropped).toEqual([]);
    const answered = statuses.filter((status) => status === 200);
    expect(answered.length).toBeGreaterThan(0);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    instance = undefined;

    const db = await open();
    try {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits');
      expect(row!.n).toBe(answered.length);
    } finally {
      await db.close();
    }
  });
});
