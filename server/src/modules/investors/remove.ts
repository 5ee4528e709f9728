// Removal: an investor whose payments hold nothing, locked or not, leaves the lists (the row stays, removed).
import { AUDIT_ACTION, AUDIT_RESOURCE, INVESTORS_ERRORS } from '@blck/contract';
import { apiError } from '../../lib/http-error';
import { formatAvailability } from '../../lib/moment';
import type { AuditContext } from '../audit/audit.service';
import { blck } from '../funds/funds.service';
import { announce, lockForChange, type InvestorsServiceDeps } from './investor-deps';
import { detailsView, paymentsView } from './investor-view';

export const remove = async (deps: InvestorsServiceDeps, id: string, context: AuditContext) => {
  await deps.db.transaction(async (tx) => {
    const { investor, payments } = await lockForChange(deps, tx, id);
    const locked = payments.filter((payment) => payment.reserved > 0n);
    if (locked.length > 0) {
      const until = new Date(Math.max(...locked.map((payment) => payment.lock!.availableFrom.getTime())));
      throw apiError(
        INVESTORS_ERRORS.hasLockedFunds,
        blck(locked.reduce((sum, payment) => sum + payment.reserved, 0n)),
        formatAvailability(until),
      );
    }
    const holding = payments.filter((payment) => payment.balance > 0n);
    if (holding.length > 0) {
      const total = holding.reduce((sum, payment) => sum + payment.balance, 0n);
      throw apiError(
        INVESTORS_ERRORS.holdsFunds,
        blck(total),
        holding.length === 1 ? 'one payment' : `${holding.length} payments`,
      );
    }
    await deps.investorsRepository.markRemoved(tx, id, deps.clock.now());
    await deps.audit.append(tx, context, {
      action: AUDIT_ACTION.investorRemoved,
      resource: AUDIT_RESOURCE.investor,
      resourceId: id,
      before: { status: investor.status, ...detailsView(investor), payments: paymentsView(investor, payments) },
      after: null,
    });
  });
  announce(deps, id, 'removed');
  return { id };
};
