// Investors: intake (pending) → review (payments credited by the ledger) → active ⇄ cancelled; details, removal,
// the funds diff with stale-list checks, idempotency, the CSV report, audit and realtime events.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Investor } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { INTAKE_KEY, createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';
import {
  activeInvestor,
  fundsList,
  getInvestor,
  intakeBody,
  intakeInvestor,
  ledgerSnapshot,
  recordEvents,
  reviewBody,
  reviewInvestor,
  verifyBooks,
} from '../support/investors';
import type { ChangeEvent } from '../../src/lib/events';

const E18 = 10n ** 18n;

describe.each(testDatabases())('investors on $name', (database) => {
  let h: Harness;
  let manager: SignedIn;
  let viewer: SignedIn;
  let officer: SignedIn;
  let heard: ChangeEvent[];
  beforeAll(async () => {
    h = await createHarness(database);
    const a = await h.createAdmin({
      permissions: ['investors.manage', 'funds.manage', 'lockedFunds.manage', 'wallets.view'],
    });
    manager = await h.signIn(a.email, a.password);
    const b = await h.createAdmin({ permissions: ['investors.view'] });
    viewer = await h.signIn(b.email, b.password);
    const c = await h.createAdmin({ permissions: ['officialWallets.manage'] });
    officer = await h.signIn(c.email, c.password);
    heard = recordEvents(h);
  });
  afterEach(async () => {
    await verifyBooks(h);
  });
  afterAll(() => h?.close());

  const funds = (
    investor: Investor,
    amounts: Record<number, string>,
    key?: string,
    paymentType = investor.paymentType,
  ) =>
    h.call(endpoints.updateInvestorFunds, {
      session: manager,
      body: { id: investor.id, paymentType, paymentList: fundsList(investor, amounts) },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const suspend = (currency: string, isActive: boolean) =>
    h.call(endpoints.suspendOfficialWallet, {
      session: officer,
      bearer: true,
      body: { currency, is_active: isActive },
    });
  const lockPayments = async (investor: Investor, paymentIds: string[], minutes = 10) => {
    const issuer = await createIssuerFixture(h.db);
    const response = await h.call(endpoints.lockFunds, {
      session: manager,
      body: {
        walletAddress: issuer.wallet,
        availableFrom: new Date(Math.ceil(h.clock.now().getTime() / 60_000 + minutes) * 60_000).toISOString(),
        investorId: investor.id,
        paymentIds,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { issuer, lock: response.json().lockedFunds as { id: string; availableFrom: string } };
  };
  const auditOf = (action: string, resourceId: string) =>
    h.db.query<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null; actor_id: string }>(
      'SELECT before, after, actor_id FROM audit_events WHERE action = $1 AND resource_id = $2 ORDER BY seq',
      [action, resourceId],
    );
  const paymentAccount = async (paymentId: string) =>
    (
      await h.db.query<{ credits: string; debits: string; pending: string }>(
        `SELECT credits_posted::text AS credits, debits_posted::text AS debits, debits_pending::text AS pending
         FROM ledger_accounts WHERE kind = 'investor_payment' AND owner = $1`,
        [paymentId],
      )
    )[0];
  const transfersOf = async (paymentId: string) =>
    (
      await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transfers t JOIN ledger_accounts a
           ON a.id IN (t.debit_account, t.credit_account) WHERE a.kind = 'investor_payment' AND a.owner = $1`,
        [paymentId],
      )
    )[0]!.n;

  it('takes in a pending investor with its declared payments and nothing in the ledger; audited and announced', async () => {
    const body = intakeBody({ contactEmail: 'Mixed.Case@Example.COM', representedBy: 'Charles Babbage' });
    const response = await h.call(endpoints.intakeInvestor, { headers: { 'x-api-key': INTAKE_KEY }, body });
    expect(response.statusCode).toBe(200);
    const investor = response.json().investor as Investor;
    expect(investor).toMatchObject({
      investorName: body.investorName,
      investorId: body.investorId,
      contactEmail: 'mixed.case@example.com',
      representedBy: 'Charles Babbage',
      interestRate: '5.25',
      rewardBonus: '1',
      status: 'pending',
      isActive: false,
      reviewedAt: null,
      paymentType: 'fiat',
      balances: { available: '0', locked: '0', withdrawn: '0' },
    });
    expect(investor.paymentList).toEqual([
      expect.objectContaining({
        amount: '1000',
        currency: 'USD',
        paymentType: 'fiat',
        status: 'available',
        version: 0,
      }),
      expect.objectContaining({
        amount: '250.5',
        currency: 'EUR',
        paymentType: 'fiat',
        status: 'available',
        version: 0,
      }),
    ]);
    for (const payment of investor.paymentList) expect(await paymentAccount(payment.id)).toBeUndefined();
    const [event] = await auditOf('investor.registered', investor.id);
    expect(event!.actor_id).toBeNull();
    expect(event!.after).toMatchObject({ status: 'pending', contactEmail: 'mixed.case@example.com' });
    expect(heard).toContainEqual({ area: 'investors', resource: 'investor', id: investor.id, action: 'registered' });

    const before = await ledgerSnapshot(h);
    const noKey = await h.call(endpoints.intakeInvestor, { body: intakeBody() });
    expect(noKey.statusCode).toBe(401);
    const wrongKey = await h.call(endpoints.intakeInvestor, {
      headers: { 'x-api-key': 'wrong' },
      body: intakeBody(),
    });
    expect(wrongKey.json()).toMatchObject({ error: 'INTAKE_KEY_INVALID' });
    const unknownCurrency = await h.call(endpoints.intakeInvestor, {
      headers: { 'x-api-key': INTAKE_KEY },
      body: intakeBody({ paymentList: [{ amount: '5', currency: 'XYZ' }] }),
    });
    expect(unknownCurrency.statusCode).toBe(422);
    expect(unknownCurrency.json().message).toBe(
      'Unknown currency XYZ: payments are in the currencies of the official wallets.',
    );
    const badRate = await h.call(endpoints.intakeInvestor, {
      headers: { 'x-api-key': INTAKE_KEY },
      body: intakeBody({ interestRate: '101' }),
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().fields.interestRate).toBe('The interest rate is at most 100%.');
    expect(await ledgerSnapshot(h)).toBe(before);
  });

  it('reviews a pending investor: details and payments as checked, each credited from outside', async () => {
    const pending = await intakeInvestor(h);
    const response = await h.call(endpoints.reviewInvestor, {
      session: manager,
      body: {
        id: pending.id,
        investorName: 'Reviewed Name',
        investorId: pending.investorId,
        investorAddress: pending.investorAddress,
        investorType: 'company',
        representedBy: 'A. Representative',
        interestRate: '7.125',
        rewardBonus: '0',
        contactEmail: pending.contactEmail,
        paymentList: [
          { ...pending.paymentList[0]!, amount: '990', paymentType: 'crypto' },
          { ...pending.paymentList[1]!, amount: '250.000000000000000001', currency: 'GBP' },
        ].map(({ id, version, amount, currency, paymentType }) => ({ id, version, amount, currency, paymentType })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const investor = response.json().investor as Investor;
    expect(investor).toMatchObject({
      investorName: 'Reviewed Name',
      investorType: 'company',
      representedBy: 'A. Representative',
      interestRate: '7.125',
      rewardBonus: '0',
      status: 'active',
      isActive: true,
      balances: { available: '1240.000000000000000001', locked: '0', withdrawn: '0' },
    });
    expect(investor.reviewedAt).toBe(h.clock.now().toISOString());
    expect(investor.paymentList).toEqual([
      expect.objectContaining({ amount: '990', currency: 'USD', paymentType: 'crypto', version: 1 }),
      expect.objectContaining({ amount: '250.000000000000000001', currency: 'GBP', paymentType: 'fiat', version: 1 }),
    ]);
    expect(await paymentAccount(investor.paymentList[0]!.id)).toEqual({
      credits: (990n * E18).toString(),
      debits: '0',
      pending: '0',
    });
    const [event] = await auditOf('investor.reviewed', investor.id);
    expect(event!.before).toMatchObject({ status: 'pending', investorName: pending.investorName });
    expect(event!.after).toMatchObject({ status: 'active', investorName: 'Reviewed Name' });
    expect(heard).toContainEqual({ area: 'investors', resource: 'investor', id: investor.id, action: 'reviewed' });

    const before = await ledgerSnapshot(h);
    const again = await h.call(endpoints.reviewInvestor, { session: manager, body: reviewBody(investor) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ALREADY_REVIEWED');
    expect(await ledgerSnapshot(h)).toBe(before);
  });

  it('refuses a review with a stale, incomplete or foreign list, or an unknown or suspended currency, changing nothing', async () => {
    const pending = await intakeInvestor(h);
    const other = await intakeInvestor(h);
    const review = (paymentList: unknown[], id = pending.id) =>
      h.call(endpoints.reviewInvestor, {
        session: manager,
        body: {
          id,
          investorName: pending.investorName,
          investorId: pending.investorId,
          investorAddress: pending.investorAddress,
          investorType: pending.investorType,
          representedBy: pending.representedBy,
          interestRate: pending.interestRate,
          rewardBonus: pending.rewardBonus,
          contactEmail: pending.contactEmail,
          paymentList,
        },
      });
    const item = (payment: Investor['paymentList'][number], changes: Record<string, unknown> = {}) => ({
      id: payment.id,
      version: payment.version,
      amount: payment.amount,
      currency: payment.currency,
      paymentType: payment.paymentType,
      ...changes,
    });
    const [first, second] = pending.paymentList as [Investor['paymentList'][number], Investor['paymentList'][number]];
    const before = await ledgerSnapshot(h);
    for (const list of [
      [item(first, { version: 3 }), item(second)],
      [item(first)],
      [item(first), item(second), item(other.paymentList[0]!)],
      [item(first), item(other.paymentList[0]!)],
    ]) {
      const response = await review(list);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'STALE_PAYMENT_LIST',
        message: "This investor's payment list changed since you loaded it. Reload and try again.",
      });
    }
    const unknown = await review([item(first, { currency: 'XYZ' }), item(second)]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe('UNKNOWN_CURRENCY');
    const missing = await review([item(first), item(second)], '00000000-0000-4000-8000-00000000abcd');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no investor with this id.');
    expect(await ledgerSnapshot(h)).toBe(before);
    expect((await suspend('EUR', false)).statusCode).toBe(200);
    const suspended = await ledgerSnapshot(h);
    const frozen = await review([item(first), item(second)]);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toMatchObject({
      error: 'CURRENCY_SUSPENDED',
      message: 'The EUR official wallet is suspended: no balance in EUR can change until it is activated again.',
    });
    expect(await ledgerSnapshot(h)).toBe(suspended);
    await suspend('EUR', true);
    expect((await getInvestor(h, viewer, pending.id)).investor.status).toBe('pending');
  });

  it('lists, searches, filters, sorts and pages investors with their payments and balances', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    h.clock.advance(1000);
    const a = await activeInvestor(h, manager, { investorName: `Alpha ${tag}`, representedBy: `Agent ${tag}x` });
    h.clock.advance(1000);
    const b = await intakeInvestor(h, { investorName: `Bravo ${tag}`, paymentList: [] });
    h.clock.advance(1000);
    const c = await activeInvestor(h, manager, {
      investorName: `Charlie ${tag}`,
      contactEmail: `${tag}.charlie@example.com`,
    });
    await h.call(endpoints.setInvestorActive, { session: manager, body: { id: c.id, isActive: false } });
    const search = (query: string) =>
      h.call(endpoints.searchInvestors, { session: viewer, rawPath: `/api/auth/v1/investors/search?${query}` });

    const all = (await search(`search=${tag}&sort=investorName&order=asc`)).json();
    expect(all).toMatchObject({ total: 3, totalIsLowerBound: false });
    expect(all.investors.map((i: Investor) => i.id)).toEqual([a.id, b.id, c.id]);
    expect(all.investors[0].paymentList).toHaveLength(2);
    expect(all.investors[0].balances).toEqual({ available: '1250.5', locked: '0', withdrawn: '0' });
    expect(all.investors[1].paymentList).toEqual([]);
    expect(all.investors[2]).toMatchObject({ status: 'cancelled', isActive: false });

    const desc = (await search(`search=${tag}&sort=investorName&order=desc&perPage=1&page=1`)).json();
    expect(desc).toMatchObject({ total: 3, investors: [expect.objectContaining({ id: b.id })] });
    expect((await search(`search=${tag}&status=pending`)).json().investors.map((i: Investor) => i.id)).toEqual([b.id]);
    expect((await search(`search=${tag}.CHARLIE@`)).json().total).toBe(1);
    expect((await search(`search=${encodeURIComponent(`agent ${tag}x`)}`)).json().investors[0].id).toBe(a.id);
    expect((await search(`search=${encodeURIComponent(a.investorId)}`)).json().investors[0].id).toBe(a.id);
    expect((await search(`search=${tag}%25`)).json().total).toBe(0);
    // Several words match as the whole text typed, not as words found apart or in another order.
    expect((await search(`search=${encodeURIComponent(`alpha ${tag}`)}`)).json().investors[0].id).toBe(a.id);
    expect((await search(`search=${encodeURIComponent(`${tag} alpha`)}`)).json().total).toBe(0);
    expect((await search(`search=${encodeURIComponent(`alpha  ${tag}`)}`)).json().total).toBe(0);
    expect((await search(`search=${encodeURIComponent(`charlie@example.com ${tag}`)}`)).json().total).toBe(0);
    const byStatus = (await search(`search=${tag}&sort=status&order=asc`))
      .json()
      .investors.map((i: Investor) => i.status);
    expect(byStatus).toEqual(['active', 'cancelled', 'pending']);

    const list = (query: string) =>
      h.call(endpoints.listInvestors, { session: viewer, rawPath: `/api/auth/v1/investors/all?${query}` });
    const newest = (await list('perPage=2')).json();
    expect(newest.investors.map((i: Investor) => i.id)).toEqual([c.id, b.id]);
    const [counted] = await h.db.query<{ n: number; pending: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM investors WHERE removed_at IS NULL`,
    );
    expect(newest).toMatchObject({ total: counted!.n, totalIsLowerBound: false });
    expect((await list('status=pending')).json().total).toBe(counted!.pending);
    const bad = await list('sort=balance');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Sort by one of: createdAt, investorName, contactEmail, status.');
  });

  it('shows one investor with its payments, their states and locks; 404 for an unknown id', async () => {
    const investor = await activeInvestor(h, manager);
    const { lock, issuer } = await lockPayments(investor, [investor.paymentList[1]!.id]);
    const details = await getInvestor(h, viewer, investor.id);
    expect(details.investor.balances).toEqual({ available: '1000', locked: '250.5', withdrawn: '0' });
    expect(details.payments).toEqual([
      expect.objectContaining({ id: investor.paymentList[0]!.id, status: 'available', amount: '1000', lock: null }),
      expect.objectContaining({
        id: investor.paymentList[1]!.id,
        status: 'locked',
        amount: '250.5',
        version: 2,
        lock: { id: lock.id, walletAddress: issuer.wallet, availableFrom: lock.availableFrom, status: 'locked' },
      }),
    ]);
    const missing = await h.call(endpoints.getInvestor, {
      session: viewer,
      params: { id: '00000000-0000-4000-8000-0000000000ff' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await h.call(endpoints.getInvestor, { session: viewer, params: { id: 'not-a-uuid' } })).statusCode).toBe(
      400,
    );
  });

  it('edits the details of a reviewed investor only; an unchanged edit writes no audit event', async () => {
    const pending = await intakeInvestor(h);
    const details = {
      investorName: 'Edited Name',
      investorId: 'NEW-REG-1',
      investorAddress: '1 New Street',
      representedBy: '',
      interestRate: '3',
      rewardBonus: '0.5',
      contactEmail: 'edited@example.com',
    };
    const update = (id: string, body = details) =>
      h.call(endpoints.updateInvestor, { session: manager, params: { id }, body });
    const refused = await update(pending.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'NOT_REVIEWED' });
    expect(refused.json().message).toMatch(/^Review the investor first/);

    const investor = await reviewInvestor(h, manager, pending);
    const response = await update(investor.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().investor).toMatchObject({ ...details, status: 'active', paymentList: investor.paymentList });
    const [event] = await auditOf('investor.updated', investor.id);
    expect(event!.before).toMatchObject({ investorName: investor.investorName });
    expect(event!.after).toMatchObject({ investorName: 'Edited Name', investorId: 'NEW-REG-1' });
    expect(heard).toContainEqual({ area: 'investors', resource: 'investor', id: investor.id, action: 'updated' });
    // The search finds the investor by the details as they now read, not as they were.
    const searched = (text: string) =>
      h.call(endpoints.searchInvestors, {
        session: viewer,
        rawPath: `/api/auth/v1/investors/search?search=${encodeURIComponent(text)}`,
      });
    expect((await searched('new-reg-1')).json().investors.map((i: Investor) => i.id)).toEqual([investor.id]);
    expect((await searched(investor.investorId)).json().total).toBe(0);
    const audits = await h.auditCount();
    expect((await update(investor.id, { ...details, investorName: '  Edited Name  ' })).statusCode).toBe(200);
    expect(await h.auditCount()).toBe(audits);
    const viewerTry = await h.call(endpoints.updateInvestor, {
      session: viewer,
      params: { id: investor.id },
      body: details,
    });
    expect(viewerTry.statusCode).toBe(403);
  });

  it('cancels and reactivates; cancelled investors cannot receive funds, their funds can still go out', async () => {
    const pending = await intakeInvestor(h);
    const cancel = (id: string, isActive: boolean) =>
      h.call(endpoints.setInvestorActive, { session: manager, body: { id, isActive } });
    const notYet = await cancel(pending.id, false);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toMatch(/^Review the investor first/);

    const investor = await reviewInvestor(h, manager, pending);
    const cancelled = await cancel(investor.id, false);
    expect(cancelled.json().investor).toMatchObject({ status: 'cancelled', isActive: false });
    expect(await auditOf('investor.cancelled', investor.id)).toHaveLength(1);
    expect(heard).toContainEqual({ area: 'investors', resource: 'investor', id: investor.id, action: 'cancelled' });
    const audits = await h.auditCount();
    expect((await cancel(investor.id, false)).statusCode).toBe(200);
    expect(await h.auditCount()).toBe(audits);

    const before = await ledgerSnapshot(h);
    const increase = await funds(investor, { 0: '1000.01' });
    expect(increase.statusCode).toBe(409);
    expect(increase.json()).toMatchObject({
      error: 'INVESTOR_CANCELLED',
      message: 'This investor is cancelled and cannot receive funds. Reactivate the investor first.',
    });
    expect(await ledgerSnapshot(h)).toBe(before);
    const lock = await h.call(endpoints.lockFunds, {
      session: manager,
      body: {
        walletAddress: (await createIssuerFixture(h.db)).wallet,
        availableFrom: new Date(h.clock.now().getTime() + 3_600_000).toISOString(),
        investorId: investor.id,
        paymentIds: [investor.paymentList[0]!.id],
      },
    });
    expect(lock.statusCode).toBe(409);
    expect(lock.json().error).toBe('INVESTOR_CANCELLED');
    const decrease = await funds(investor, { 0: '400' });
    expect(decrease.statusCode).toBe(200);
    expect(decrease.json().changes).toEqual([{ paymentId: investor.paymentList[0]!.id, before: '1000', after: '400' }]);

    const reactivated = (await cancel(investor.id, true)).json().investor as Investor;
    expect(reactivated).toMatchObject({ status: 'active', isActive: true });
    expect(await auditOf('investor.reactivated', investor.id)).toHaveLength(1);
    expect((await funds(reactivated, { 0: '500' })).statusCode).toBe(200);
  });

  it('updates funds: increases and decreases only the changed payments through the ledger, versions rise', async () => {
    const investor = await activeInvestor(h, manager);
    const [first, second] = investor.paymentList as [Investor['paymentList'][number], Investor['paymentList'][number]];
    const transfers = async () =>
      (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers'))[0]!.n;
    const transfersBefore = await transfers();
    const response = await funds(investor, { 0: '1500', 1: '100.250000000000000001' }, undefined);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.changes).toEqual([
      { paymentId: first.id, before: '1000', after: '1500' },
      { paymentId: second.id, before: '250.5', after: '100.250000000000000001' },
    ]);
    expect(answer.investor.paymentList).toEqual([
      expect.objectContaining({ id: first.id, amount: '1500', version: first.version + 1 }),
      expect.objectContaining({ id: second.id, amount: '100.250000000000000001', version: second.version + 1 }),
    ]);
    expect(answer.investor.balances.available).toBe('1600.250000000000000001');
    expect(await transfers()).toBe(transfersBefore + 2);
    expect(await paymentAccount(second.id)).toEqual({
      credits: (2505n * E18) / 10n + '',
      debits: (250_500_000_000_000_000_000n - 100_250_000_000_000_000_001n).toString(),
      pending: '0',
    });
    const [event] = await auditOf('investor.funds_updated', investor.id);
    expect(event!.after).toMatchObject({
      changes: [
        { paymentId: first.id, before: '1000', after: '1500' },
        { paymentId: second.id, before: '250.5', after: '100.250000000000000001' },
      ],
    });
    expect(heard).toContainEqual({ area: 'investors', resource: 'investor', id: investor.id, action: 'funds' });

    // The list as it now reads, unchanged: nothing moves and nothing is audited.
    const current = answer.investor as Investor;
    const audits = await h.auditCount();
    const same = await funds(current, {});
    expect(same.json().changes).toEqual([]);
    expect(await h.auditCount()).toBe(audits);
    expect(await transfers()).toBe(transfersBefore + 2);
    // The payment type of the call is the investor's: a change of it is recorded.
    const typed = await funds(current, {}, undefined, 'crypto');
    expect(typed.json().investor.paymentType).toBe('crypto');
    expect(await h.auditCount()).toBe(audits + 1);
    // Down to zero is a decrease like any other.
    expect((await funds(current, { 0: '0' })).json().investor.paymentList[0].amount).toBe('0');
  });

  it('refuses a stale list (an old version, a missing or foreign payment) with a message that says to reload', async () => {
    const investor = await activeInvestor(h, manager);
    const other = await activeInvestor(h, manager);
    const pending = await intakeInvestor(h);
    expect((await funds(investor, { 0: '1001' })).statusCode).toBe(200);
    const before = await ledgerSnapshot(h);
    const send = (paymentList: unknown[], id = investor.id) =>
      h.call(endpoints.updateInvestorFunds, { session: manager, body: { id, paymentType: 'fiat', paymentList } });
    const stale = fundsList(investor, { 0: '2000' });
    const fresh = (await getInvestor(h, viewer, investor.id)).investor;
    for (const list of [
      stale,
      fundsList(fresh).slice(0, 1),
      [...fundsList(fresh), ...fundsList(other).slice(0, 1)],
      [fundsList(fresh)[0], fundsList(other)[0]],
    ]) {
      const response = await send(list);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        error: 'STALE_PAYMENT_LIST',
        message: "This investor's payment list changed since you loaded it. Reload and try again.",
      });
    }
    const notReviewed = await send(fundsList(pending, { 0: '5' }), pending.id);
    expect(notReviewed.statusCode).toBe(409);
    expect(notReviewed.json().message).toMatch(/^Review the investor first/);
    const unknown = await send(fundsList(fresh), '00000000-0000-4000-8000-0000000000aa');
    expect(unknown.statusCode).toBe(404);
    const twice = await send([fundsList(fresh)[0], fundsList(fresh)[0]]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('A payment is listed twice.');
    const negative = await send(fundsList(fresh, { 0: '-5' }));
    expect(negative.statusCode).toBe(400);
    expect(await ledgerSnapshot(h)).toBe(before);
  });

  it('refuses to change a locked or withdrawn payment: none of it is available to decrease', async () => {
    const investor = await activeInvestor(h, manager);
    const { lock, issuer } = await lockPayments(investor, [investor.paymentList[0]!.id]);
    const current = (await getInvestor(h, viewer, investor.id)).investor;
    const before = await ledgerSnapshot(h);
    const decrease = await funds(current, { 0: '999' });
    expect(decrease.statusCode).toBe(409);
    expect(decrease.json().error).toBe('PAYMENT_NOT_AVAILABLE');
    expect(decrease.json().message).toMatch(
      /^The USD payment of 1,000 \$BLCK is locked until \d{4}-\d\d-\d\d \d\d:\d\d UTC: none of it is available, so its amount cannot change\.$/,
    );
    expect((await funds(current, { 0: '1001' })).statusCode).toBe(409);
    expect(await ledgerSnapshot(h)).toBe(before);
    // The other payment still changes.
    expect((await funds(current, { 1: '200' })).statusCode).toBe(200);

    h.clock.set(new Date(lock.availableFrom));
    const withdrawn = await h.call(endpoints.withdrawFunds, {
      session: manager,
      body: { walletAddress: issuer.wallet, investorId: investor.id, paymentIds: [investor.paymentList[0]!.id] },
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = (await getInvestor(h, viewer, investor.id)).investor;
    expect(after.paymentList[0]).toMatchObject({ status: 'withdrawn', amount: '0' });
    expect(after.balances).toEqual({ available: '200', locked: '0', withdrawn: '1000' });
    const spent = await funds(after, { 0: '5' });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toBe(`The USD payment was withdrawn to ${issuer.wallet}: its amount cannot change.`);
  });

  it('freezes the payments of a suspended currency, and every payment while BLCK is suspended', async () => {
    const investor = await activeInvestor(h, manager);
    const euroOnly = await activeInvestor(h, manager, { paymentList: [{ amount: '10', currency: 'EUR' }] });
    const suspended = async (id: string) => (await getInvestor(h, viewer, id)).suspendedCurrencies;
    expect(await suspended(investor.id)).toEqual([]);
    await suspend('USD', false);
    // The details say which of the investor's currencies are frozen, before any movement is tried.
    expect(await suspended(investor.id)).toEqual(['USD']);
    expect(await suspended(euroOnly.id)).toEqual([]);
    const before = await ledgerSnapshot(h);
    const frozen = await funds(investor, { 0: '900' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toMatchObject({
      error: 'CURRENCY_SUSPENDED',
      message: 'The USD official wallet is suspended: no balance in USD can change until it is activated again.',
    });
    expect(await ledgerSnapshot(h)).toBe(before);
    const euro = await funds(investor, { 1: '250' });
    expect(euro.statusCode).toBe(200);
    await suspend('USD', true);
    await suspend('BLCK', false);
    expect(await suspended(investor.id)).toEqual(['BLCK']);
    expect(await suspended(euroOnly.id)).toEqual(['BLCK']);
    const blck = await funds(euro.json().investor, { 1: '240' });
    expect(blck.json().error).toBe('CURRENCY_SUSPENDED');
    await suspend('BLCK', true);
    expect(await suspended(investor.id)).toEqual([]);
    expect((await funds(euro.json().investor, { 1: '240' })).statusCode).toBe(200);
  });

  it('refuses removal while funds or locks remain, then removes the investor from every list', async () => {
    const investor = await activeInvestor(h, manager);
    const remove = (id: string) => h.call(endpoints.removeInvestor, { session: manager, params: { id } });
    const before = await ledgerSnapshot(h);
    const holding = await remove(investor.id);
    expect(holding.statusCode).toBe(409);
    expect(holding.json()).toMatchObject({
      error: 'INVESTOR_HOLDS_FUNDS',
      message:
        'This investor still holds 1,250.5 $BLCK in 2 payments. Decrease the funds to 0 before removing the investor.',
    });
    expect(await ledgerSnapshot(h)).toBe(before);

    const { lock, issuer } = await lockPayments(investor, [investor.paymentList[0]!.id]);
    const current = (await getInvestor(h, viewer, investor.id)).investor;
    expect((await funds(current, { 1: '0' })).statusCode).toBe(200);
    const locked = await remove(investor.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe('INVESTOR_HAS_LOCKED_FUNDS');
    expect(locked.json().message).toMatch(
      /^This investor has 1,000 \$BLCK locked until .* UTC\. Withdraw the locked funds/,
    );

    h.clock.set(new Date(lock.availableFrom));
    await h.call(endpoints.withdrawFunds, {
      session: manager,
      body: { walletAddress: issuer.wallet, investorId: investor.id, paymentIds: [investor.paymentList[0]!.id] },
    });
    const removed = await remove(investor.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, id: investor.id });
    expect((await h.call(endpoints.getInvestor, { session: viewer, params: { id: investor.id } })).statusCode).toBe(
      404,
    );
    expect((await remove(investor.id)).statusCode).toBe(404);
    const search = await h.call(endpoints.searchInvestors, {
      session: viewer,
      rawPath: `/api/auth/v1/investors/search?search=${investor.contactEmail}`,
    });
    expect(search.json().total).toBe(0);
    const [event] = await auditOf('investor.removed', investor.id);
    expect(event!.before).toMatchObject({ investorName: investor.investorName });
    expect(heard).toContainEqual({ area: 'investors', resource: 'investor', id: investor.id, action: 'removed' });
    // The withdrawn lock stays in the locked-funds history.
    const locks = await h.call(endpoints.listLockedFunds, {
      session: manager,
      rawPath: '/api/auth/v1/lockedfunds/all?perPage=100',
    });
    expect(locks.json().lockedFunds.map((l: { id: string }) => l.id)).toContain(lock.id);

    // A pending investor holds nothing in the ledger and can be removed.
    const pending = await intakeInvestor(h);
    expect((await remove(pending.id)).statusCode).toBe(200);
    const [counted] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM investors WHERE removed_at IS NULL',
    );
    const total = await h.call(endpoints.listInvestors, { session: viewer });
    expect(total.json().total).toBe(counted!.n);
  });

  it('answers a repeated Idempotency-Key with the stored answer and moves money once; another body gets 409', async () => {
    const investor = await activeInvestor(h, manager);
    const key = `funds-${investor.id}`;
    const first = await funds(investor, { 0: '1100' }, key);
    expect(first.statusCode).toBe(200);
    const again = await funds(investor, { 0: '1100' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await transfersOf(investor.paymentList[0]!.id)).toBe(2);
    const before = await ledgerSnapshot(h);
    const other = await funds(investor, { 0: '1200' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ledgerSnapshot(h)).toBe(before);

    const pending = await intakeInvestor(h);
    const body = reviewBody(pending);
    const review = (body: unknown) =>
      h.call(endpoints.reviewInvestor, {
        session: manager,
        body,
        headers: { 'idempotency-key': `review-${pending.id}` },
      });
    const reviewed = await review(body);
    expect(reviewed.statusCode).toBe(200);
    expect((await review(body)).json()).toEqual(reviewed.json());
    expect(await transfersOf(pending.paymentList[0]!.id)).toBe(1);
    expect((await review({ ...body, rewardBonus: '2' })).json().error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lets exactly one of concurrent changes from the same list through; the others are stale and move nothing', async () => {
    const investor = await activeInvestor(h, manager);
    const answers = await Promise.all(
      ['1001', '1002', '1003', '1004', '1005', '1006'].map((amount) => funds(investor, { 0: amount })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error).toBe('STALE_PAYMENT_LIST');
    }
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    // The review's credit and exactly one change.
    expect(await transfersOf(investor.paymentList[0]!.id)).toBe(2);
    const stored = (await getInvestor(h, viewer, investor.id)).investor;
    expect(stored.paymentList[0]!.amount).toBe(winner.investor.paymentList[0].amount);
    expect(stored.paymentList[0]!.version).toBe(investor.paymentList[0]!.version + 1);
  });

  it('answers the report as JSON by default and streams it as CSV on request: one row per payment with the investor columns, one row for an investor without payments; caps a broad search', async () => {
    const withPayments = await activeInvestor(h, manager, { investorName: 'Report, "Quoted" Investor' });
    const { lock } = await lockPayments(withPayments, [withPayments.paymentList[1]!.id]);
    // The CSV writes an availability at 00:00 UTC as its day, any other as the ISO moment (when the clock reads
    // 23:50 the lock ten minutes ahead starts a day).
    const lockedUntil = lock.availableFrom.endsWith('T00:00:00.000Z')
      ? lock.availableFrom.slice(0, 10)
      : lock.availableFrom;
    const empty = await intakeInvestor(h, { paymentList: [], investorName: '=cmd|evil' });
    // Enough investors to need more than one page of the keyset walk: 1,000 pending, 200 cancelled.
    await h.db.query(
      `INSERT INTO investors (id, investor_name, investor_number, investor_address, investor_type, represented_by,
         interest_rate, reward_bonus, contact_email, payment_type, status, reviewed_at, created_at, updated_at)
       SELECT gen_random_uuid(), 'Bulk ' || n, 'B-' || n, 'Street ' || n, 'individual', '', 1, 0,
         'bulk' || n || '@example.com', 'fiat', CASE WHEN n <= 1000 THEN 'pending' ELSE 'cancelled' END,
         CASE WHEN n <= 1000 THEN NULL ELSE now() END, now() - interval '1 day', now() - interval '1 day'
       FROM generate_series(1, 1200) AS n`,
    );
    const searchPage = (query: string) =>
      h.call(endpoints.searchInvestors, { session: viewer, rawPath: `/api/auth/v1/investors/search?${query}` });
    // A search matching more than a thousand investors is too broad to count: its total stops there, flagged as a
    // lower bound, and its pages up to that total can still be read.
    const broad = await searchPage('search=bulk&sort=investorName&order=asc&perPage=3');
    expect(broad.json()).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(broad.json().investors.map((i: Investor) => i.investorName)).toEqual(['Bulk 1', 'Bulk 10', 'Bulk 100']);
    const lastCounted = await searchPage('search=bulk&sort=createdAt&order=asc&perPage=100&page=9');
    expect(lastCounted.json()).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(lastCounted.json().investors).toHaveLength(100);
    // A page past the cap that more rows follow raises the lower bound to its end; a page nothing follows (of 1,200
    // matches: the pending and the cancelled), full or not, knows their number exactly; an empty page past them knows
    // no more than the cap.
    const pastCap = await searchPage('search=bulk&sort=createdAt&order=asc&perPage=100&page=10');
    expect(pastCap.json()).toMatchObject({ total: 1100, totalIsLowerBound: true });
    expect(pastCap.json().investors).toHaveLength(100);
    const fullLast = await searchPage('search=bulk&sort=createdAt&order=asc&perPage=100&page=11');
    expect(fullLast.json()).toMatchObject({ total: 1200, totalIsLowerBound: false });
    expect(fullLast.json().investors).toHaveLength(100);
    const last = await searchPage('search=bulk&sort=investorName&order=asc&perPage=70&page=17');
    expect(last.json()).toMatchObject({ total: 1200, totalIsLowerBound: false });
    expect(last.json().investors).toHaveLength(10);
    const beyond = await searchPage('search=bulk&perPage=100&page=12');
    expect(beyond.json()).toMatchObject({ total: 1000, totalIsLowerBound: true, investors: [] });
    // Matching exactly as many as it counts, a search's total is exact.
    const atCap = await searchPage('search=bulk&status=pending&perPage=1');
    expect(atCap.json()).toMatchObject({ total: 1000, totalIsLowerBound: false });
    const narrower = await searchPage('search=bulk%2011&sort=investorName&order=desc&perPage=3');
    expect(narrower.json()).toMatchObject({ total: 111, totalIsLowerBound: false }); // 11, 110–119, 1100–1199
    expect(narrower.json().investors.map((i: Investor) => i.investorName)).toEqual([
      'Bulk 1199',
      'Bulk 1198',
      'Bulk 1197',
    ]);
    // SPEC §7: JSON by default, {success, investors, payments}; every live investor, every payment with its lock.
    const json = await h.call(endpoints.investorReport, { session: viewer });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const report = json.json();
    expect(Object.keys(report).sort()).toEqual(['investors', 'payments', 'success']);
    expect(report.success).toBe(true);
    const [{ live }] = (await h.db.query<{ live: number }>(
      'SELECT count(*) AS live FROM investors WHERE removed_at IS NULL',
    )) as [{ live: string | number }];
    expect(report.investors).toHaveLength(Number(live));
    const reported = report.investors.find((i: Investor) => i.id === withPayments.id);
    expect(reported).toMatchObject({ investorName: 'Report, "Quoted" Investor', status: 'active' });
    const reportedPayments = report.payments.filter((p: { investorId: string }) => p.investorId === withPayments.id);
    expect(reportedPayments).toHaveLength(2);
    expect(reportedPayments[0]).toMatchObject({ id: withPayments.paymentList[0]!.id, amount: '1000', lock: null });
    expect(reportedPayments[1]).toMatchObject({
      id: withPayments.paymentList[1]!.id,
      status: 'locked',
      lock: { status: 'locked' },
    });
    expect(report.investors.find((i: Investor) => i.id === empty.id)).toMatchObject({ paymentList: [] });
    // A client that prefers CSV in Accept gets it without the query parameter; an unknown format is a 400.
    const byAccept = await h.call(endpoints.investorReport, {
      session: viewer,
      headers: { accept: 'text/csv, application/json;q=0.5' },
    });
    expect(byAccept.headers['content-type']).toBe('text/csv; charset=utf-8');
    const badFormat = await h.call(endpoints.investorReport, {
      session: viewer,
      rawPath: '/api/auth/v1/investors/report?format=xml',
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toMatch(/"json" or "csv"/);
    const response = await h.call(endpoints.investorReport, {
      session: viewer,
      rawPath: '/api/auth/v1/investors/report?format=csv',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byAccept.body).toBe(response.body);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="investors-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,investorName,investorId,investorType,paymentType,status,contactEmail,investorAddress,representedBy,' +
        'interestRate,rewardBonus,createdAt,reviewedAt,paymentId,paymentStatus,paymentCurrency,paymentMethod,' +
        'paymentAmount,lockId,lockWalletAddress,lockAvailableFrom,lockStatus,lockedAmount',
    );
    const [{ rows }] = (await h.db.query<{ rows: number }>(
      `SELECT (SELECT count(*) FROM investor_payments p JOIN investors i ON i.id = p.investor_id WHERE i.removed_at IS NULL)
         + (SELECT count(*) FROM investors i WHERE i.removed_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM investor_payments p WHERE p.investor_id = i.id)) AS rows`,
    )) as [{ rows: string | number }];
    expect(lines.length - 1).toBe(Number(rows));
    const mine = lines.filter((line) => line.startsWith(withPayments.id));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain(
      `${withPayments.id},"Report, ""Quoted"" Investor",${withPayments.investorId},individual,fiat,active`,
    );
    expect(mine[0]).toMatch(new RegExp(`,${withPayments.paymentList[0]!.id},available,USD,fiat,1000,,,,,$`));
    expect(mine[1]).toMatch(
      new RegExp(
        `,${withPayments.paymentList[1]!.id},locked,EUR,fiat,250\\.5,${lock.id},0x[0-9a-fA-F]{40},${lockedUntil},locked,250\\.5$`,
      ),
    );
    const emptyRow = lines.filter((line) => line.startsWith(empty.id));
    expect(emptyRow).toHaveLength(1);
    expect(emptyRow[0]).toContain(",'=cmd|evil,");
    expect(emptyRow[0]).toMatch(/,pending,.*,,,,,,,,,,$/);
  });
});
