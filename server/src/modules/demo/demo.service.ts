// Seeds realistic demo data on an empty database (DEMO_DATA=1, `npm run demo`); each domain adds its part.
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import { ALL_PERMISSIONS, type Permission } from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import { getOrCreateSecret } from '../../db/stores';
import type { Clock } from '../../lib/clock';
import type { AdminsRepository } from '../admins/admins.repository';
import type { WalletsService } from '../wallets/wallets.service';
import type { AuditService } from '../audit/audit.service';
import type { PasswordHasher } from '../auth/passwords';
import { newTotpSecret } from '../auth/totp';
import type { BlckService } from '../blck/blck.service';
import type { FiatsService } from '../fiats/fiats.service';
import type { InvestorsService } from '../investors/investors.service';
import type { IssuersService } from '../issuers/issuers.service';
import type { LockedFundsService } from '../lockedfunds/lockedfunds.service';
import type { ValidatorsService } from '../validators/validators.service';

/** Every demo administrator signs in with this password (printed at start). */
export const DEMO_PASSWORD = 'demo passphrase 2026';
/** The demo's administrator with every permission and no authenticator: signs in with an emailed code. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.blck.example';
/** Deposits spread over two years in the demo data set. */
export const DEMO_DEPOSITS = 2000;
const DAY = 86_400_000;

interface DemoAdmin {
  /** firstname.lastname@demo.blck.example unless given. */
  email?: string;
  firstName: string;
  lastName: string;
  permissions: Permission[];
  state: 'invited' | 'registered' | 'confirmed' | 'active' | 'deactivated';
  twoFactor?: boolean;
}

const VIEW_ALL: Permission[] = [
  'admins.view',
  'issuers.view',
  'investors.view',
  'funds.view',
  'lockedFunds.view',
  'fiats.view',
  'blckValue.view',
  'histories.view',
  'wallets.view',
  'officialWallets.view',
  'validators.view',
  'authenticators.view',
  'audit.view',
];

const DEMO_ADMINS: DemoAdmin[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Demo',
    lastName: 'Administrator',
    permissions: [...ALL_PERMISSIONS],
    state: 'active',
  },
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    permissions: ['admins.manage', 'audit.view'],
    state: 'active',
    twoFactor: true,
  },
  { firstName: 'Lukas', lastName: 'Brandt', permissions: VIEW_ALL, state: 'active' },
  {
    firstName: 'Sofia',
    lastName: 'Marquez',
    permissions: ['investors.manage', 'funds.manage', 'lockedFunds.manage'],
    state: 'active',
    twoFactor: true,
  },
  {
    firstName: 'Kenji',
    lastName: 'Watanabe',
    permissions: ['issuers.manage', 'wallets.manage', 'histories.view'],
    state: 'active',
  },
  { firstName: 'Priya', lastName: 'Raman', permissions: ['fiats.manage', 'blckValue.manage'], state: 'active' },
  {
    firstName: 'Tomasz',
    lastName: 'Nowak',
    permissions: ['validators.manage', 'authenticators.manage'],
    state: 'active',
  },
  { firstName: 'Chloe', lastName: 'Dubois', permissions: ['investors.view'], state: 'active' },
  {
    firstName: 'Omar',
    lastName: 'Haddad',
    permissions: ['officialWallets.manage', 'wallets.view'],
    state: 'deactivated',
  },
  { firstName: 'Grace', lastName: 'Whitfield', permissions: ['audit.view'], state: 'confirmed' },
  { firstName: 'Mateo', lastName: 'Rossi', permissions: [], state: 'registered' },
  { firstName: 'Hannah', lastName: 'Lindqvist', permissions: [], state: 'invited' },
  { firstName: 'Diego', lastName: 'Fernandes', permissions: ['histories.view'], state: 'invited' },
];

export type DemoService = ReturnType<typeof createDemoService>;

/**
 * Investors in every state, then locks on the payments of active ones for issuer wallets: every fourth until a
 * date that has passed (withdrawable now), every fourth until a future date, every fourth already withdrawn.
 */
const seedInvestorsAndLocks = async (
  tx: Queryable,
  deps: {
    investorsService: Pick<InvestorsService, 'seedDemo'>;
    lockedFundsService: Pick<LockedFundsService, 'seedDemo'>;
  },
  wallets: readonly string[],
) => {
  const investors = await deps.investorsService.seedDemo(tx);
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

export const createDemoService = (deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  audit: AuditService;
  adminsRepository: AdminsRepository;
  /** Each domain seeds its own demo rows inside this transaction. */
  issuersService: Pick<IssuersService, 'seedDemo'>;
  walletsService: Pick<WalletsService, 'seedDemo'>;
  investorsService: Pick<InvestorsService, 'seedDemo'>;
  lockedFundsService: Pick<LockedFundsService, 'seedDemo'>;
  fiatsService: Pick<FiatsService, 'seedDemo'>;
  blckService: Pick<BlckService, 'seedDemo'>;
  validatorsService: Pick<ValidatorsService, 'seedDemo'>;
}) => ({
  /** Seeds once; returns false when the database was seeded before. */
  seed: async (options: { deposits?: number } = {}): Promise<boolean> => {
    const passwordHash = await deps.hasher.hash(DEMO_PASSWORD);
    return deps.db.transaction(async (tx) => {
      const marker = await tx.query(`SELECT 1 FROM app_secrets WHERE name = 'demo_seeded'`);
      if (marker.length > 0) return false;
      await getOrCreateSecret(tx, 'demo_seeded');
      const now = deps.clock.now().getTime();
      for (const [index, demo] of DEMO_ADMINS.entries()) {
        const created = new Date(now - (DEMO_ADMINS.length - index) * 9 * DAY);
        const registered = demo.state !== 'invited';
        const admin = await deps.adminsRepository.insert(tx, {
          id: randomUUID(),
          email: demo.email ?? `${demo.firstName}.${demo.lastName}@demo.blck.example`.toLowerCase(),
          passwordHash,
          firstName: demo.firstName,
          lastName: demo.lastName,
          isConfirmed: ['confirmed', 'active', 'deactivated'].includes(demo.state),
          isActive: demo.state === 'active',
          registeredAt: registered ? new Date(created.getTime() + DAY) : null,
          permissions: demo.permissions,
          now: created,
        });
        if (demo.twoFactor) {
          await deps.adminsRepository.setPendingTotpSecret(tx, admin.id, newTotpSecret(), created);
          await deps.adminsRepository.enableTotp(tx, admin.id, 0, created);
        }
        await deps.audit.append(
          tx,
          { actorId: null, actorEmail: null, requestId: null, ip: null },
          {
            action: AUDIT_ACTION.demoAdminSeeded,
            resource: AUDIT_RESOURCE.admin,
            resourceId: admin.id,
            after: { ...admin, state: demo.state },
          },
        );
      }
      const issuers = await deps.issuersService.seedDemo(tx);
      const deposits = await deps.walletsService.seedDemo(tx, options.deposits ?? DEMO_DEPOSITS);
      await deps.audit.append(
        tx,
        { actorId: null, actorEmail: null, requestId: null, ip: null },
        { action: AUDIT_ACTION.demoDepositsSeeded, resource: AUDIT_RESOURCE.deposit, after: { count: deposits } },
      );
      await seedInvestorsAndLocks(
        tx,
        deps,
        issuers.filter((issuer) => issuer.kycStatus === 'completed' && issuer.wallet).map((issuer) => issuer.wallet!),
      );
      // A deactivated currency, a year of monthly token values, custom validators in every state.
      await deps.fiatsService.seedDemo(tx);
      await deps.blckService.seedDemo(tx);
      await deps.validatorsService.seedDemo(tx);
      return true;
    });
  },
});
