// Review: a pending investor's details checked and the investor active, its payments credited through the ledger
// (one money operation, the credit legs in one journal).
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  INVESTORS_ERRORS,
  type Admin,
  type Investor,
  type ReviewInvestorBody,
} from '@blck/contract';
import { apiError } from '../../lib/http-error';
import type { AuditContext } from '../audit/audit.service';
import type { MoneyOperation } from '../ledger/money-operation';
import { investorChanged, lockForChange, type InvestorsServiceDeps } from './investor-deps';
import { detailsOf, detailsView, paymentsView, toInvestor } from './investor-view';

export const review = (
  deps: InvestorsServiceDeps,
  actor: Pick<Admin, 'id'> | null,
  body: ReviewInvestorBody,
  context: AuditContext,
  idempotencyKey: string | null,
): MoneyOperation<{ investor: Investor }> => ({
  name: 'reviewInvestor',
  actor,
  idempotencyKey,
  request: body,
  code: 'payment_credit',
  context,
  run: async (step) => {
    const { tx } = step;
    const { investorsRepository, fundsService } = deps;
    const { investor, payments } = await lockForChange(deps, tx, body.id);
    if (investor.status !== 'pending') {
      throw apiError(INVESTORS_ERRORS.alreadyReviewed);
    }
    fundsService.assertListFresh(payments, body.paymentList);
    await fundsService.checkCredit(
      tx,
      body.paymentList.map((payment) => payment.currency),
    );
    const now = deps.clock.now();
    const reviewed = await investorsRepository.markReviewed(
      tx,
      investor.id,
      { ...detailsOf(body), investorType: body.investorType },
      now,
    );
    await fundsService.creditPayments(step, body.paymentList, body.reason ?? null, now);
    const after = await fundsService.paymentsOf(tx, [investor.id]);
    return {
      result: { investor: toInvestor(reviewed, after) },
      audit: {
        action: AUDIT_ACTION.investorReviewed,
        resource: AUDIT_RESOURCE.investor,
        resourceId: investor.id,
        before: { status: investor.status, ...detailsView(investor), payments: paymentsView(investor, payments) },
        after: { status: reviewed.status, ...detailsView(reviewed), payments: paymentsView(reviewed, after) },
        reason: body.reason ?? null,
      },
    };
  },
  announce: (result) => [investorChanged(result.investor.id, 'reviewed')],
});
