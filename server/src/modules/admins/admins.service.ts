// Rules about administrators: the first admin, listing, confirmation, status, 2FA reset and permissions.
import { ADMINS_ERRORS, ADMINS_EVENTS, AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  REAUTHENTICATION_WINDOW_MINUTES,
  type Admin,
  type AdminExportQuery,
  type AdminListQuery,
  type AdminPermissionsBody,
  type AdminStatusBody,
  type ConfirmAdminBody,
  type Permission,
} from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import type { EventBus } from '../../lib/events';
import { apiError } from '../../lib/http-error';
import type { AuditContext } from '../../http/request-context';
import type { AuditService } from '../audit/audit.service';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import type { AdminsRepository } from './admins.repository';

/** Serialises concurrent first starts so only one creates the first admin. */
const FIRST_ADMIN_LOCK_KEY = 7_245_112_902;
const MANAGE_ADMINS = 'admins.manage';

/** The acting admin, as the session knows them. */
export interface Actor {
  admin: Admin;
  reauthenticatedAt: Date | null;
}

export interface AdminsServiceDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  audit: AuditService;
  events: EventBus;
  adminsRepository: AdminsRepository;
  /** Ends every session of an admin inside the caller's transaction (the auth module's). */
  revokeSessions(tx: Queryable, adminId: string): Promise<number>;
}

const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  a.length === b.length && a.every((permission) => b.includes(permission));

const isManager = (admin: Pick<Admin, 'isActive' | 'isConfirmed' | 'permissions'>) =>
  admin.isActive && admin.isConfirmed && admin.permissions.includes(MANAGE_ADMINS);

/** The columns of the admin CSV export, in order (permissions space-separated in one cell). */
const EXPORT_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'isConfirmed',
  'isActive',
  'isRegistered',
  'twoFASecured',
  'permissions',
  'createdAt',
] as const;

export const createAdminsService = (deps: AdminsServiceDeps) => {
  const { db, clock, audit, events, adminsRepository } = deps;

  const notFoundError = () => apiError(ADMINS_ERRORS.notFound);

  const assertRecentlyConfirmed = (actor: Actor) => {
    const windowMs = REAUTHENTICATION_WINDOW_MINUTES * 60_000;
    if (!actor.reauthenticatedAt || clock.now().getTime() - actor.reauthenticatedAt.getTime() > windowMs) {
      throw apiError(ADMINS_ERRORS.reauthenticationRequired);
    }
  };

  /** Refuses a change that would leave no active administrator able to manage administrators. */
  const assertManagersRemain = async (
    tx: Queryable,
    target: Admin,
    after: Pick<Admin, 'isActive' | 'isConfirmed' | 'permissions'>,
  ) => {
    if (!isManager(target) || isManager(after)) return;
    const managers = await adminsRepository.lockActiveManagers(tx);
    if (managers.filter((id) => id !== target.id).length === 0) {
      throw apiError(ADMINS_ERRORS.lastManager, target.email, MANAGE_ADMINS);
    }
  };

  const announce = (admin: Admin, action: string) =>
    events.changed({ area: 'admins', resource: ADMINS_EVENTS.changed.resource, id: admin.id, action });

  return {
    /**
     * On a database without admins, creates a confirmed, active admin with every permission. Returns the
     * generated password when none was given, so the caller can print it once.
     */
    ensureFirstAdmin: async (options: { email: string | undefined; password: string | undefined }) => {
      const email = (options.email ?? 'admin@localhost.localdomain').toLowerCase();
      const password = options.password ?? generatePassword();
      const passwordHash = await deps.hasher.hash(password);
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK_KEY]);
        if ((await adminsRepository.count(tx)) > 0) return null;
        const now = clock.now();
        const admin = await adminsRepository.insert(tx, {
          id: randomUUID(),
          email,
          passwordHash,
          firstName: 'First',
          lastName: 'Administrator',
          isConfirmed: true,
          isActive: true,
          registeredAt: now,
          permissions: ALL_PERMISSIONS,
          now,
        });
        await audit.append(
          tx,
          { actorId: null, actorEmail: null, requestId: null, ip: null },
          {
            action: AUDIT_ACTION.adminBootstrapped,
            resource: AUDIT_RESOURCE.admin,
            resourceId: admin.id,
            after: admin,
          },
        );
        return { admin, generatedPassword: options.password ? null : password };
      });
    },

    list: (query: AdminListQuery & { search?: string }) => adminsRepository.list(db, query),

    /** Every admin of the list under these filters, search and sort, as CSV. */
    exportCsv: (query: AdminExportQuery) =>
      csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) =>
        (await adminsRepository.listAfter(db, query, after, limit)).map(({ admin, cursor }) => ({
          cells: EXPORT_COLUMNS.map((column) =>
            column === 'permissions' ? admin.permissions.join(' ') : admin[column],
          ),
          cursor,
        })),
      ),

    get: async (id: string) => (await adminsRepository.findById(db, id)) ?? Promise.reject(notFoundError()),

    /**
     * SPEC's confirmation, and with `activate` and `permissions` the whole of onboarding in one transaction: each
     * change that happens is its own audit event (confirmed, activated, permissions changed); nothing is written when
     * any check fails. Permissions follow the rules of `updatePermissions` (a recent confirmation, never one's own).
     */
    confirm: async (actor: Actor, body: ConfirmAdminBody, context: AuditContext) => {
      const { id, activate = false, permissions } = body;
      if (permissions !== undefined) {
        if (id === actor.admin.id) {
          throw apiError(ADMINS_ERRORS.ownPermissions);
        }
        assertRecentlyConfirmed(actor);
      }
      const { admin, changed, permissionsChanged } = await db.transaction(async (tx) => {
        const target = await adminsRepository.findByIdForUpdate(tx, id);
        if (!target) throw notFoundError();
        if (!target.isRegistered) {
          throw apiError(ADMINS_ERRORS.notRegisteredToConfirm, target.email);
        }
        const after = {
          isConfirmed: true,
          isActive: target.isActive || activate,
          permissions: permissions ?? target.permissions,
        };
        const statusChanges = !target.isConfirmed || after.isActive !== target.isActive;
        const permissionChanges = !samePermissions(target.permissions, after.permissions);
        if (!statusChanges && !permissionChanges) return { admin: target, changed: false, permissionsChanged: false };
        await assertManagersRemain(tx, target, after);
        const now = clock.now();
        let updated = target;
        if (statusChanges) updated = await adminsRepository.setStatus(tx, id, after, now);
        if (permissionChanges) updated = await adminsRepository.setPermissions(tx, id, after.permissions, now);
        const resource = { resource: AUDIT_RESOURCE.admin, resourceId: id };
        if (!target.isConfirmed) {
          await audit.append(tx, context, {
            action: AUDIT_ACTION.adminConfirmed,
            ...resource,
            before: { isConfirmed: false },
            after: { isConfirmed: true },
          });
        }
        if (after.isActive && !target.isActive) {
          await audit.append(tx, context, {
            action: AUDIT_ACTION.adminActivated,
            ...resource,
            before: { isConfirmed: target.isConfirmed, isActive: false },
            after: { isConfirmed: true, isActive: true },
          });
        }
        if (permissionChanges) {
          await audit.append(tx, context, {
            action: AUDIT_ACTION.adminPermissionsUpdated,
            ...resource,
            before: { permissions: target.permissions },
            after: { permissions: after.permissions },
          });
        }
        return { admin: updated, changed: true, permissionsChanged: permissionChanges };
      });
      if (permissionsChanged) events.permissionsChanged({ adminId: admin.id, permissions: admin.permissions });
      if (changed) announce(admin, 'confirmed');
      return admin;
    },

    setStatus: async (actor: Actor, body: AdminStatusBody, context: AuditContext) => {
      const { admin, revoked } = await db.transaction(async (tx) => {
        const target = await adminsRepository.findByEmailForUpdate(tx, body.email);
        if (!target) throw apiError(ADMINS_ERRORS.notFoundByEmail);
        if (target.id === actor.admin.id && (!body.isActive || !body.isConfirmed)) {
          throw apiError(ADMINS_ERRORS.ownDeactivation);
        }
        if (body.isConfirmed && !target.isRegistered) {
          throw apiError(ADMINS_ERRORS.notRegisteredToConfirm, target.email);
        }
        if (body.isActive && !target.isRegistered) {
          throw apiError(ADMINS_ERRORS.notRegisteredToActivate, target.email);
        }
        if (target.isActive === body.isActive && target.isConfirmed === body.isConfirmed)
          return { admin: target, revoked: false };
        await assertManagersRemain(tx, target, { ...target, isConfirmed: body.isConfirmed, isActive: body.isActive });
        const updated = await adminsRepository.setStatus(tx, target.id, body, clock.now());
        const endsAccess = !body.isActive || !body.isConfirmed;
        if (endsAccess) await deps.revokeSessions(tx, target.id);
        await audit.append(tx, context, {
          action: body.isActive ? AUDIT_ACTION.adminActivated : AUDIT_ACTION.adminDeactivated,
          resource: AUDIT_RESOURCE.admin,
          resourceId: target.id,
          before: { isConfirmed: target.isConfirmed, isActive: target.isActive },
          after: { isConfirmed: body.isConfirmed, isActive: body.isActive },
          reason: body.reason ?? null,
        });
        return { admin: updated, revoked: endsAccess };
      });
      if (revoked) events.revoked({ adminId: admin.id, reason: 'deactivated' });
      announce(admin, 'status');
      return admin;
    },

    resetTwoFactor: async (actor: Actor, id: string, context: AuditContext) => {
      assertRecentlyConfirmed(actor);
      if (id === actor.admin.id) {
        throw apiError(ADMINS_ERRORS.ownTwoFactorReset);
      }
      const admin = await db.transaction(async (tx) => {
        const target = await adminsRepository.findByIdForUpdate(tx, id);
        if (!target) throw notFoundError();
        const updated = await adminsRepository.removeTotp(tx, id, clock.now());
        const sessions = await deps.revokeSessions(tx, id);
        await audit.append(tx, context, {
          action: AUDIT_ACTION.adminTwoFactorReset,
          resource: AUDIT_RESOURCE.admin,
          resourceId: id,
          before: { twoFASecured: target.twoFASecured },
          after: { twoFASecured: false, sessionsRevoked: sessions },
        });
        return updated;
      });
      events.revoked({ adminId: id, reason: 'two-factor-reset' });
      announce(admin, '2fa-reset');
      return admin;
    },

    updatePermissions: async (actor: Actor, body: AdminPermissionsBody, context: AuditContext) => {
      if (body.id === actor.admin.id) {
        throw apiError(ADMINS_ERRORS.ownPermissions);
      }
      assertRecentlyConfirmed(actor);
      const admin = await db.transaction(async (tx) => {
        const target = await adminsRepository.findByIdForUpdate(tx, body.id);
        if (!target) throw notFoundError();
        await assertManagersRemain(tx, target, { ...target, permissions: body.permissions });
        const updated = await adminsRepository.setPermissions(tx, body.id, body.permissions, clock.now());
        await audit.append(tx, context, {
          action: AUDIT_ACTION.adminPermissionsUpdated,
          resource: AUDIT_RESOURCE.admin,
          resourceId: body.id,
          before: { permissions: target.permissions },
          after: { permissions: body.permissions },
        });
        return updated;
      });
      events.permissionsChanged({ adminId: admin.id, permissions: admin.permissions });
      announce(admin, 'permissions');
      return admin;
    },
  };
};

export type AdminsService = ReturnType<typeof createAdminsService>;
