// Payments come in: declared at intake (nothing in the ledger yet), then credited by the review, external →
// payment, one leg each in the review's journal.
import { randomUUID } from 'node:crypto';
import { BLCK_CURRENCY, INVESTORS_ERRORS, toBaseUnits, type PaymentType } from '@blck/contract';
import type { Queryable } from '../../db/client';
import { apiError } from '../../lib/http-error';
import type { MoneyStep } from '../ledger/money-operation';
import { assertCurrenciesActive, paymentAccount, type FundsDeps } from './funds-deps';

/** Refuses unknown currencies (422): payments are in the currencies of the official wallets. */
export const assertCurrenciesKnown = async (deps: FundsDeps, q: Queryable, currencies: readonly string[]) => {
  const known = await deps.walletsService.knownCurrencies(q, currencies);
  const unknown = [...new Set(currencies)].filter((currency) => !known.has(currency));
  if (unknown.length > 0) {
    throw apiError(INVESTORS_ERRORS.unknownCurrency, unknown.join(', '));
  }
};

/** The payments a new investor declares, in their order, in the caller's transaction (nothing in the ledger). */
export const declarePayments = (
  deps: FundsDeps,
  tx: Queryable,
  investorId: string,
  paymentType: PaymentType,
  paymentList: ReadonlyArray<{ amount: string; currency: string }>,
  at: Date,
) =>
  deps.paymentsRepository.insertPayments(
    tx,
    investorId,
    paymentList.map((payment, position) => ({
      id: randomUUID(),
      position,
      currency: payment.currency,
      paymentType,
      declaredAmount: toBaseUnits(payment.amount),
    })),
    at,
  );

/** The reviewed payments, checked: their currencies known and active (before anything is written). */
export const checkCredit = async (deps: FundsDeps, tx: Queryable, currencies: readonly string[]) => {
  await assertCurrenciesKnown(deps, tx, currencies);
  await assertCurrenciesActive(deps, tx, currencies);
};

/** Credits each reviewed payment with its amount: its reviewed currency and type, and one ledger leg. */
export const creditPayments = async (
  deps: FundsDeps,
  step: MoneyStep,
  items: ReadonlyArray<{ id: string; amount: string; currency: string; paymentType: PaymentType }>,
  reason: string | null,
  now: Date,
) => {
  const { tx } = step;
  const external = items.length > 0 ? await deps.ledger.externalAccount(tx, BLCK_CURRENCY) : null;
  for (const item of items) {
    await deps.paymentsRepository.reviewPayment(tx, item.id, item, now);
    await deps.ledger.transfer(tx, {
      debit: external!,
      credit: await paymentAccount(deps, tx, item.id),
      amount: toBaseUnits(item.amount),
      adminId: step.adminId,
      idempotencyKey: step.idempotencyKey,
      reason,
      journal: step.journal,
      reference: item.id,
      at: now,
    });
  }
};
