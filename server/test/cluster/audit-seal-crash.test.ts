// Crash between commit and seal (issue 16 item 2): an instance whose sealer waits an hour is killed with SIGKILL while
// eight clients deposit, so its audit events are committed and unsealed. Restarted, it seals every one of them before
// it answers: nothing is lost, nothing stays unsealed, the chain verifies and every deposit has its one event — on
// PostgreSQL and on PGlite (on disk).
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION } from '@blck/contract';
import type { Db } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { createAuditRepository } from '../../src/modules/audit/audit.repository';
import { createAuditService } from '../../src/modules/audit/audit.service';
import type { SignedIn } from '../support/harness';
import { callInstance, signInOverHttp, startInstance, type Instance } from '../support/instance';
import { startMailbox, type Mailbox } from '../support/smtp';
import { crashStores, seedWallets, type Store } from '../support/stores';

const ADMIN = { email: 'seal.admin@example.com', password: 'seal crash test admin passphrase 2026' };
const CLIENTS = 8;
/** Answered deposits before the kill; more may commit unanswered while it lands. */
const ANSWERED_BEFORE_KILL = 24;
const HOUR_MS = 3_600_000;

/** The chain as the offline `npm run verify` sees it: checked without sealing anything. */
const chainOf = (db: Db) =>
  createAuditService({ db, auditRepository: createAuditRepository(), clock: systemClock }).verify({ seal: false });

const depositEvents = (db: Db) =>
  db.query<{ deposit_id: string; sealed: boolean }>(
    `SELECT e.after->>'depositId' AS deposit_id, EXISTS (SELECT 1 FROM audit_links l WHERE l.seq = e.seq) AS sealed
     FROM audit_events e WHERE e.action = $1`,
    [AUDIT_ACTION.walletDeposit],
  );

describe.each(crashStores)('a crash before the audit seal on $name', ({ make, skip }) => {
  let mailbox: Mailbox | undefined;
  let store: Store | undefined;
  let instance: Instance | undefined;
  afterAll(async () => {
    await instance?.stop('SIGKILL');
    await mailbox?.close();
    await store?.cleanup();
  });

  it.skipIf(skip)(
    'loses no committed event and leaves none unsealed after the restart; the chain verifies',
    async () => {
      store = await make();
      mailbox = await startMailbox();
      const [wallet] = await seedWallets(store, 1);
      const env = { ...store.env, SMTP_URL: mailbox.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
      instance = await startInstance({ ...env, AUDIT_SEAL_DELAY_MS: String(HOUR_MS) });
      const session: SignedIn = await signInOverHttp(instance.origin, mailbox, ADMIN.email, ADMIN.password);

      let answered = 0;
      let killed = false;
      const client = async () => {
        while (!killed) {
          const answer = await callInstance(instance!.origin, 'PUT', '/api/v1/wallets/increase/amount', {
            session,
            bearer: true,
            headers: { 'idempotency-key': randomUUID() },
            body: { wallet_address: wallet, amount: `${randomInt(1, 1000)}.5` },
          }).catch(() => null);
          if (answer?.status === 200) answered += 1;
          else if (answer) expect.soft(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(500);
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      while (answered < ANSWERED_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 10));
      await instance.stop('SIGKILL');
      killed = true;
      await Promise.all(clients);
      instance = undefined;

      // Killed: the deposits are committed with their events, and the events are not sealed.
      const before = await store.open();
      let committed: string[];
      try {
        committed = (await before.query<{ id: string }>('SELECT id FROM deposits')).map((row) => row.id);
        expect(committed.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
        const events = await depositEvents(before);
        expect(events.filter((event) => event.sealed)).toEqual([]);
        expect(new Set(events.map((event) => event.deposit_id))).toEqual(new Set(committed));
        const offline = await chainOf(before);
        expect(offline.valid).toBe(true);
        expect(offline.unsealed).toBeGreaterThanOrEqual(committed.length);
      } finally {
        await before.close();
      }

      // Restarted with the sealer as it ships: ready only once everything committed is sealed.
      instance = await startInstance(env);
      await instance.stop('SIGKILL');
      instance = undefined;
      const after = await store.open();
      try {
        const events = await depositEvents(after);
        expect(events.filter((event) => !event.sealed)).toEqual([]);
        expect(events.map((event) => event.deposit_id).sort()).toEqual([...committed].sort());
        const [{ n: total } = { n: 0 }] = await after.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM audit_events',
        );
        const chain = await chainOf(after);
        expect(chain).toMatchObject({ valid: true, unsealed: 0, firstBrokenSeq: null });
        expect(chain.checked).toBe(total);
      } finally {
        await after.close();
      }
    },
  );
});
