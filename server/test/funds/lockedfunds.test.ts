// Locked funds: available payments reserved for an issuer wallet until a date (pending ledger transfers), withdrawn
// from that date on (posted), refused before it; availability changes; list and search; idempotency; races.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Investor, type LockedFunds } from '@blck/contract';
import type { ChangeEvent } from '../../src/lib/events';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture, type IssuerFixture } from '../support/issuers';
import {
  activeInvestor,
  fundsList,
  getInvestor,
  intakeInvestor,
  ledgerSnapshot,
  recordEvents,
  verifyBooks,
} from '../support/investors';

const MINUTE = 60_000;

describe.each(testDatabases())('locked funds on $name', (database) => {
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
    const b = await h.createAdmin({ permissions: ['lockedFunds.view'] });
    viewer = await h.signIn(b.email, b.password);
    const c = await h.createAdmin({ permissions: ['officialWallets.manage'] });
    officer = await h.signIn(c.email, c.password);
    heard = recordEvents(h);
  });
  afterEach(async () => {
    await verifyBooks(h);
  });
  afterAll(() => h?.close());

  /** A whole minute `minutes` from the clock's now, so messages show it as "YYYY-MM-DD HH:MM UTC". */
  const inMinutes = (minutes: number) => new Date(Math.ceil(h.clock.now().getTime() / MINUTE + minutes) * MINUTE);
  const lock = (
    investor: Investor,
    paymentIds: string[],
    wallet: string,
    availableFrom: Date | string = inMinutes(10),
    key?: string,
  ) =>
    h.call(endpoints.lockFunds, {
      session: manager,
      body: {
        walletAddress: wallet,
        availableFrom: typeof availableFrom === 'string' ? availableFrom : availableFrom.toISOString(),
        investorId: investor.id,
        paymentIds,
      },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const withdraw = (investorId: string, paymentIds: string[], wallet: string, key?: string) =>
    h.call(endpoints.withdrawFunds, {
      session: manager,
      body: { walletAddress: wallet, investorId, paymentIds },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const suspend = (currency: string, isActive: boolean) =>
    h.call(endpoints.suspendOfficialWallet, {
      session: officer,
      bearer: true,
      body: { currency, is_active: isActive },
    });
  const walletBalance = async (issuer: IssuerFixture) =>
    (
      await h.call(endpoints.searchWallets, {
        session: manager,
        bearer: true,
        rawPath: `/api/v1/wallets/search/admin?search=${issuer.wallet.toLowerCase()}`,
      })
    ).json().wallets[0]?.amount as string;
  const idsOf = (investor: Investor, ...positions: number[]) => positions.map((p) => investor.paymentList[p]!.id);

  it('locks available payments for an issuer wallet until a future date: pending transfers, payments locked', async () => {
    const investor = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const availableFrom = inMinutes(30);
    const response = await lock(investor, idsOf(investor, 1, 0), issuer.wallet.toLowerCase(), availableFrom);
    expect(response.statusCode, response.body).toBe(200);
    const locked = response.json().lockedFunds as LockedFunds;
    expect(locked).toMatchObject({
      investorId: investor.id,
      investorName: investor.investorName,
      walletAddress: issuer.wallet,
      paymentIds: idsOf(investor, 0, 1),
      amount: '1250.5',
      availableFrom: availableFrom.toISOString(),
      status: 'locked',
      createdAt: h.clock.now().toISOString(),
      withdrawnAt: null,
    });
    const details = await getInvestor(h, manager, investor.id);
    expect(details.investor.balances).toEqual({ available: '0', locked: '1250.5', withdrawn: '0' });
    expect(details.investor.paymentList.map((p) => [p.status, p.amount, p.version])).toEqual([
      ['locked', '1000', 2],
      ['locked', '250.5', 2],
    ]);
    const transfers = await h.db.query<{ kind: string; available_from: Date; amount: string }>(
      `SELECT t.kind, t.available_from, t.amount::text FROM ledger_transfers t
       JOIN locked_fund_payments lp ON lp.transfer_id = t.id WHERE lp.lock_id = $1 ORDER BY t.amount`,
      [locked.id],
    );
    expect(transfers.map((t) => [t.kind, new Date(t.available_from).toISOString(), t.amount])).toEqual([
      ['pending', availableFrom.toISOString(), (2505n * 10n ** 17n).toString()],
      ['pending', availableFrom.toISOString(), (1000n * 10n ** 18n).toString()],
    ]);
    // Reserved, not yet moved: the wallet's balance stays until the withdrawal.
    expect(await walletBalance(issuer)).toBe('0');
    const [event] = await h.db.query<{ after: { amount: string; walletAddress: string } }>(
      `SELECT after FROM audit_events WHERE action = 'locked_funds.locked' AND resource_id = $1`,
      [locked.id],
    );
    expect(event!.after).toMatchObject({ amount: '1250.5', walletAddress: issuer.wallet });
    expect(heard).toContainEqual({ area: 'lockedFunds', resource: 'locked_funds', id: locked.id, action: 'locked' });
    expect(heard).toContainEqual({ area: 'investors', resource: 'investor', id: investor.id, action: 'locked' });
  });

  it('refuses a withdrawal one millisecond before availableFrom with the date, and lets it through at availableFrom', async () => {
    const investor = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const availableFrom = inMinutes(10);
    const locked = (await lock(investor, idsOf(investor, 0), issuer.wallet, availableFrom)).json()
      .lockedFunds as LockedFunds;

    h.clock.set(new Date(availableFrom.getTime() - 1));
    const before = await ledgerSnapshot(h);
    const early = await withdraw(investor.id, idsOf(investor, 0), issuer.wallet);
    expect(early.statusCode).toBe(409);
    const date = availableFrom.toISOString();
    expect(early.json()).toEqual({
      success: false,
      error: 'FUNDS_STILL_LOCKED',
      message: `These funds are locked until ${date.slice(0, 10)} ${date.slice(11, 16)} UTC.`,
    });
    expect(await ledgerSnapshot(h)).toBe(before);

    h.clock.set(availableFrom);
    const response = await withdraw(investor.id, idsOf(investor, 0), issuer.wallet);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().unlockedFunds).toEqual({
      amount: '1000',
      walletAddress: issuer.wallet,
      investorId: investor.id,
      paymentIds: idsOf(investor, 0),
      lockIds: [locked.id],
      withdrawnAt: availableFrom.toISOString(),
    });
    expect(await walletBalance(issuer)).toBe('1000');
    const details = await getInvestor(h, manager, investor.id);
    expect(details.investor.balances).toEqual({ available: '250.5', locked: '0', withdrawn: '1000' });
    expect(details.payments[0]).toMatchObject({
      status: 'withdrawn',
      amount: '0',
      version: 3,
      lock: { id: locked.id, status: 'withdrawn' },
    });
    const list = await h.call(endpoints.searchLockedFunds, {
      session: viewer,
      rawPath: `/api/auth/v1/lockedfunds/search?search=${issuer.wallet.slice(2, 14)}`,
    });
    expect(list.json().lockedFunds).toEqual([
      expect.objectContaining({ id: locked.id, status: 'withdrawn', withdrawnAt: availableFrom.toISOString() }),
    ]);
    expect(heard).toContainEqual({ area: 'lockedFunds', resource: 'locked_funds', id: locked.id, action: 'withdrawn' });
    expect(heard).toContainEqual({ area: 'wallets', resource: 'wallet', id: issuer.wallet, action: 'withdrawal' });
    const [event] = await h.db.query<{ after: { amount: string } }>(
      `SELECT after FROM audit_events WHERE action = 'locked_funds.withdrawn' AND resource_id = $1`,
      [locked.id],
    );
    expect(event!.after.amount).toBe('1000');

    const again = await withdraw(investor.id, idsOf(investor, 0), issuer.wallet);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ALREADY_WITHDRAWN' });
    expect(again.json().message).toBe(
      `The USD payment was already withdrawn on ${date.slice(0, 10)} ${date.slice(11, 16)} UTC.`,
    );
  });

  it('keeps a lock of two payments locked until both are withdrawn', async () => {
    const investor = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const availableFrom = inMinutes(5);
    // Asked in the other order, the answer lists the payments in the investor's order, as the stored lock reads.
    const locked = (await lock(investor, idsOf(investor, 1, 0), issuer.wallet, availableFrom)).json()
      .lockedFunds as LockedFunds;
    const listed = await h.call(endpoints.searchLockedFunds, {
      session: viewer,
      rawPath: `/api/auth/v1/lockedfunds/search?search=${issuer.wallet.slice(2, 14)}`,
    });
    expect(listed.json().lockedFunds).toEqual([locked]);
    expect(locked).toMatchObject({
      paymentIds: idsOf(investor, 0, 1),
      amount: '1250.5',
      investorName: investor.investorName,
    });
    h.clock.set(availableFrom);
    expect((await withdraw(investor.id, idsOf(investor, 1), issuer.wallet)).json().unlockedFunds.amount).toBe('250.5');
    const [partial] = await h.db.query<{ status: string }>('SELECT status FROM locked_funds WHERE id = $1', [
      locked.id,
    ]);
    expect(partial!.status).toBe('locked');
    expect((await withdraw(investor.id, idsOf(investor, 0), issuer.wallet)).json().unlockedFunds.amount).toBe('1000');
    const [done] = await h.db.query<{ status: string }>('SELECT status FROM locked_funds WHERE id = $1', [locked.id]);
    expect(done!.status).toBe('withdrawn');
    expect(await walletBalance(issuer)).toBe('1250.5');
  });

  it('refuses to lock a payment already locked, withdrawn, of another investor or in a suspended currency, changing nothing', async () => {
    const investor = await activeInvestor(h, manager);
    const other = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const availableFrom = inMinutes(5);
    expect((await lock(investor, idsOf(investor, 0), issuer.wallet, availableFrom)).statusCode).toBe(200);
    const spent = await activeInvestor(h, manager);
    expect((await lock(spent, idsOf(spent, 0), issuer.wallet, availableFrom)).statusCode).toBe(200);
    h.clock.set(availableFrom);
    expect((await withdraw(spent.id, idsOf(spent, 0), issuer.wallet)).statusCode).toBe(200);

    const before = await ledgerSnapshot(h);
    const refused = async (
      response: Promise<{ statusCode: number; json(): unknown }>,
      status: number,
      error: string,
    ) => {
      const answer = await response;
      expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
      expect(answer.json()).toMatchObject({ success: false, error });
      return (answer.json() as { message: string }).message;
    };
    expect(await refused(lock(investor, idsOf(investor, 0, 1), issuer.wallet), 409, 'PAYMENT_LOCKED')).toMatch(
      /^The USD payment of 1,000 \$BLCK is already locked until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    expect(await refused(lock(spent, idsOf(spent, 0), issuer.wallet), 409, 'PAYMENT_WITHDRAWN')).toBe(
      `The USD payment was already withdrawn to ${issuer.wallet}.`,
    );
    expect(
      await refused(
        lock(investor, [...idsOf(investor, 1), ...idsOf(other, 0)], issuer.wallet),
        404,
        'PAYMENT_NOT_FOUND',
      ),
    ).toMatch(/^This investor has no payment with the id [0-9a-f-]{36}\. Reload the investor/);
    expect(await ledgerSnapshot(h)).toBe(before);

    await suspend('EUR', false);
    const suspended = await ledgerSnapshot(h);
    expect(await refused(lock(investor, idsOf(investor, 1), issuer.wallet), 409, 'CURRENCY_SUSPENDED')).toBe(
      'The EUR official wallet is suspended: no balance in EUR can change until it is activated again.',
    );
    expect(await ledgerSnapshot(h)).toBe(suspended);
    await suspend('EUR', true);
    await suspend('BLCK', false);
    const blckSuspended = await ledgerSnapshot(h);
    await refused(lock(other, idsOf(other, 0), issuer.wallet), 409, 'CURRENCY_SUSPENDED');
    expect(await ledgerSnapshot(h)).toBe(blckSuspended);
    await suspend('BLCK', true);

    // Other refusals: a passed date, an unknown or not-yet-KYC'd wallet, a bad checksum, a pending investor,
    // an empty payment, a date out of range, a payment chosen twice.
    const noKyc = await createIssuerFixture(h.db, { kyc: false });
    const pending = await intakeInvestor(h);
    const emptied = (
      await h.call(endpoints.updateInvestorFunds, {
        session: manager,
        body: { id: other.id, paymentType: 'fiat', paymentList: fundsList(other, { 1: '0' }) },
      })
    ).json().investor as Investor;
    const settled = await ledgerSnapshot(h);
    expect(
      await refused(lock(other, idsOf(other, 0), issuer.wallet, h.clock.now()), 422, 'AVAILABLE_FROM_PASSED'),
    ).toMatch(/^Choose an availability date in the future/);
    expect(await refused(lock(other, idsOf(other, 0), `0x${'3'.repeat(40)}`), 404, 'WALLET_NOT_FOUND')).toBe(
      'No issuer owns this wallet.',
    );
    await refused(lock(other, idsOf(other, 0), noKyc.wallet), 409, 'KYC_PENDING');
    await refused(lock(other, idsOf(other, 0), '0x52908400098527886e0F7030069857D2E4169EE7'), 400, 'BAD_CHECKSUM');
    await refused(lock(pending, idsOf(pending, 0), issuer.wallet), 409, 'NOT_REVIEWED');
    expect(await refused(lock(emptied, idsOf(emptied, 1), issuer.wallet), 409, 'PAYMENT_EMPTY')).toBe(
      'The EUR payment holds no funds to lock.',
    );
    const outOfRange = await lock(other, idsOf(other, 0), issuer.wallet, '2100-01-01T00:00:00Z');
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toContain('Dates lie between 1900-01-01 and 2099-12-31.');
    const twice = await lock(other, [...idsOf(other, 0), ...idsOf(other, 0)], issuer.wallet);
    expect(twice.json().message).toContain('A payment is chosen twice.');
    expect(await ledgerSnapshot(h)).toBe(settled);
    const [{ n }] = (await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM locked_funds WHERE investor_id = ANY ($1::uuid[])`,
      [[investor.id, other.id, pending.id]],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses withdrawals of available payments, for another wallet or another investor, and in a suspended currency', async () => {
    const investor = await activeInvestor(h, manager);
    const other = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const elsewhere = await createIssuerFixture(h.db);
    const availableFrom = inMinutes(3);
    await lock(investor, idsOf(investor, 0), issuer.wallet, availableFrom);
    h.clock.set(availableFrom);
    const before = await ledgerSnapshot(h);
    const notLocked = await withdraw(investor.id, idsOf(investor, 1), issuer.wallet);
    expect(notLocked.json()).toMatchObject({
      error: 'PAYMENT_NOT_LOCKED',
      message: 'The EUR payment of 250.5 $BLCK is not locked: there is nothing to withdraw.',
    });
    const wrongWallet = await withdraw(investor.id, idsOf(investor, 0), elsewhere.wallet);
    expect(wrongWallet.json()).toMatchObject({
      error: 'LOCKED_FOR_ANOTHER_WALLET',
      message: `The USD payment of 1,000 $BLCK is locked for the wallet ${issuer.wallet}, not for this one.`,
    });
    expect((await withdraw(other.id, idsOf(investor, 0), issuer.wallet)).statusCode).toBe(404);
    expect(
      (await withdraw('00000000-0000-4000-8000-0000000000dd', idsOf(investor, 0), issuer.wallet)).json().error,
    ).toBe('INVESTOR_NOT_FOUND');
    expect(await ledgerSnapshot(h)).toBe(before);
    await suspend('USD', false);
    const frozen = await ledgerSnapshot(h);
    expect((await withdraw(investor.id, idsOf(investor, 0), issuer.wallet)).json().error).toBe('CURRENCY_SUSPENDED');
    expect(await ledgerSnapshot(h)).toBe(frozen);
    await suspend('USD', true);
    expect((await withdraw(investor.id, idsOf(investor, 0), issuer.wallet)).statusCode).toBe(200);
  });

  it('moves the availability date of a lock (audited), which the withdrawal then follows', async () => {
    const investor = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const locked = (await lock(investor, idsOf(investor, 0), issuer.wallet, inMinutes(60 * 24 * 30))).json()
      .lockedFunds as LockedFunds;
    const refused = await withdraw(investor.id, idsOf(investor, 0), issuer.wallet);
    expect(refused.json().message).toBe(
      `These funds are locked until ${locked.availableFrom.slice(0, 10)} ${locked.availableFrom.slice(11, 16)} UTC.`,
    );
    const move = (id: string, availableFrom: string) =>
      h.call(endpoints.setLockAvailability, { session: manager, body: { id, availableFrom } });
    // Today at midnight UTC: already passed, so the funds can be withdrawn at once.
    const today = `${h.clock.now().toISOString().slice(0, 10)}T00:00:00+00:00`;
    const moved = await move(locked.id, today);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().lockedFunds).toMatchObject({
      id: locked.id,
      availableFrom: new Date(today).toISOString(),
      status: 'locked',
    });
    const [event] = await h.db.query<{ before: { availableFrom: string }; after: { availableFrom: string } }>(
      `SELECT before, after FROM audit_events WHERE action = 'locked_funds.availability_changed' AND resource_id = $1`,
      [locked.id],
    );
    expect(event).toMatchObject({
      before: { availableFrom: locked.availableFrom },
      after: { availableFrom: new Date(today).toISOString() },
    });
    expect(heard).toContainEqual({
      area: 'lockedFunds',
      resource: 'locked_funds',
      id: locked.id,
      action: 'availability',
    });
    const audits = await h.auditCount();
    expect((await move(locked.id, new Date(today).toISOString())).statusCode).toBe(200);
    expect(await h.auditCount()).toBe(audits);
    // The ledger's pending transfer keeps the date it was made with: transfers never change.
    const [transfer] = await h.db.query<{ available_from: Date }>(
      `SELECT t.available_from FROM ledger_transfers t JOIN locked_fund_payments lp ON lp.transfer_id = t.id
       WHERE lp.lock_id = $1`,
      [locked.id],
    );
    expect(new Date(transfer!.available_from).toISOString()).toBe(locked.availableFrom);

    expect((await withdraw(investor.id, idsOf(investor, 0), issuer.wallet)).statusCode).toBe(200);
    const late = await move(locked.id, locked.availableFrom);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'These funds were already withdrawn: their availability date can no longer change.',
    );
    expect((await move('00000000-0000-4000-8000-0000000000ee', today)).statusCode).toBe(404);
    const badDate = await move(locked.id, '2026-02-30T00:00:00Z');
    expect(badDate.statusCode).toBe(400);
    expect(
      (await h.call(endpoints.setLockAvailability, { session: viewer, body: { id: locked.id, availableFrom: today } }))
        .statusCode,
    ).toBe(403);
  });

  it('takes an availability date as a plain UTC day (YYYY-MM-DD) or a moment, and refuses dates that do not exist', async () => {
    const investor = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const dayAfter = (days: number) => new Date(h.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
    // A lock until a plain day is locked until 00:00:00 UTC of that day.
    const byDay = await lock(investor, idsOf(investor, 0), issuer.wallet, dayAfter(3));
    expect(byDay.statusCode, byDay.body).toBe(200);
    const locked = byDay.json().lockedFunds as LockedFunds;
    expect(locked.availableFrom).toBe(`${dayAfter(3)}T00:00:00.000Z`);
    const move = (availableFrom: unknown) =>
      h.call(endpoints.setLockAvailability, { session: manager, body: { id: locked.id, availableFrom } });
    const movedByDay = await move(dayAfter(10));
    expect(movedByDay.statusCode, movedByDay.body).toBe(200);
    expect(movedByDay.json().lockedFunds.availableFrom).toBe(`${dayAfter(10)}T00:00:00.000Z`);
    const movedByMoment = await move(`${dayAfter(12)}T00:00:00+00:00`);
    expect(movedByMoment.json().lockedFunds.availableFrom).toBe(`${dayAfter(12)}T00:00:00.000Z`);

    const audits = await h.auditCount();
    const refusals: Array<[unknown, string]> = [
      ['2026-02-30', '2026-02-30 is not a day in the calendar: check the day and the month.'],
      ['2026-13-01', '2026-13-01 is not a day in the calendar: check the day and the month.'],
      ['2100-01-01', 'Dates lie between 1900-01-01 and 2099-12-31.'],
      ['1899-12-31', 'Dates lie between 1900-01-01 and 2099-12-31.'],
      [
        '2026-02-30T00:00:00Z',
        '2026-02-30T00:00:00Z is not a valid moment: write a real day and time with seconds and an offset, like 2027-01-31T00:00:00Z.',
      ],
      [
        '2026-1-31',
        'Enter the date the funds become available as YYYY-MM-DD (a day in UTC), or a moment like 2027-01-31T00:00:00Z.',
      ],
      [
        20270131,
        'Enter the date the funds become available as YYYY-MM-DD (a day in UTC), or a moment like 2027-01-31T00:00:00Z.',
      ],
    ];
    for (const [availableFrom, message] of refusals) {
      const refused = await move(availableFrom);
      expect(refused.statusCode, String(availableFrom)).toBe(400);
      expect(refused.json().message).toContain(message);
      if (typeof availableFrom !== 'string') continue;
      const lockRefused = await lock(investor, idsOf(investor, 1), issuer.wallet, availableFrom);
      expect(lockRefused.statusCode, availableFrom).toBe(400);
      expect(lockRefused.json().message).toContain(message);
    }
    expect(await h.auditCount()).toBe(audits);
    const stored = await h.call(endpoints.searchLockedFunds, {
      session: viewer,
      rawPath: `/api/auth/v1/lockedfunds/search?search=${encodeURIComponent(investor.contactEmail)}`,
    });
    expect(stored.json().lockedFunds).toEqual([
      expect.objectContaining({ id: locked.id, availableFrom: `${dayAfter(12)}T00:00:00.000Z`, status: 'locked' }),
    ]);
    expect((await getInvestor(h, manager, investor.id)).investor.paymentList[1]!.status).toBe('available');
  });

  it('lists, sorts (amounts as numbers), filters and searches locks by investor name, email or wallet', async () => {
    const tag = `lk${Date.now().toString(36)}`;
    const issuer = await createIssuerFixture(h.db);
    const made: LockedFunds[] = [];
    for (const [index, amounts] of [['9'], ['10'], ['100']].entries()) {
      const investor = await activeInvestor(h, manager, {
        investorName: `Locker ${index} ${tag}`,
        contactEmail: `${tag}-${index}@example.com`,
        paymentList: [{ amount: amounts[0]!, currency: 'USD' }],
      });
      h.clock.advance(1000);
      made.push((await lock(investor, idsOf(investor, 0), issuer.wallet, inMinutes(100 - index))).json().lockedFunds);
    }
    const search = (query: string, session = viewer) =>
      h.call(endpoints.searchLockedFunds, { session, rawPath: `/api/auth/v1/lockedfunds/search?${query}` });
    const byAmount = (await search(`search=${tag}&sort=amount&order=desc`)).json();
    expect(byAmount.total).toBe(3);
    expect(byAmount.lockedFunds.map((l: LockedFunds) => l.amount)).toEqual(['100', '10', '9']);
    const byDate = (await search(`search=${tag}&sort=availableFrom`)).json();
    expect(byDate.lockedFunds.map((l: LockedFunds) => l.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
    expect((await search(`search=${tag}-1@example`)).json().lockedFunds.map((l: LockedFunds) => l.id)).toEqual([
      made[1]!.id,
    ]);
    expect((await search(`search=locker 2 ${tag}`.replace(/ /g, '%20'))).json().total).toBe(1);
    expect((await search(`search=${issuer.wallet.slice(10, 30).toUpperCase()}`)).json().total).toBe(3);
    expect((await search(`search=${tag}&status=withdrawn`)).json().total).toBe(0);
    const page = (await search(`search=${tag}&sort=createdAt&order=desc&perPage=1&page=2`)).json();
    expect(page).toMatchObject({ total: 3, lockedFunds: [expect.objectContaining({ id: made[0]!.id })] });
    const all = await h.call(endpoints.listLockedFunds, {
      session: viewer,
      rawPath: '/api/auth/v1/lockedfunds/all?status=locked&perPage=100',
    });
    const [{ n }] = (await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM locked_funds WHERE status = 'locked'`,
    )) as [{ n: number }];
    expect(all.json().total).toBe(n);
    expect(all.json().lockedFunds.every((l: LockedFunds) => l.status === 'locked')).toBe(true);
    const bad = await h.call(endpoints.listLockedFunds, {
      session: viewer,
      rawPath: '/api/auth/v1/lockedfunds/all?sort=wallet',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a repeated Idempotency-Key for lock and withdrawal with the stored answer; another body gets 409', async () => {
    const investor = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const availableFrom = inMinutes(2);
    const first = await lock(investor, idsOf(investor, 0), issuer.wallet, availableFrom, `lock-${investor.id}`);
    expect(first.statusCode).toBe(200);
    const again = await lock(
      investor,
      idsOf(investor, 0),
      issuer.wallet.toLowerCase(),
      availableFrom,
      `lock-${investor.id}`,
    );
    expect(again.json()).toEqual(first.json());
    const other = await lock(investor, idsOf(investor, 1), issuer.wallet, availableFrom, `lock-${investor.id}`);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    const [{ n }] = (await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM locked_funds WHERE investor_id = $1',
      [investor.id],
    )) as [{ n: number }];
    expect(n).toBe(1);

    h.clock.set(availableFrom);
    const out = await withdraw(investor.id, idsOf(investor, 0), issuer.wallet, `out-${investor.id}`);
    expect(out.statusCode).toBe(200);
    expect((await withdraw(investor.id, idsOf(investor, 0), issuer.wallet, `out-${investor.id}`)).json()).toEqual(
      out.json(),
    );
    expect(await walletBalance(issuer)).toBe('1000');
    expect((await withdraw(investor.id, idsOf(investor, 1), issuer.wallet, `out-${investor.id}`)).statusCode).toBe(409);
  });

  it('lets one of concurrent locks of the same payment through, and one of concurrent withdrawals', async () => {
    const investor = await activeInvestor(h, manager);
    const issuer = await createIssuerFixture(h.db);
    const availableFrom = inMinutes(2);
    const locks = await Promise.all(
      [0, 1, 2, 3].map(() => lock(investor, idsOf(investor, 0), issuer.wallet, availableFrom)),
    );
    expect(locks.map((l) => l.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of locks.filter((l) => l.statusCode === 409))
      expect(refused.json().error).toBe('PAYMENT_LOCKED');
    h.clock.set(availableFrom);
    const outs = await Promise.all([0, 1, 2, 3].map(() => withdraw(investor.id, idsOf(investor, 0), issuer.wallet)));
    expect(outs.map((o) => o.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await walletBalance(issuer)).toBe('1000');
    const [{ n }] = (await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers t JOIN locked_fund_payments lp ON t.pending_id = lp.transfer_id
       WHERE lp.payment_id = $1`,
      [investor.paymentList[0]!.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
    expect((await getInvestor(h, manager, investor.id)).investor.balances).toEqual({
      available: '250.5',
      locked: '0',
      withdrawn: '1000',
    });
  });
});
