// The demo investors and their locks (DEMO_DATA=1), through the investors' and funds' operations: investors in every
// state (their data is `investor-data.ts`), then locks on active ones.
import type { Queryable } from '../db/client';
import { DEMO_INVESTORS } from './investor-data';
import type { FundsDeps } from '../modules/funds/funds-deps';
import type { InvestorsServiceDeps } from '../modules/investors/investor-deps';
import { seedDemoInvestors } from './investor-operations';
import { seedDemoLocks } from './lock-operations';

/**
 * Investors in every state, then locks on the payments of active ones for issuer wallets: every fourth until a
 * date that has passed (withdrawable now), every fourth until a future date, every fourth already withdrawn.
 */
export const seedInvestorsAndLocks = async (
  tx: Queryable,
  deps: {
    investorOperations: InvestorsServiceDeps;
    fundsOperations: FundsDeps;
  },
  wallets: readonly string[],
) => {
  const investors = await seedDemoInvestors(deps.investorOperations, tx, DEMO_INVESTORS);
  const active = investors.filter((entry) => entry.state === 'active').map((entry) => entry.investor);
  const plans = active.flatMap((investor, index) => {
    const kind = index % 4;
    if (kind === 3 || wallets.length === 0) return [];
    // Investors with three payments lock two of them together; the others lock their first.
    const paymentIds = investor.paymentList.slice(0, investor.paymentList.length >= 3 ? 2 : 1).map((p) => p.id);
    const walletAddress = wallets[(index * 7) % wallets.length]!;
    const timing = [
      { lockedDaysAgo: 45 + index, availableInDays: -(index % 5) - 1, withdrawnDaysAgo: null },
      { lockedDaysAgo: 10 + index, availableInDays: 30 + index * 9, withdrawnDaysAgo: null },
      { lockedDaysAgo: 150 + index, availableInDays: -60, withdrawnDaysAgo: 50 - index },
    ][kind]!;
    return [{ investorId: investor.id, paymentIds, walletAddress, ...timing }];
  });
  await seedDemoLocks(deps.fundsOperations, tx, plans);
};
