// A change of a reviewed investor's payments: the amounts through the funds service (one money operation, its
// legs in one journal) and the investor's payment type, audited together.
import { AUDIT_ACTION, AUDIT_RESOURCE, type Admin, type Investor, type InvestorFundsBody } from '@blck/contract';
import type { AuditContext } from '../audit/audit.service';
import type { MoneyOperation } from '../ledger/money-operation';
import { investorChanged, lockForChange, notReviewed, type InvestorsServiceDeps } from './investor-deps';
import { toInvestor } from './investor-view';

export interface FundsUpdate {
  investor: Investor;
  changes: Array<{ paymentId: string; before: string; after: string }>;
}

export const updateFunds = (
  deps: InvestorsServiceDeps,
  actor: Pick<Admin, 'id'> | null,
  body: InvestorFundsBody,
  context: AuditContext,
  idempotencyKey: string | null,
): MoneyOperation<FundsUpdate> => ({
  name: 'updateInvestorFunds',
  actor,
  idempotencyKey,
  request: body,
  code: 'payment_change',
  context,
  run: async (step) => {
    const { tx } = step;
    const { investorsRepository, fundsService } = deps;
    const { investor, payments } = await lockForChange(deps, tx, body.id);
    if (investor.status === 'pending') throw notReviewed("a pending investor's payments are credited by the review.");
    fundsService.assertListFresh(payments, body.paymentList);
    const plan = fundsService.planFundsChange(investor.status, payments, body.paymentList);
    const paymentTypeChanged = body.paymentType !== investor.paymentType;
    if (plan.length === 0 && !paymentTypeChanged) {
      return { result: { investor: toInvestor(investor, payments), changes: [] }, audit: null };
    }
    const now = deps.clock.now();
    const listed = await fundsService.changeFunds(step, plan, body.reason ?? null, now);
    const updated = paymentTypeChanged
      ? await investorsRepository.setPaymentType(tx, investor.id, body.paymentType, now)
      : investor;
    return {
      result: {
        investor: toInvestor(updated, await fundsService.paymentsOf(tx, [investor.id])),
        changes: listed.map(({ paymentId, before, after }) => ({ paymentId, before, after })),
      },
      audit: {
        action: AUDIT_ACTION.investorFundsUpdated,
        resource: AUDIT_RESOURCE.investor,
        resourceId: investor.id,
        before: {
          paymentType: investor.paymentType,
          payments: listed.map(({ paymentId, before }) => ({ paymentId, amount: before })),
        },
        after: {
          paymentType: body.paymentType,
          payments: listed.map(({ paymentId, after }) => ({ paymentId, amount: after })),
          changes: listed,
        },
        reason: body.reason ?? null,
      },
    };
  },
  announce: (result) => [investorChanged(result.investor.id, 'funds')],
});
