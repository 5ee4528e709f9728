// The demo deposits (DEMO_DATA=1): deterministic amounts into the wallets of issuers whose KYC is done, spread over
// the last two years, each through the wallets service like any deposit (ledger transfer and history row).
import type { Queryable } from '../db/client';
import type { WalletsRepository } from '../modules/wallets/wallets.repository';
import type { WalletsService } from '../modules/wallets/wallets.service';

/** Deposits spread over two years in the demo data set. */
export const DEMO_DEPOSITS = 2000;

/** Records `count` deposits ending at `now` (ms); the same amounts on every seed. */
export const seedDeposits = async (
  tx: Queryable,
  deps: {
    walletsRepository: Pick<WalletsRepository, 'listKycWalletOwners'>;
    walletsService: Pick<WalletsService, 'recordDeposit'>;
  },
  count: number,
  now: number,
) => {
  const owners = (await deps.walletsRepository.listKycWalletOwners(tx)).slice(0, 40);
  if (owners.length === 0) return 0;
  const twoYears = 730 * 86_400_000;
  let state = 20_251_121;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = 0; i < count; i++) {
    const owner = owners[Math.floor(next() * owners.length)]!;
    const at = new Date(now - twoYears + Math.floor((twoYears * i) / count) + Math.floor(next() * 3_600_000));
    const cents = BigInt(Math.floor(next() * 5_000_000) + 2_500);
    await deps.walletsService.recordDeposit(tx, owner, cents * 10n ** 16n, { actor: null, at, idempotencyKey: null });
  }
  return count;
};
