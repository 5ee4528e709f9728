// Details: a reviewed investor's name, number, address, representative, rates and email (no money moves).
import { AUDIT_ACTION, AUDIT_RESOURCE, type UpdateInvestorBody } from '@blck/contract';
import type { AuditContext } from '../audit/audit.service';
import { announce, lockForChange, notReviewed, type InvestorsServiceDeps } from './investor-deps';
import { detailsOf, detailsView, toInvestor } from './investor-view';

/** Edits the details; an unchanged edit writes nothing and announces nothing. */
export const updateDetails = async (
  deps: InvestorsServiceDeps,
  id: string,
  body: UpdateInvestorBody,
  context: AuditContext,
) => {
  const { investor, changed } = await deps.db.transaction(async (tx) => {
    const { investor: current, payments } = await lockForChange(deps, tx, id);
    if (current.status === 'pending') throw notReviewed("the review sets a pending investor's details.");
    const details = detailsOf(body);
    const before = detailsView(current);
    if (JSON.stringify(before) === JSON.stringify(detailsView({ ...current, ...details }))) {
      return { investor: toInvestor(current, payments), changed: false };
    }
    const updated = await deps.investorsRepository.updateDetails(tx, id, details, deps.clock.now());
    await deps.audit.append(tx, context, {
      action: AUDIT_ACTION.investorUpdated,
      resource: AUDIT_RESOURCE.investor,
      resourceId: id,
      before,
      after: detailsView(updated),
    });
    return { investor: toInvestor(updated, payments), changed: true };
  });
  if (changed) announce(deps, investor.id, 'updated');
  return investor;
};
