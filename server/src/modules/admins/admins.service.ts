// Rules about administrators: the first admin, listing, confirmation, status, 2FA reset and permissions.
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  REAUTHENTICATION_WINDOW_MINUTES,
  type Admin,
  type AdminExportQuery,
  type AdminListQuery,
  type AdminPermissionsBody,
  type AdminStatusBody,
} from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import type { EventBus } from '../../lib/events';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { AuditContext, AuditService } from '../audit/audit.service';
import { generatePassword, type PasswordHasher } from '../auth/passwords';
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

  const notFoundError = () => notFound('There is no administrator with this id.', 'ADMIN_NOT_FOUND');

  const assertRecentlyConfirmed = (actor: Actor) => {
    const windowMs = REAUTHENTICATION_WINDOW_MINUTES * 60_000;
    if (!actor.reauthenticatedAt || clock.now().getTime() - actor.reauthenticatedAt.getTime() > windowMs) {
      throw forbidden(
        'Confirm it is you first: enter your password or a code from your authenticator.',
        'REAUTHENTICATION_REQUIRED',
      );
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
      throw conflict(
        `${target.email} is the last active administrator who can manage administrators. Give "${MANAGE_ADMINS}" to another active administrator first.`,
        'LAST_ADMIN_MANAGER',
      );
    }
  };

  const announce = (admin: Admin, action: string) =>
    events.changed({ area: 'admins', resource: 'admin', id: admin.id, action });

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

    confirm: async (actor: Actor, id: string, context: AuditContext) => {
      const admin = await db.transaction(async (tx) => {
        const target = await adminsRepository.findByIdForUpdate(tx, id);
        if (!target) throw notFoundError();
        if (!target.isRegistered) {
          throw conflict(
            `${target.email} has not finished registration yet; confirm them once they have.`,
            'NOT_REGISTERED',
          );
        }
        if (target.isConfirmed) return target;
        const updated = await adminsRepository.setStatus(
          tx,
          id,
          { isConfirmed: true, isActive: target.isActive },
          clock.now(),
        );
        await audit.append(tx, context, {
          action: AUDIT_ACTION.adminConfirmed,
          resource: AUDIT_RESOURCE.admin,
          resourceId: id,
          before: { isConfirmed: false },
          after: { isConfirmed: true },
        });
        return updated;
      });
      announce(admin, 'confirmed');
      return admin;
    },

    setStatus: async (actor: Actor, body: AdminStatusBody, context: AuditContext) => {
      const { admin, revoked } = await db.transaction(async (tx) => {
        const target = await adminsRepository.findByEmailForUpdate(tx, body.email);
        if (!target) throw notFound('There is no administrator with this email.', 'ADMIN_NOT_FOUND');
        if (target.id === actor.admin.id && (!body.isActive || !body.isConfirmed)) {
          throw forbidden('You cannot deactivate your own account; ask another administrator.', 'SELF_CHANGE');
        }
        if (body.isConfirmed && !target.isRegistered) {
          throw conflict(
            `${target.email} has not finished registration yet; confirm them once they have.`,
            'NOT_REGISTERED',
          );
        }
        if (body.isActive && !target.isRegistered) {
          throw conflict(
            `${target.email} has not finished registration yet; activate them once they have.`,
            'NOT_REGISTERED',
          );
        }
        if (target.isActive === body.isActive && target.isConfirmed === body.isConfirmed)
          return { admin: target, revoked: false };
        await assertManagersRemain(tx, target, { ...target, ...body });
        const updated = await adminsRepository.setStatus(tx, target.id, body, clock.now());
        const endsAccess = !body.isActive || !body.isConfirmed;
        if (endsAccess) await deps.revokeSessions(tx, target.id);
        await audit.append(tx, context, {
          action: body.isActive ? AUDIT_ACTION.adminActivated : AUDIT_ACTION.adminDeactivated,
          resource: AUDIT_RESOURCE.admin,
          resourceId: target.id,
          before: { isConfirmed: target.isConfirmed, isActive: target.isActive },
          after: { isConfirmed: body.isConfirmed, isActive: body.isActive },
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
        throw forbidden('Reset your own authenticator from the Authenticator page.', 'SELF_CHANGE');
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
        throw forbidden('Nobody changes their own permissions; ask another administrator.', 'SELF_CHANGE');
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
