// Funds (DESIGN §3 "locked-funds", §5/§8): the one owner of investor payments and their locks. Payments are
// declared at intake, credited by the review and changed through the ledger; a lock reserves available payments
// for an issuer wallet until a date, and the withdrawal posts them there. One operation per file; this is the
// composition, with the locked-funds calls' method names and the calls the investors module reaches them by.
import type {
  Admin,
  LockAvailabilityBody,
  LockedFundsExportQuery,
  LockedFundsListQuery,
  LockFundsBody,
  PaymentType,
  WithdrawFundsBody,
} from '@blck/contract';
import type { Queryable } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import type { MoneyStep } from '../ledger/money-operation';
import { changeAvailability } from './change-availability';
import { changeFunds, planFundsChange, type FundsChangePlan } from './change-funds';
import { assertCurrenciesKnown, checkCredit, creditPayments, declarePayments } from './credit-payments';
import { assertListFresh, type FundsDeps } from './funds-deps';
import { exportLocksCsv, listLocks } from './list-locks';
import { createMoneyBatches } from '../ledger/money-batch';
import { lockOperation, lockRequest } from './lock-funds';
import { withdrawOperation, withdrawRequest } from './withdraw';
import { readMovements } from './read-movements';

export type { FundsDeps } from './funds-deps';
export type { FundsChange, FundsChangePlan } from './change-funds';
export type { WithdrawnFunds } from './withdraw';
export type { StoredPayment, PaymentLock } from './payments.repository';
export { blck, describePayment, paymentsByInvestor } from './funds-deps';

export const createFundsService = (deps: FundsDeps) => {
  // Locks and withdrawals that arrive together share a batch.
  const read = readMovements(deps);
  const batches = createMoneyBatches(deps, {
    lock: lockOperation(deps, read),
    withdraw: withdrawOperation(deps, read),
  });
  return {
    // The locked-funds calls; `arriving` counts a lock or a withdrawal on its way to their batch.
    arriving: batches.arriving,
    list: (query: LockedFundsListQuery) => listLocks(deps, query),
    exportCsv: (query: LockedFundsExportQuery) => exportLocksCsv(deps, query),
    lock: async (actor: Admin, body: LockFundsBody, context: AuditContext, idempotencyKey: string | null) => ({
      lockedFunds: await batches.run('lock', { actor, idempotencyKey, request: lockRequest(body), context }),
    }),
    withdraw: async (actor: Admin, body: WithdrawFundsBody, context: AuditContext, idempotencyKey: string | null) => ({
      unlockedFunds: await batches.run('withdraw', { actor, idempotencyKey, request: withdrawRequest(body), context }),
    }),
    /** A lock and a withdrawal at given moments inside a caller's transaction, as the system (the demo seed). */
    lockWithin: (tx: Queryable, request: LockFundsBody, context: AuditContext, at: Date) =>
      batches.within(tx, 'lock', { actor: null, idempotencyKey: null, request: lockRequest(request), context, at }),
    withdrawWithin: (tx: Queryable, request: WithdrawFundsBody, context: AuditContext, at: Date) =>
      batches.within(tx, 'withdraw', {
        actor: null,
        idempotencyKey: null,
        request: withdrawRequest(request),
        context,
        at,
      }),
    setAvailability: (body: LockAvailabilityBody, context: AuditContext) => changeAvailability(deps, body, context),

    // For the investors module, inside its transaction.
    /** The payments of these investors in their order, with balances and locks (locked when `forUpdate`). */
    paymentsOf: (q: Queryable, investorIds: readonly string[], forUpdate = false) =>
      deps.paymentsRepository.paymentsOf(q, investorIds, forUpdate),
    assertCurrenciesKnown: (q: Queryable, currencies: readonly string[]) => assertCurrenciesKnown(deps, q, currencies),
    declarePayments: (
      tx: Queryable,
      investorId: string,
      paymentType: PaymentType,
      paymentList: ReadonlyArray<{ amount: string; currency: string }>,
      at: Date,
    ) => declarePayments(deps, tx, investorId, paymentType, paymentList, at),
    assertListFresh,
    checkCredit: (tx: Queryable, currencies: readonly string[]) => checkCredit(deps, tx, currencies),
    creditPayments: (
      step: MoneyStep,
      items: ReadonlyArray<{ id: string; amount: string; currency: string; paymentType: PaymentType }>,
      reason: string | null,
      now: Date,
    ) => creditPayments(deps, step, items, reason, now),
    planFundsChange,
    changeFunds: (step: MoneyStep, changes: FundsChangePlan, reason: string | null, now: Date) =>
      changeFunds(deps, step, changes, reason, now),
  };
};

export type FundsService = ReturnType<typeof createFundsService>;
/** The locked-funds calls, by their former name. */
export type LockedFundsService = FundsService;
