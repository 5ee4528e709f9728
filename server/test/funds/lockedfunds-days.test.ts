// Availability dates are UTC calendar days (issue 14, DESIGN §4): a lock until 00:00 UTC of a day is written as that
// day, YYYY-MM-DD, in every message that names it and in both CSV files (the locks' export, the investor report) — the
// same text the API takes; a moment with a time of day (possible through the API) keeps its time. A refusal that
// names the day changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Investor, type LockedFunds } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { createIssuerFixture } from '../support/issuers';
import { activeInvestor, fundsList, getInvestor, ledgerSnapshot } from '../support/investors';

const DAY = 86_400_000;

/** The CSV's rows as records by header (no cell in these files holds a comma or a quote). */
const csvRecords = (text: string): Array<Record<string, string>> => {
  const [header, ...lines] = text.split('\r\n').filter(Boolean);
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [names[index], cell])));
};

describe.each(testDatabases())('availability days on $name', (database) => {
  let h: Harness;
  let manager: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
    const admin = await h.createAdmin({
      permissions: ['investors.manage', 'funds.manage', 'lockedFunds.manage'],
    });
    manager = await h.signIn(admin.email, admin.password);
  });
  afterAll(() => h?.close());

  const dayAfter = (days: number) => new Date(h.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
  const lockUntil = async (investor: Investor, paymentIndex: number, wallet: string, availableFrom: string) => {
    const response = await h.call(endpoints.lockFunds, {
      session: manager,
      body: {
        walletAddress: wallet,
        availableFrom,
        investorId: investor.id,
        paymentIds: [investor.paymentList[paymentIndex]!.id],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().lockedFunds as LockedFunds;
  };

  it('says the day, YYYY-MM-DD, in refusals and in both CSV files; a moment with a time keeps it', async () => {
    // An address without a comma, so each CSV row splits on commas alone.
    const investor = await activeInvestor(h, manager, { investorAddress: '12 St James Square London' });
    const issuer = await createIssuerFixture(h.db);
    const day = dayAfter(5);
    const byDay = await lockUntil(investor, 0, issuer.wallet, day);
    expect(byDay.availableFrom).toBe(`${day}T00:00:00.000Z`);
    const at = `${dayAfter(7)}T15:30:00.000Z`;
    const byMoment = await lockUntil(investor, 1, issuer.wallet, at);

    const before = await ledgerSnapshot(h);
    const early = await h.call(endpoints.withdrawFunds, {
      session: manager,
      body: { walletAddress: issuer.wallet, investorId: investor.id, paymentIds: [investor.paymentList[0]!.id] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'FUNDS_STILL_LOCKED',
      message: `These funds are locked until ${day}.`,
    });
    const again = await h.call(endpoints.lockFunds, {
      session: manager,
      body: {
        walletAddress: issuer.wallet,
        availableFrom: dayAfter(9),
        investorId: investor.id,
        paymentIds: [investor.paymentList[0]!.id],
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The USD payment of 1,000 $BLCK is already locked until ${day}.`);
    const locked = (await getInvestor(h, manager, investor.id)).investor;
    const change = await h.call(endpoints.updateInvestorFunds, {
      session: manager,
      body: { id: investor.id, paymentType: investor.paymentType, paymentList: fundsList(locked, { 0: '900' }) },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(
      `The USD payment of 1,000 $BLCK is locked until ${day}: none of it is available, so its amount cannot change.`,
    );
    const timed = await h.call(endpoints.withdrawFunds, {
      session: manager,
      body: { walletAddress: issuer.wallet, investorId: investor.id, paymentIds: [investor.paymentList[1]!.id] },
    });
    expect(timed.json().message).toBe(`These funds are locked until ${at.slice(0, 10)} 15:30 UTC.`);
    expect(await ledgerSnapshot(h)).toBe(before);

    const exported = await h.call(endpoints.exportLockedFunds, {
      session: manager,
      rawPath: `${endpoints.exportLockedFunds.path}?search=${encodeURIComponent(investor.investorName)}`,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const locks = new Map(csvRecords(exported.body).map((row) => [row.id, row.availableFrom]));
    expect(locks.get(byDay.id)).toBe(day);
    expect(locks.get(byMoment.id)).toBe(at);

    const report = await h.call(endpoints.investorReport, {
      session: manager,
      rawPath: `${endpoints.investorReport.path}?format=csv`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const rows = csvRecords(report.body).filter((row) => row.id === investor.id);
    expect(rows.map((row) => row.lockAvailableFrom).sort()).toEqual([day, at].sort());
  });
});
