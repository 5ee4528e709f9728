// Status: a reviewed investor cancelled, or a cancelled one reactivated (no money moves).
import { AUDIT_ACTION, AUDIT_RESOURCE, type InvestorCancellationBody } from '@blck/contract';
import type { Queryable } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import { lockForChange, notReviewed, type InvestorsServiceDeps } from './investor-deps';
import { toInvestor } from './investor-view';

/** Cancels an active investor or reactivates a cancelled one, in the caller's transaction. */
export const setActive = async (
  deps: InvestorsServiceDeps,
  tx: Queryable,
  body: InvestorCancellationBody,
  context: AuditContext,
) => {
  const { investor: current, payments } = await lockForChange(deps, tx, body.id);
  if (current.status === 'pending') throw notReviewed('only a reviewed investor can be cancelled or reactivated.');
  const status = body.isActive ? 'active' : 'cancelled';
  if (current.status === status) return { investor: toInvestor(current, payments), changed: false };
  const updated = await deps.investorsRepository.setStatus(tx, current.id, status, deps.clock.now());
  await deps.audit.append(tx, context, {
    action: body.isActive ? AUDIT_ACTION.investorReactivated : AUDIT_ACTION.investorCancelled,
    resource: AUDIT_RESOURCE.investor,
    resourceId: current.id,
    before: { status: current.status },
    after: { status },
    reason: body.reason ?? null,
  });
  return { investor: toInvestor(updated, payments), changed: true };
};
