// The ledger says why: the legs of one operation share a journal (its code, each leg's reference), and a
// transfer never crosses currencies (refused by the ledger and by the database, with nothing written).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { HttpError } from '../../src/lib/http-error';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';
import { MINUTE } from '../support/manual-clock';
import { activeInvestor, fundsList, ledgerSnapshot } from '../support/investors';

describe.each(testDatabases())('ledger journal on $name', (database) => {
  let h: Harness;
  let manager: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
    const a = await h.createAdmin({ permissions: ['investors.manage', 'funds.manage', 'lockedFunds.manage'] });
    manager = await h.signIn(a.email, a.password);
  });
  afterAll(() => h?.close());

  const legsOf = (paymentIds: readonly string[], code: string) =>
    h.db.query<{ id: string; journal_id: string; reference: string }>(
      'SELECT id, journal_id, reference FROM ledger_transfers WHERE code = $1 AND reference = ANY ($2::text[])',
      [code, paymentIds],
    );

  it('groups the two legs of a payment change in one journal, apart from the review that credited them', async () => {
    const investor = await activeInvestor(h, manager);
    const paymentIds = investor.paymentList.map((payment) => payment.id);
    const response = await h.call(endpoints.updateInvestorFunds, {
      session: manager,
      body: {
        id: investor.id,
        paymentType: investor.paymentType,
        paymentList: fundsList(investor, { 0: '1100', 1: '200' }),
      },
    });
    expect(response.statusCode, response.body).toBe(200);

    const change = await legsOf(paymentIds, 'payment_change');
    expect(change.map((leg) => leg.reference).sort()).toEqual([...paymentIds].sort());
    expect(new Set(change.map((leg) => leg.journal_id)).size).toBe(1);
    const credit = await legsOf(paymentIds, 'payment_credit');
    expect(credit).toHaveLength(2);
    expect(new Set(credit.map((leg) => leg.journal_id)).size).toBe(1);
    expect(credit[0]!.journal_id).not.toBe(change[0]!.journal_id);
  });

  it('groups the legs of a lock under its id, and the posts of their withdrawal in another journal', async () => {
    const investor = await activeInvestor(h, manager);
    const paymentIds = investor.paymentList.map((payment) => payment.id);
    const issuer = await createIssuerFixture(h.db);
    const availableFrom = new Date(Math.ceil(h.clock.now().getTime() / MINUTE + 10) * MINUTE);
    const locked = await h.call(endpoints.lockFunds, {
      session: manager,
      body: {
        walletAddress: issuer.wallet,
        availableFrom: availableFrom.toISOString(),
        investorId: investor.id,
        paymentIds,
      },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const lockId = (locked.json() as { lockedFunds: { id: string } }).lockedFunds.id;
    h.clock.set(availableFrom);
    const withdrawn = await h.call(endpoints.withdrawFunds, {
      session: manager,
      body: { walletAddress: issuer.wallet, investorId: investor.id, paymentIds },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const legs = await h.db.query<{ journal_id: string; code: string; reference: string }>(
      `SELECT journal_id, code, reference FROM ledger_transfers WHERE code IN ('lock', 'withdraw') AND reference = $1`,
      [lockId],
    );
    const lock = legs.filter((leg) => leg.code === 'lock');
    const withdrawal = legs.filter((leg) => leg.code === 'withdraw');
    expect(lock).toHaveLength(2);
    expect(withdrawal).toHaveLength(2);
    expect(new Set(lock.map((leg) => leg.journal_id)).size).toBe(1);
    expect(new Set(withdrawal.map((leg) => leg.journal_id)).size).toBe(1);
    expect(lock[0]!.journal_id).not.toBe(withdrawal[0]!.journal_id);
  });

  it('refuses a transfer between two currencies, in the ledger and in the database, and writes nothing', async () => {
    const tag = randomUUID().slice(0, 8);
    const [usd, eur] = await h.db.transaction(async (tx) => [
      await h.app.ledger.ensureAccount(tx, {
        kind: 'test',
        owner: `USD:${tag}`,
        currency: `U${tag}`,
        noOverdraft: false,
      }),
      await h.app.ledger.ensureAccount(tx, {
        kind: 'test',
        owner: `EUR:${tag}`,
        currency: `E${tag}`,
        noOverdraft: false,
      }),
    ]);
    const before = await ledgerSnapshot(h);

    const refused = h.db.transaction((tx) =>
      h.app.ledger.transfer(tx, {
        debit: usd!,
        credit: eur!,
        amount: 5n,
        adminId: null,
        journal: h.app.ledger.journal('transfer'),
      }),
    );
    await expect(refused).rejects.toThrow(/stays in one currency/);
    await expect(refused).rejects.not.toBeInstanceOf(HttpError);
    await expect(
      h.db.query(
        `INSERT INTO ledger_transfers (id, debit_account, credit_account, amount, kind, created_at, journal_id, code)
         VALUES ($1, $2, $3, 5, 'posted', now(), $1, 'transfer')`,
        [randomUUID(), usd, eur],
      ),
    ).rejects.toThrow(/stays in one currency/);

    expect(await ledgerSnapshot(h)).toBe(before);
  });
});
