// A lock's availability date moves (no money moves: the pending legs stay as they are).
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  LOCKED_FUNDS_ERRORS,
  type LockAvailabilityBody,
  type LockedFunds,
} from '@blck/contract';
import { apiError } from '../../lib/http-error';
import type { AuditContext } from '../audit/audit.service';
import { holderChanged, lockChanged, type FundsDeps } from './funds-deps';

export const changeAvailability = async (
  deps: FundsDeps,
  body: LockAvailabilityBody,
  context: AuditContext,
): Promise<{ lockedFunds: LockedFunds }> => {
  const { db, clock, audit, events, locksRepository } = deps;
  const availableFrom = new Date(body.availableFrom);
  const { lockedFunds, changed } = await db.transaction(async (tx) => {
    const current = await locksRepository.findById(tx, body.id, true);
    if (!current) throw apiError(LOCKED_FUNDS_ERRORS.notFound);
    if (current.status === 'withdrawn') {
      throw apiError(LOCKED_FUNDS_ERRORS.availabilityAfterWithdrawal);
    }
    if (new Date(current.availableFrom).getTime() === availableFrom.getTime()) {
      return { lockedFunds: current, changed: false };
    }
    await locksRepository.setAvailableFrom(tx, current.id, availableFrom, clock.now());
    await audit.append(tx, context, {
      action: AUDIT_ACTION.lockedFundsAvailabilityChanged,
      resource: AUDIT_RESOURCE.lockedFunds,
      resourceId: current.id,
      before: { availableFrom: current.availableFrom },
      after: { availableFrom: availableFrom.toISOString() },
    });
    return { lockedFunds: (await locksRepository.findById(tx, current.id))!, changed: true };
  });
  if (changed) {
    events.changed(lockChanged(lockedFunds.id, 'availability'));
    events.changed(holderChanged(lockedFunds.investorId, 'availability'));
  }
  return { lockedFunds };
};
