// Locks and withdrawals that arrive together share one transaction (money-batch): each keeps the answer, refusal or
// replay it has alone, a refusal leaves nothing behind and gives its key back, the ledger's counters move once for
// all of them, and the books balance.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CurrentAdminResponseSchema, endpoints, type Admin, type Investor, type LockedFunds } from '@blck/contract';
import type { WithdrawnFunds } from '../../src/modules/funds/withdraw';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { createIssuerFixture, type IssuerFixture } from '../support/issuers';
import { activeInvestor, getInvestor, verifyBooks } from '../support/investors';

const MINUTE = 60_000;

describe.each(testDatabases())('locks and withdrawals in batches on $name', (database) => {
  let h: Harness;
  let manager: Awaited<ReturnType<Harness['signIn']>>;
  let admin: Admin;
  const context = () => ({ actorId: admin.id, actorEmail: admin.email, requestId: randomUUID(), ip: '127.0.0.1' });
  beforeAll(async () => {
    h = await createHarness(database);
    const a = await h.createAdmin({ permissions: ['investors.manage', 'funds.manage', 'lockedFunds.manage'] });
    manager = await h.signIn(a.email, a.password);
    ({ admin } = CurrentAdminResponseSchema.parse((await h.call(endpoints.currentAdmin, { session: manager })).json()));
  });
  afterEach(async () => {
    await verifyBooks(h);
  });
  afterAll(() => h?.close());

  const inMinutes = (minutes: number) => new Date(Math.ceil(h.clock.now().getTime() / MINUTE + minutes) * MINUTE);
  const ids = (investor: Investor, ...positions: number[]) => positions.map((p) => investor.paymentList[p]!.id);
  const lock = (investor: Investor, paymentIds: string[], issuer: IssuerFixture, key: string | null, minutes = 10) =>
    h.app.services.funds.lock(
      admin,
      {
        walletAddress: issuer.wallet,
        availableFrom: inMinutes(minutes).toISOString(),
        investorId: investor.id,
        paymentIds,
      },
      context(),
      key,
    );
  const withdraw = (investor: Investor, paymentIds: string[], issuer: IssuerFixture, key: string | null) =>
    h.app.services.funds.withdraw(
      admin,
      { walletAddress: issuer.wallet, investorId: investor.id, paymentIds },
      context(),
      key,
    );
  const answer = <T>(results: readonly PromiseSettledResult<unknown>[], index: number) =>
    (results[index] as PromiseFulfilledResult<T>).value;
  const refusal = (results: readonly PromiseSettledResult<unknown>[], index: number) =>
    (results[index] as PromiseRejectedResult).reason as { code: string; message: string };
  /** The transactions that wrote these rows (rows written by one share its id). */
  const transactionsOf = async (table: string, rowIds: string[]) =>
    h.db.query<{ tx: string }>(`SELECT DISTINCT xmin::text AS tx FROM ${table} WHERE id = ANY ($1)`, [rowIds]);

  it('runs locks that arrive together in one transaction, each with the answer, refusal or replay it has alone', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => activeInvestor(h, manager)));
    const issuer = await createIssuerFixture(h.db);
    const pending = await createIssuerFixture(h.db, { kyc: false });
    const key = (n: number) => `lock-batch-${a!.id}-${n}`;
    const auditBefore = await h.auditCount();
    // Started in one turn of the event loop: they reach the batch together.
    const results = await Promise.allSettled([
      lock(a!, ids(a!, 1, 0), issuer, key(1)),
      lock(b!, ids(b!, 0), issuer, null),
      lock(c!, ids(c!, 0), pending, key(2)),
      lock(d!, [randomUUID()], issuer, key(3)),
      // The same investor, or the same key, waits for the next batch: a replay, and a lock of the payment left.
      lock(a!, ids(a!, 1, 0), issuer, key(1)),
      lock(b!, ids(b!, 1), issuer, key(4)),
      lock(a!, ids(a!, 0), issuer, key(1)),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const first = answer<{ lockedFunds: LockedFunds }>(results, 0).lockedFunds;
    expect(first).toMatchObject({ investorId: a!.id, paymentIds: ids(a!, 0, 1), amount: '1250.5', status: 'locked' });
    expect(answer<{ lockedFunds: LockedFunds }>(results, 1).lockedFunds).toMatchObject({
      investorId: b!.id,
      walletAddress: issuer.wallet,
      amount: '1000',
    });
    expect(refusal(results, 2)).toMatchObject({ code: 'KYC_PENDING' });
    expect(refusal(results, 3)).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    expect(answer(results, 4)).toEqual(answer(results, 0));
    expect(answer<{ lockedFunds: LockedFunds }>(results, 5).lockedFunds).toMatchObject({ amount: '250.5' });
    expect(refusal(results, 6)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });

    const locked = [0, 1].map((index) => answer<{ lockedFunds: LockedFunds }>(results, index).lockedFunds.id);
    expect(await transactionsOf('locked_funds', locked)).toHaveLength(1);
    // Three locks, three events: the replay and the refusals wrote none.
    expect(await h.auditCount()).toBe(auditBefore + 3);
    // The refused locks left nothing: no lock, their payments available, their keys given back.
    const left = await h.db.query('SELECT 1 FROM locked_funds WHERE investor_id = ANY ($1)', [[c!.id, d!.id]]);
    expect(left).toEqual([]);
    expect((await getInvestor(h, manager, c!.id)).investor.balances).toEqual({
      available: '1250.5',
      locked: '0',
      withdrawn: '0',
    });
    const keys = await h.db.query('SELECT 1 FROM idempotency_keys WHERE key = ANY ($1)', [[key(2), key(3)]]);
    expect(keys).toEqual([]);
    // The key of the refused lock goes through once the issuer's KYC is done.
    await h.db.query('UPDATE issuers SET kyc_completed_at = now() WHERE id = $1', [pending.id]);
    expect((await lock(c!, ids(c!, 0), pending, key(2))).lockedFunds).toMatchObject({ amount: '1000' });
  });

  it('withdraws and locks in one transaction, the wallet account moved once for both', async () => {
    const [e, f, g] = await Promise.all([1, 2, 3].map(() => activeInvestor(h, manager)));
    const issuer = await createIssuerFixture(h.db);
    const early = (await lock(e!, ids(e!, 0), issuer, null, 5)).lockedFunds;
    const late = (await lock(g!, ids(g!, 0), issuer, null, 60)).lockedFunds;
    h.clock.set(new Date(early.availableFrom));
    const [account] = await h.db.query<{ id: string; version: string }>(
      `SELECT id, version::text FROM ledger_accounts WHERE kind = 'issuer_wallet' AND owner = $1`,
      [issuer.wallet.toLowerCase()],
    );

    const results = await Promise.allSettled([
      withdraw(e!, ids(e!, 0), issuer, `withdraw-${e!.id}`),
      lock(f!, ids(f!, 0, 1), issuer, `lock-${f!.id}`),
      withdraw(g!, ids(g!, 0), issuer, `withdraw-${g!.id}`),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(answer<{ unlockedFunds: WithdrawnFunds }>(results, 0).unlockedFunds).toEqual({
      amount: '1000',
      walletAddress: issuer.wallet,
      investorId: e!.id,
      paymentIds: ids(e!, 0),
      lockIds: [early.id],
      withdrawnAt: early.availableFrom,
    });
    const fresh = answer<{ lockedFunds: LockedFunds }>(results, 1).lockedFunds;
    expect(fresh.amount).toBe('1250.5');
    expect(refusal(results, 2).code).toBe('FUNDS_STILL_LOCKED');

    // The withdrawal marked its lock in the transaction that wrote the new lock.
    expect(await transactionsOf('locked_funds', [early.id, fresh.id])).toHaveLength(1);
    const [wallet] = await h.db.query<{ posted: string; pending: string; version: string }>(
      `SELECT credits_posted::text AS posted, credits_pending::text AS pending, version::text FROM ledger_accounts
       WHERE id = $1`,
      [account!.id],
    );
    // Posted: the withdrawal; pending: the lock still waiting and the new one (1000 + 1250.5); three legs, three versions.
    expect(wallet).toEqual({
      posted: (1000n * 10n ** 18n).toString(),
      pending: (22505n * 10n ** 17n).toString(),
      version: String(Number(account!.version) + 3),
    });
    expect((await getInvestor(h, manager, g!.id)).investor.balances).toMatchObject({ locked: '1000', withdrawn: '0' });
    expect(late.status).toBe('locked');
  });

  it("counts a batch's counter changes once in the kind totals, and a later change of the same accounts too", async () => {
    const [k, m] = await Promise.all([1, 2].map(() => activeInvestor(h, manager)));
    const issuer = await createIssuerFixture(h.db);
    const walletTotals = async () =>
      (
        await h.db.query<{ pending: string }>(
          `SELECT sum(credits_pending)::text AS pending FROM ledger_kind_totals WHERE kind = 'issuer_wallet'`,
        )
      )[0]!.pending;
    const before = BigInt(await walletTotals());
    await Promise.all([lock(k!, ids(k!, 0), issuer, null), lock(m!, ids(m!, 0, 1), issuer, null)]);
    // 1,000 and 1,250.5 $BLCK now wait in the wallet's account, counted once in the totals.
    expect(BigInt(await walletTotals()) - before).toBe(22505n * 10n ** 17n);
    await verifyBooks(h);
    // An update outside the money calls (a repair, say) is followed too.
    await h.db.query(
      `UPDATE ledger_accounts SET credits_pending = credits_pending - 1 WHERE kind = 'issuer_wallet' AND owner = $1`,
      [issuer.wallet.toLowerCase()],
    );
    expect(BigInt(await walletTotals()) - before).toBe(22505n * 10n ** 17n - 1n);
    await h.db.query(
      `UPDATE ledger_accounts SET credits_pending = credits_pending + 1 WHERE kind = 'issuer_wallet' AND owner = $1`,
      [issuer.wallet.toLowerCase()],
    );
  });
});
