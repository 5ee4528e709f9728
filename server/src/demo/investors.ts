// The demo investors and their locks (DEMO_DATA=1), through the investors' and locked funds' public seeding calls:
// investors in every state (their data is `investor-data.ts`), then locks on active ones.
import type { Queryable } from '../db/client';
import { DEMO_INVESTORS } from './investor-data';
import type { InvestorsService } from '../modules/investors/investors.service';
import type { LockedFundsService } from '../modules/funds/funds.service';

/**
 * Investors in every state, then locks on the payments of active ones for issuer wallets: every fourth until a
 * date that has passed (withdrawable now), every fourth until a future date, every fourth already withdrawn.
 */
export const seedInvestorsAndLocks = async (
  tx: Queryable,
  deps: {
    investorsService: Pick<InvestorsService, 'seedDemo'>;
    lockedFundsService: Pick<LockedFundsService, 'seedDemo'>;
  },
  wallets: readonly string[],
) => {
  const investors = await deps.investorsService.seedDemo(tx, DEMO_INVESTORS);
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
  await deps.lockedFundsService.seedDemo(tx, plans);
};
