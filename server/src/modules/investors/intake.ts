// Intake: a new investor, pending review, with the payments it declared (nothing in the ledger yet).
import { AUDIT_ACTION, AUDIT_RESOURCE, type Investor, type InvestorIntakeBody } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import { type InvestorsServiceDeps } from './investor-deps';
import { detailsOf, detailsView, paymentsView, toInvestor } from './investor-view';

/** The intake in the caller's transaction, registered `at`. */
export const intake = async (
  deps: InvestorsServiceDeps,
  tx: Queryable,
  body: InvestorIntakeBody,
  context: AuditContext,
  at: Date,
): Promise<Investor> => {
  const { investorsRepository, fundsService } = deps;
  await fundsService.assertCurrenciesKnown(
    tx,
    body.paymentList.map((payment) => payment.currency),
  );
  const created = await investorsRepository.insert(tx, {
    id: randomUUID(),
    ...detailsOf(body),
    investorType: body.investorType,
    paymentType: body.paymentType,
    now: at,
  });
  await fundsService.declarePayments(tx, created.id, body.paymentType, body.paymentList, at);
  const payments = await fundsService.paymentsOf(tx, [created.id]);
  await deps.audit.append(tx, context, {
    action: AUDIT_ACTION.investorRegistered,
    resource: AUDIT_RESOURCE.investor,
    resourceId: created.id,
    after: {
      status: created.status,
      ...detailsView(created),
      paymentType: created.paymentType,
      payments: paymentsView(created, payments),
    },
  });
  return toInvestor(created, payments);
};
