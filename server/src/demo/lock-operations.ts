// Demo locks inside the demo seed's transaction, through the funds module's own lock and withdrawal operations (the
// ones its calls run), at times counted back from the injected clock.
import type { Queryable } from '../db/client';
import type { AuditContext } from '../modules/audit/audit.service';
import type { FundsDeps } from '../modules/funds/funds-deps';
import { createFundsService } from '../modules/funds/funds.service';

export interface DemoLockPlan {
  investorId: string;
  paymentIds: string[];
  walletAddress: string;
  lockedDaysAgo: number;
  availableInDays: number;
  /** Null: still locked. */
  withdrawnDaysAgo: number | null;
}

const DAY = 86_400_000;

/**
 * Locks for the given active investors' available payments: some made weeks ago and withdrawable now, some until
 * a future date, and some already withdrawn.
 */
export const seedDemoLocks = async (deps: FundsDeps, tx: Queryable, plans: readonly DemoLockPlan[]) => {
  const system: AuditContext = { actorId: null, actorEmail: null, requestId: null, ip: null };
  const funds = createFundsService(deps);
  const today = deps.clock.now().getTime();
  for (const plan of plans) {
    const lockedAt = new Date(today - plan.lockedDaysAgo * DAY);
    const availableFrom = new Date(Math.floor((today + plan.availableInDays * DAY) / DAY) * DAY).toISOString();
    const { investorId, paymentIds, walletAddress } = plan;
    await funds.lockWithin(tx, { investorId, paymentIds, walletAddress, availableFrom }, system, lockedAt);
    if (plan.withdrawnDaysAgo !== null) {
      await funds.withdrawWithin(
        tx,
        { investorId, paymentIds, walletAddress },
        system,
        new Date(today - plan.withdrawnDaysAgo * DAY),
      );
    }
  }
  return plans.length;
};
