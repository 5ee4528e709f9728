// The demo administrators (DEMO_DATA=1): every onboarding state, several permission sets, two with an authenticator.
import { randomUUID } from 'node:crypto';
import { ALL_PERMISSIONS, AUDIT_ACTION, AUDIT_RESOURCE, PERMISSION_PRESETS, type Permission } from '@blck/contract';
import type { Queryable } from '../db/client';
import type { AdminsRepository } from '../modules/admins/admins.repository';
import type { AuditService } from '../modules/audit/audit.service';
import { newTotpSecret } from '../modules/auth/totp';
import { DAY, SEEDING } from './shared';

/** Every demo administrator signs in with this password (printed at start). */
export const DEMO_PASSWORD = 'demo passphrase 2026';
/** The demo's administrator with every permission and no authenticator: signs in with an emailed code. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.blck.example';

interface DemoAdmin {
  /** firstname.lastname@demo.blck.example unless given. */
  email?: string;
  firstName: string;
  lastName: string;
  permissions: Permission[];
  state: 'invited' | 'registered' | 'confirmed' | 'active' | 'deactivated';
  twoFactor?: boolean;
}

const VIEW_ALL: Permission[] = [...PERMISSION_PRESETS.viewer.permissions];

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

/** Inserts the demo administrators, created nine days apart up to `now` (ms), each audited. */
export const seedAdmins = async (
  tx: Queryable,
  deps: { audit: AuditService; adminsRepository: AdminsRepository },
  passwordHash: string,
  now: number,
) => {
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
    await deps.audit.append(tx, SEEDING, {
      action: AUDIT_ACTION.demoAdminSeeded,
      resource: AUDIT_RESOURCE.admin,
      resourceId: admin.id,
      after: { ...admin, state: demo.state },
    });
  }
};
