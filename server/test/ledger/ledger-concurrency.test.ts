// Concurrency on PostgreSQL (PGlite serialises everything): overdraft under contention, one resolution of a
// reservation, and many workers with no deadlock reaching a caller.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBaseUnits } from '@blck/contract';
import { createPostgresDb, type Db } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { HttpError } from '../../src/lib/http-error';
import { systemClock } from '../../src/lib/clock';
import { createLedgerRepository } from '../../src/modules/ledger/ledger.repository';
import { availableOf, createLedger } from '../../src/modules/ledger/ledger.service';
import { createPostgresDatabase, postgresUrl } from '../support/databases';

const url = postgresUrl();

describe.runIf(url)('ledger concurrency on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const ledgerRepository = createLedgerRepository();
  const ledger = createLedger({ ledgerRepository, clock: systemClock });

  beforeAll(async () => {
    const created = await createPostgresDatabase(url!);
    drop = created.drop;
    db = createPostgresDb(created.url, { max: 40 });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  const fundedAccount = async (currency: string, amount: string) =>
    db.transaction(async (tx) => {
      const id = await ledger.ensureAccount(tx, { kind: 'test', owner: randomUUID(), currency, noOverdraft: true });
      if (amount !== '0')
        await ledger.transfer(tx, {
          debit: await ledger.externalAccount(tx, currency),
          credit: id,
          amount: toBaseUnits(amount),
          adminId: null,
        });
      return id;
    });
  const accountOf = async (id: string) => (await ledgerRepository.lockAccounts(db, [id])).get(id)!;

  it('100 concurrent withdrawals of 15 from 1000: exactly 66 succeed and 10 remains', async () => {
    const currency = 'CW';
    const source = await fundedAccount(currency, '1000');
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        db.transaction(async (tx) =>
          ledger.transfer(tx, {
            debit: source,
            credit: await ledger.externalAccount(tx, currency),
            amount: toBaseUnits('15'),
            adminId: null,
          }),
        ),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(66);
    expect(
      refused.every(
        (r) =>
          (r as PromiseRejectedResult).reason instanceof HttpError &&
          (r as PromiseRejectedResult).reason.code === 'INSUFFICIENT_FUNDS',
      ),
    ).toBe(true);
    expect(availableOf(await accountOf(source))).toBe(toBaseUnits('10'));
  });

  it('concurrent post and void of one reservation: exactly one wins', async () => {
    for (let round = 0; round < 10; round++) {
      const from = await fundedAccount('PV', '100');
      const to = await fundedAccount('PV', '0');
      const pending = await db.transaction((tx) =>
        ledger.reserve(tx, { debit: from, credit: to, amount: toBaseUnits('40'), adminId: null, availableFrom: null }),
      );
      const outcomes = await Promise.allSettled([
        db.transaction((tx) => ledger.post(tx, pending.id, null)),
        db.transaction((tx) => ledger.void(tx, pending.id, null)),
        db.transaction((tx) => ledger.post(tx, pending.id, null)),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes.filter((o) => o.status === 'rejected')) {
        expect(((o as PromiseRejectedResult).reason as HttpError).code).toBe('ALREADY_RESOLVED');
      }
      const source = await accountOf(from);
      expect(source.debitsPending).toBe(0n);
      expect([toBaseUnits('60'), toBaseUnits('100')]).toContain(availableOf(source));
    }
  });

  it('32 workers of random transfers finish with no deadlock error reaching a caller, and the books balance', async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, () => fundedAccount('RW', '1000')));
    const errors: unknown[] = [];
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        for (let i = 0; i < 25; i++) {
          const from = accounts[Math.floor(Math.random() * accounts.length)]!;
          let to = accounts[Math.floor(Math.random() * accounts.length)]!;
          if (to === from) to = accounts[(accounts.indexOf(from) + 1) % accounts.length]!;
          await db
            .transaction((tx) =>
              ledger.transfer(tx, {
                debit: from,
                credit: to,
                amount: toBaseUnits(String(1 + Math.floor(Math.random() * 50))),
                adminId: null,
              }),
            )
            .catch((error: unknown) => {
              if (!(error instanceof HttpError && error.code === 'INSUFFICIENT_FUNDS')) errors.push(error);
            });
        }
      }),
    );
    expect(errors).toEqual([]);
    const total = (await Promise.all(accounts.map(accountOf))).reduce((sum, account) => sum + availableOf(account), 0n);
    expect(total).toBe(toBaseUnits('8000'));
    const verdict = await ledger.verify(db);
    expect(verdict.mismatches).toEqual([]);
    expect(verdict.balanced).toBe(true);
  });
});
