// What every funds operation shares: its dependencies, the locked view of an investor's payments, the ledger
// account of a payment, and the refusals several operations give alike.
import {
  BLCK_CURRENCY,
  INVESTORS_ERRORS,
  INVESTORS_EVENTS,
  LOCKED_FUNDS_ERRORS,
  LOCKED_FUNDS_EVENTS,
  formatBlck,
  fromBaseUnits,
} from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ChangeEvent, EventBus } from '../../lib/events';
import { apiError } from '../../lib/http-error';
import type { AuditService } from '../audit/audit.service';
import type { AccountSpec, Ledger } from '../ledger/ledger.service';
import type { MoneyBatchDeps } from '../ledger/money-batch';
import type { MoneyOperations } from '../ledger/money-operation';
import type { WalletsService } from '../wallets/wallets.service';
import type { LocksRepository } from './locks.repository';
import { PAYMENT_ACCOUNT_KIND, type PaymentsRepository, type StoredPayment } from './payments.repository';

export interface FundsDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  money: MoneyOperations;
  /** What the money batches need besides the above (money-batch). */
  idempotency: MoneyBatchDeps['idempotency'];
  audit: AuditService;
  events: EventBus;
  paymentsRepository: PaymentsRepository;
  locksRepository: LocksRepository;
  walletsService: Pick<
    WalletsService,
    | 'assertCurrenciesActive'
    | 'shareLockCurrencies'
    | 'currencyRefusal'
    | 'findWalletOwners'
    | 'walletAccountSpec'
    | 'knownCurrencies'
    | 'inactiveCurrencies'
  >;
}

export const blck = (units: bigint) => formatBlck(fromBaseUnits(units));

/** "The USD payment of 1,250.5 $BLCK", to name a payment in a message. */
export const describePayment = (payment: StoredPayment, amount = payment.balance) =>
  `The ${payment.currency} payment of ${blck(amount)}`;

/** The realtime change of a lock. */
export const lockChanged = (id: string, action: string): ChangeEvent => ({
  area: 'lockedFunds',
  resource: LOCKED_FUNDS_EVENTS.changed.resource,
  id,
  action,
});

/** The realtime change of the investor who holds the payments. */
export const holderChanged = (id: string, action: string): ChangeEvent => ({
  area: 'investors',
  resource: INVESTORS_EVENTS.changed.resource,
  id,
  action,
});

export const noInvestor = () => apiError(INVESTORS_ERRORS.notFound);

/**
 * Refuses a movement while the official wallet of a payment's currency, or of BLCK (the unit every payment
 * balance is kept in), is suspended. Share locks taken in one order, held until commit.
 */
export const assertCurrenciesActive = (deps: FundsDeps, tx: Queryable, currencies: readonly string[]) =>
  deps.walletsService.assertCurrenciesActive(tx, [BLCK_CURRENCY, ...currencies]);

/** The refusal of a movement of these payments, given which currencies are active (BLCK's and each payment's). */
export const currencyRefusalOf = (
  deps: FundsDeps,
  active: ReadonlyMap<string, boolean>,
  payments: readonly StoredPayment[],
) => deps.walletsService.currencyRefusal(active, [BLCK_CURRENCY, ...payments.map((payment) => payment.currency)]);

/** The ledger account of a payment, named for the ledger (created on first use); it cannot go below zero. */
export const paymentAccountSpec = (paymentId: string): AccountSpec => ({
  kind: PAYMENT_ACCOUNT_KIND,
  owner: paymentId,
  currency: BLCK_CURRENCY,
  noOverdraft: true,
});

/** The id of a payment's ledger account (created on first use). */
export const paymentAccount = (deps: FundsDeps, tx: Queryable, paymentId: string) =>
  deps.ledger.ensureAccount(tx, paymentAccountSpec(paymentId));

/** Payments grouped by their investor, each investor's in the order read. */
export const paymentsByInvestor = (payments: readonly StoredPayment[]) => {
  const byInvestor = new Map<string, StoredPayment[]>();
  for (const payment of payments) {
    const list = byInvestor.get(payment.investorId);
    if (list) list.push(payment);
    else byInvestor.set(payment.investorId, [payment]);
  }
  return byInvestor;
};

/** The investor's payments with these ids, in the order asked; 404 for one that is not theirs. */
export const choose = (payments: readonly StoredPayment[], ids: readonly string[]) => {
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  return ids.map((id) => {
    const payment = byId.get(id);
    if (!payment) {
      throw apiError(LOCKED_FUNDS_ERRORS.paymentNotFound, id);
    }
    return payment;
  });
};

/**
 * Checks a list sent back by the console against the stored one: the same payments, each at the version it
 * was read at; 409 asking to reload otherwise.
 */
export const assertListFresh = (
  stored: readonly StoredPayment[],
  sent: ReadonlyArray<{ id: string; version: number }>,
): void => {
  const byId = new Map(stored.map((payment) => [payment.id, payment]));
  const fresh =
    sent.length === stored.length &&
    new Set(sent.map((payment) => payment.id)).size === sent.length &&
    sent.every((payment) => byId.get(payment.id)?.version === payment.version);
  if (!fresh) throw apiError(INVESTORS_ERRORS.staleList);
};
