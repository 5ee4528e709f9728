// Investor fixtures through the real calls: intake (pending) and review (active, payments credited by the ledger).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { endpoints, type Investor, type InvestorIntakeBody } from '@blck/contract';
import type { ChangeEvent } from '../../src/lib/events';
import { INTAKE_KEY, type Harness, type SignedIn } from './harness';

export const intakeBody = (overrides: Partial<InvestorIntakeBody> = {}): InvestorIntakeBody => {
  const tag = randomUUID().slice(0, 8);
  return {
    investorName: `Investor ${tag}`,
    investorId: `REG-${tag}`,
    investorAddress: '12 St James Square, London SW1Y 4JH',
    investorType: 'individual',
    representedBy: '',
    interestRate: '5.25',
    rewardBonus: '1',
    contactEmail: `investor-${tag}@example.com`,
    paymentType: 'fiat',
    paymentList: [
      { amount: '1000', currency: 'USD' },
      { amount: '250.5', currency: 'EUR' },
    ],
    ...overrides,
  };
};

export const intakeInvestor = async (h: Harness, overrides: Partial<InvestorIntakeBody> = {}): Promise<Investor> => {
  const response = await h.call(endpoints.intakeInvestor, {
    headers: { 'x-api-key': INTAKE_KEY },
    body: intakeBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().investor as Investor;
};

/** A review of the investor as it reads, with its amounts (or `amounts`, by position). */
export const reviewBody = (investor: Investor, amounts?: readonly string[]) => ({
  id: investor.id,
  investorName: investor.investorName,
  investorId: investor.investorId,
  investorAddress: investor.investorAddress,
  investorType: investor.investorType,
  representedBy: investor.representedBy,
  interestRate: investor.interestRate,
  rewardBonus: investor.rewardBonus,
  contactEmail: investor.contactEmail,
  paymentList: investor.paymentList.map((payment, index) => ({
    id: payment.id,
    version: payment.version,
    amount: amounts?.[index] ?? payment.amount,
    currency: payment.currency,
    paymentType: payment.paymentType,
  })),
});

/** Reviews a pending investor with its declared amounts (or `amounts`, by position). */
export const reviewInvestor = async (
  h: Harness,
  session: SignedIn,
  investor: Investor,
  amounts?: readonly string[],
): Promise<Investor> => {
  const response = await h.call(endpoints.reviewInvestor, { session, body: reviewBody(investor, amounts) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().investor as Investor;
};

/** An active investor whose payments hold `amounts` (default: 1000 USD-paid and 250.5 EUR-paid $BLCK). */
export const activeInvestor = async (
  h: Harness,
  session: SignedIn,
  overrides: Partial<InvestorIntakeBody> = {},
): Promise<Investor> => reviewInvestor(h, session, await intakeInvestor(h, overrides));

export const getInvestor = async (h: Harness, session: SignedIn, id: string) => {
  const response = await h.call(endpoints.getInvestor, { session, params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    investor: Investor;
    payments: Array<Investor['paymentList'][number] & { lock: unknown }>;
    suspendedCurrencies: string[];
  };
};

/** The whole payment list as loaded, with some amounts replaced by position. */
export const fundsList = (investor: Investor, amounts: Record<number, string> = {}) =>
  investor.paymentList.map((payment, index) => ({
    id: payment.id,
    version: payment.version,
    amount: amounts[index] ?? payment.amount,
  }));

/** Ledger counters and transfer count, to show a refused call changed nothing. */
export const ledgerSnapshot = async (h: Harness) =>
  JSON.stringify(
    await Promise.all([
      h.db.query('SELECT count(*)::int AS n FROM ledger_transfers'),
      h.db.query(
        `SELECT id, credits_posted::text, debits_posted::text, credits_pending::text, debits_pending::text
         FROM ledger_accounts ORDER BY id`,
      ),
      h.db.query('SELECT id, status, version FROM investor_payments ORDER BY id'),
      h.db.query('SELECT id, status, available_from, withdrawn_at FROM locked_funds ORDER BY id'),
      h.db.query('SELECT id, status, version FROM investors ORDER BY id'),
      h.db.query('SELECT count(*)::int AS n FROM audit_events'),
    ]),
  );

/** The ledger agrees with itself: every account's counters equal the sums of its transfers, debits equal credits. */
export const verifyBooks = async (h: Harness) => {
  const verdict = await h.app.ledger.verify(h.db);
  expect(verdict.mismatches).toEqual([]);
  expect(verdict.balanced).toBe(true);
  // And every payment's balance as the API shows it is its ledger account's.
  const drift = await h.db.query(
    `SELECT p.id FROM investor_payments p
     JOIN ledger_accounts a ON a.kind = 'investor_payment' AND a.owner = p.id::text
     LEFT JOIN locked_fund_payments lp ON lp.payment_id = p.id
     WHERE (p.status = 'locked') <> (a.debits_pending > 0)
        OR (p.status = 'locked' AND a.debits_pending <> lp.amount)`,
  );
  expect(drift).toEqual([]);
  // And the per-kind totals the dashboard reads, kept by a trigger, are the accounts' sums.
  expect(
    await h.db.query(
      `SELECT kind, sum(accounts)::text AS accounts, sum(debits_posted)::text AS dp, sum(credits_posted)::text AS cp,
         sum(debits_pending)::text AS dn, sum(credits_pending)::text AS cn
       FROM ledger_kind_totals GROUP BY kind HAVING sum(accounts) > 0 ORDER BY kind`,
    ),
  ).toEqual(
    await h.db.query(
      `SELECT kind, count(*)::text AS accounts, sum(debits_posted)::text AS dp, sum(credits_posted)::text AS cp,
         sum(debits_pending)::text AS dn, sum(credits_pending)::text AS cn
       FROM ledger_accounts GROUP BY kind ORDER BY kind`,
    ),
  );
};

/** Records the change events the services publish. */
export const recordEvents = (h: Harness) => {
  const heard: ChangeEvent[] = [];
  h.app.events.onChange((event) => heard.push(event));
  return heard;
};
