// Seeds realistic demo data on an empty database (DEMO_DATA=1, `npm run demo`), once, in one transaction: each
// domain's file beside this one adds its part, at times counted back from the injected clock's now.
import type { Db } from '../db/client';
import { getOrCreateSecret } from '../db/stores';
import type { Clock } from '../lib/clock';
import type { PasswordHasher } from '../lib/passwords';
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import type { AdminsRepository } from '../modules/admins/admins.repository';
import type { AuditService } from '../modules/audit/audit.service';
import type { BlckRepository } from '../modules/blck-value/blck-value.repository';
import type { FiatsRepository } from '../modules/fiats/fiats.repository';
import type { InvestorsServiceDeps } from '../modules/investors/investor-deps';
import type { IssuersRepository } from '../modules/issuers/issuers.repository';
import type { FundsDeps } from '../modules/funds/funds-deps';
import type { ValidatorsRepository } from '../modules/validators/validators.repository';
import type { WalletsRepository } from '../modules/wallets/wallets.repository';
import type { WalletsService } from '../modules/wallets/wallets.service';
import { DEMO_PASSWORD, seedAdmins } from './admins';
import { seedBlckValues } from './blck-value';
import { DEMO_DEPOSITS, seedDeposits } from './deposits';
import { seedFiats } from './fiats';
import { seedInvestorsAndLocks } from './investors';
import { seedIssuers } from './issuers';
import { SEEDING } from './shared';
import { seedValidators } from './validators';

export interface DemoSeederDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  audit: AuditService;
  adminsRepository: AdminsRepository;
  issuersRepository: IssuersRepository;
  walletsRepository: Pick<WalletsRepository, 'listKycWalletOwners'>;
  walletsService: Pick<WalletsService, 'recordDeposit'>;
  /** What the investors' and funds' operations run with: the demo calls them as their routes' services do. */
  investorOperations: InvestorsServiceDeps;
  fundsOperations: FundsDeps;
  fiatsRepository: FiatsRepository;
  blckRepository: BlckRepository;
  validatorsRepository: ValidatorsRepository;
}

export const createDemoSeeder = (deps: DemoSeederDeps) => ({
  /** Seeds once; returns false when the database was seeded before. */
  seed: async (options: { deposits?: number } = {}): Promise<boolean> => {
    const passwordHash = await deps.hasher.hash(DEMO_PASSWORD);
    return deps.db.transaction(async (tx) => {
      const marker = await tx.query(`SELECT 1 FROM app_secrets WHERE name = 'demo_seeded'`);
      if (marker.length > 0) return false;
      await getOrCreateSecret(tx, 'demo_seeded');
      const now = deps.clock.now().getTime();
      await seedAdmins(tx, deps, passwordHash, now);
      const issuers = await seedIssuers(tx, deps, now);
      const deposits = await seedDeposits(tx, deps, options.deposits ?? DEMO_DEPOSITS, now);
      await deps.audit.append(tx, SEEDING, {
        action: AUDIT_ACTION.demoDepositsSeeded,
        resource: AUDIT_RESOURCE.deposit,
        after: { count: deposits },
      });
      await seedInvestorsAndLocks(
        tx,
        deps,
        issuers.filter((issuer) => issuer.kycStatus === 'completed' && issuer.wallet).map((issuer) => issuer.wallet!),
      );
      // A deactivated currency, a year of monthly token values, custom validators in every state.
      await seedFiats(tx, deps, new Date(now));
      await seedBlckValues(tx, deps, now);
      await seedValidators(tx, deps, now);
      return true;
    });
  },
});

export type DemoSeeder = ReturnType<typeof createDemoSeeder>;
