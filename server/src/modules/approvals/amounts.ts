// What a money action moves, read off its answer: the amounts (in $BLCK) by the currency a policy's
// threshold is chosen by. Investor payments keep the currency they were paid in; deposits, locks and withdrawals
// count in $BLCK.
import { BLCK_CURRENCY, fromBaseUnits, toBaseUnits, type ApprovalAction } from '@blck/contract';

export interface MovedAmount {
  currency: string;
  amount: string;
}

interface InvestorFundsAnswer {
  investor: { paymentList: Array<{ id: string; currency: string }> };
  changes: Array<{ paymentId: string; before: string; after: string }>;
}

const inBlck = (amount: string | undefined): MovedAmount[] =>
  amount === undefined ? [] : [{ currency: BLCK_CURRENCY, amount }];

const byCurrency = (answer: InvestorFundsAnswer): MovedAmount[] => {
  const totals = new Map<string, bigint>();
  for (const change of answer.changes) {
    const currency = answer.investor.paymentList.find((payment) => payment.id === change.paymentId)?.currency;
    const delta = toBaseUnits(change.after) - toBaseUnits(change.before);
    const key = currency ?? BLCK_CURRENCY;
    totals.set(key, (totals.get(key) ?? 0n) + (delta < 0n ? -delta : delta));
  }
  return [...totals].map(([currency, units]) => ({ currency, amount: fromBaseUnits(units) }));
};

/**
 * The amounts a money action moves, when the request alone says so (a deposit names its amount); null when only the
 * call's answer can tell (a payment change moves the difference to the stored amount).
 */
export const amountsRequested = (action: ApprovalAction, body: unknown): MovedAmount[] | null =>
  action === 'issuerDeposit' ? inBlck((body as { amount?: string }).amount) : null;

/** The amounts a money action moves (empty for the others). */
export const amountsMoved = (action: ApprovalAction, body: unknown, answer: unknown): MovedAmount[] => {
  switch (action) {
    case 'issuerDeposit':
      return amountsRequested(action, body)!;
    case 'investorFunds':
      return byCurrency(answer as InvestorFundsAnswer);
    case 'lockFunds':
      return inBlck((answer as { lockedFunds?: { amount: string } }).lockedFunds?.amount);
    case 'withdrawFunds':
      return inBlck((answer as { unlockedFunds?: { amount: string } }).unlockedFunds?.amount);
    default:
      return [];
  }
};
