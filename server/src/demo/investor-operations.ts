// Demo investors inside the demo seed's transaction, through the investors module's own intake, review, funds and
// status operations (the ones its calls run), at times counted back from the injected clock.
import { fromBaseUnits, toBaseUnits, type Investor, type InvestorIntakeBody } from '@blck/contract';
import type { Queryable } from '../db/client';
import type { AuditContext } from '../modules/audit/audit.service';
import type { InvestorsServiceDeps } from '../modules/investors/investor-deps';
import { intake } from '../modules/investors/intake';
import { review } from '../modules/investors/review';
import { setActive } from '../modules/investors/set-status';
import { updateFunds } from '../modules/investors/update-funds';

/** One demo investor: its intake, the state it is brought to, and a top-up through the funds diff. */
export interface DemoInvestor {
  state: 'pending' | 'active' | 'cancelled';
  intake: InvestorIntakeBody;
  /** Added to the first payment after the review, through the funds diff. */
  topUp?: string;
}

const DAY = 86_400_000;

/**
 * Investors registered over the last months, most of them reviewed (their payments credited through the ledger),
 * some funds moved, some cancelled, some pending. Returns each with its state.
 */
export const seedDemoInvestors = async (deps: InvestorsServiceDeps, tx: Queryable, demo: readonly DemoInvestor[]) => {
  const system: AuditContext = { actorId: null, actorEmail: null, requestId: null, ip: null };
  const now = deps.clock.now().getTime();
  const seeded: Array<{ investor: Investor; state: DemoInvestor['state'] }> = [];
  for (const [index, entry] of demo.entries()) {
    const registered = new Date(now - (demo.length - index) * 3 * DAY);
    const pending = await intake(deps, tx, entry.intake, system, registered);
    if (entry.state === 'pending') {
      seeded.push({ investor: pending, state: entry.state });
      continue;
    }
    const reviewBody = {
      id: pending.id,
      ...entry.intake,
      paymentList: pending.paymentList.map((payment, position) => ({
        id: payment.id,
        version: payment.version,
        currency: payment.currency,
        paymentType: payment.paymentType,
        // Reviewers sometimes find a little less arrived than was declared.
        amount: position === 1 ? fromBaseUnits((toBaseUnits(payment.amount) * 95n) / 100n) : payment.amount,
      })),
    };
    let { investor } = await deps.money.within(tx, review(deps, null, reviewBody, system, null));
    if (entry.topUp) {
      const first = investor.paymentList[0]!;
      const fundsBody = {
        id: investor.id,
        paymentType: investor.paymentType,
        paymentList: investor.paymentList.map((payment) =>
          payment.id === first.id
            ? {
                id: payment.id,
                version: payment.version,
                amount: fromBaseUnits(toBaseUnits(payment.amount) + toBaseUnits(entry.topUp!)),
              }
            : { id: payment.id, version: payment.version, amount: payment.amount },
        ),
      };
      ({ investor } = await deps.money.within(tx, updateFunds(deps, null, fundsBody, system, null)));
    }
    if (entry.state === 'cancelled')
      ({ investor } = await setActive(deps, tx, { id: investor.id, isActive: false }, system));
    seeded.push({ investor, state: entry.state });
  }
  return seeded;
};
