// Crash test: an instance moving money for 8 clients is killed with SIGKILL at a random moment and restarted.
// Every answered deposit must be in the ledger once, every unanswered one must be safe to retry, and the books
// must still balance — on PostgreSQL and on PGlite (on disk).
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fromBaseUnits, toBaseUnits } from '@blck/contract';
import { systemClock } from '../../src/lib/clock';
import { createLedgerRepository } from '../../src/modules/ledger/ledger.repository';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import type { SignedIn } from '../support/harness';
import { callInstance, signInOverHttp, startInstance, type Instance } from '../support/instance';
import { startMailbox, type Mailbox } from '../support/smtp';
import { crashStores, seedWallets, type Store } from '../support/stores';

const ADMIN = { email: 'crash.admin@example.com', password: 'crash test admin passphrase 2026' };
const CLIENTS = 8;
const WALLETS = 3;

interface Attempt {
  key: string;
  wallet: string;
  amount: string;
  outcome: 'answered' | 'unknown';
  depositId?: string;
}

describe.each(crashStores)('a crash on $name', ({ make, skip }) => {
  let mailbox: Mailbox | undefined;
  let store: Store | undefined;
  let instance: Instance | undefined;
  afterAll(async () => {
    await instance?.stop('SIGKILL');
    await mailbox?.close();
    await store?.cleanup();
  });

  it.skipIf(skip)(
    'keeps every answered deposit once, lets the unanswered be retried, and the books balance',
    async () => {
      store = await make();
      mailbox = await startMailbox();
      const wallets = await seedWallets(store, WALLETS);
      const env = { ...store.env, SMTP_URL: mailbox.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
      instance = await startInstance(env);
      const session: SignedIn = await signInOverHttp(instance.origin, mailbox, ADMIN.email, ADMIN.password);

      const deposit = (origin: string, attempt: Pick<Attempt, 'key' | 'wallet' | 'amount'>) =>
        callInstance(origin, 'PUT', '/api/v1/wallets/increase/amount', {
          session,
          bearer: true,
          headers: { 'idempotency-key': attempt.key },
          body: { wallet_address: attempt.wallet, amount: attempt.amount },
        });

      // Eight clients deposit until the instance dies under them.
      const attempts: Attempt[] = [];
      let killed = false;
      const client = async () => {
        while (!killed) {
          const attempt: Attempt = {
            key: randomUUID(),
            wallet: wallets[randomInt(WALLETS)]!,
            amount: `${randomInt(1, 1000)}.${randomInt(1, 1000)}`,
            outcome: 'unknown',
          };
          attempts.push(attempt);
          try {
            const answer = await deposit(instance!.origin, attempt);
            if (answer.status === 200) {
              attempt.outcome = 'answered';
              attempt.depositId = (answer.body as { deposit: { id: string } }).deposit.id;
            } else {
              expect.soft(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(500);
            }
          } catch {
            // The connection died with the instance: the outcome is unknown to this client.
          }
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      // Kill at a random moment once money is moving.
      while (attempts.filter((attempt) => attempt.outcome === 'answered').length < CLIENTS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, randomInt(0, 1500)));
      await instance.stop('SIGKILL');
      killed = true;
      await Promise.all(clients);
      const answered = attempts.filter((attempt) => attempt.outcome === 'answered');
      const unknown = attempts.filter((attempt) => attempt.outcome === 'unknown');
      expect(answered.length).toBeGreaterThanOrEqual(CLIENTS);

      // Restarted, the instance knows the session (nothing lived in the killed process's memory) and settles
      // each unanswered deposit on retry, once; an answered one retried gives back the same deposit.
      instance = await startInstance(env);
      for (const attempt of unknown) {
        const retried = await deposit(instance.origin, attempt);
        expect(retried.status, JSON.stringify(retried.body)).toBe(200);
        attempt.depositId = (retried.body as { deposit: { id: string } }).deposit.id;
      }
      for (const attempt of answered.slice(0, 5)) {
        const repeated = await deposit(instance.origin, attempt);
        expect(repeated.status).toBe(200);
        expect((repeated.body as { deposit: { id: string } }).deposit.id).toBe(attempt.depositId);
      }
      await instance.stop('SIGTERM');
      expect(instance.process.exitCode, instance.output()).toBe(0);
      instance = undefined;

      const db = await store.open();
      try {
        const keys = attempts.map((attempt) => attempt.key);
        const transfers = await db.query<{ key: string; n: number }>(
          `SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_transfers
         WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key`,
          [keys],
        );
        expect(transfers.filter((row) => row.n !== 1)).toEqual([]);
        expect(new Set(transfers.map((row) => row.key))).toEqual(new Set(keys));
        const deposits = await db.query<{ id: string }>('SELECT id FROM deposits');
        expect(new Set(deposits.map((row) => row.id))).toEqual(new Set(attempts.map((attempt) => attempt.depositId)));

        for (const wallet of wallets) {
          const expected = attempts
            .filter((attempt) => attempt.wallet === wallet)
            .reduce((sum, attempt) => sum + toBaseUnits(attempt.amount), 0n);
          const [account] = await db.query<{ balance: string }>(
            `SELECT (credits_posted - debits_posted - debits_pending)::text AS balance FROM ledger_accounts
           WHERE kind = 'issuer_wallet' AND owner = $1`,
            [wallet.toLowerCase()],
          );
          expect(fromBaseUnits(BigInt(account?.balance ?? '0'))).toBe(fromBaseUnits(expected));
        }
        const negative = await db.query(
          `SELECT id FROM ledger_accounts WHERE no_overdraft AND credits_posted - debits_posted - debits_pending < 0`,
        );
        expect(negative).toEqual([]);
        const verdict = await createLedger({ ledgerRepository: createLedgerRepository(), clock: systemClock }).verify(
          db,
        );
        expect(verdict.mismatches).toEqual([]);
        expect(verdict.balanced).toBe(true);
      } finally {
        await db.close();
      }
    },
  );
});
