// What every investor operation shares: its dependencies, the locked read of an investor with its payments
// (the payments through the funds service), and the refusals and announcements several operations give alike.
import type { Db, Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ChangeEvent, EventBus } from '../../lib/events';
import { INVESTORS_ERRORS, INVESTORS_EVENTS } from '@blck/contract';
import { apiError } from '../../lib/http-error';
import type { AuditService } from '../audit/audit.service';
import type { FundsService } from '../funds/funds.service';
import type { MoneyOperations } from '../ledger/money-operation';
import type { WalletsService } from '../wallets/wallets.service';
import type { InvestorsRepository } from './investors.repository';

export interface InvestorsServiceDeps {
  db: Db;
  clock: Clock;
  money: MoneyOperations;
  audit: AuditService;
  events: EventBus;
  investorsRepository: InvestorsRepository;
  fundsService: Pick<
    FundsService,
    | 'paymentsOf'
    | 'assertCurrenciesKnown'
    | 'declarePayments'
    | 'assertListFresh'
    | 'checkCredit'
    | 'creditPayments'
    | 'planFundsChange'
    | 'changeFunds'
  >;
  walletsService: Pick<WalletsService, 'inactiveCurrencies'>;
}

export const noInvestor = () => apiError(INVESTORS_ERRORS.notFound);

/** 409 for what only a reviewed investor allows; `why` completes "Review the investor first: …". */
export const notReviewed = (why: string) => apiError(INVESTORS_ERRORS.notReviewed, why);

/** The realtime change of one investor. */
export const investorChanged = (id: string, action: string): ChangeEvent => ({
  area: 'investors',
  resource: INVESTORS_EVENTS.changed.resource,
  id,
  action,
});

export const announce = (deps: InvestorsServiceDeps, id: string, action: string) =>
  deps.events.changed(investorChanged(id, action));

/** The investor and its payments (404 when there is none). */
export const read = async (deps: InvestorsServiceDeps, q: Queryable, id: string) => {
  const investor = await deps.investorsRepository.findById(q, id);
  if (!investor) throw noInvestor();
  return { investor, payments: await deps.fundsService.paymentsOf(q, [id]) };
};

/** Locks the investor, then its payments, for a change in the caller's transaction (404 when there is none). */
export const lockForChange = async (deps: InvestorsServiceDeps, tx: Queryable, id: string) => {
  const investor = await deps.investorsRepository.findById(tx, id, true);
  if (!investor) throw noInvestor();
  return { investor, payments: await deps.fundsService.paymentsOf(tx, [id], true) };
};
