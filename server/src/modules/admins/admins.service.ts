// Rules about administrators; for now, the first admin of an empty database.
import { randomBytes, randomUUID } from 'node:crypto';
import { ALL_PERMISSIONS } from '@blck/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { PasswordHasher } from '../auth/passwords';
import type { AdminsRepository } from './admins.repository';

/** Serialises concurrent first starts so only one creates the first admin. */
const FIRST_ADMIN_LOCK_KEY = 7_245_112_902;

export const createAdminsService = (deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  audit: AuditService;
  adminsRepository: AdminsRepository;
}) => ({
  /**
   * On a database without admins, creates a confirmed, active admin with every permission. Returns the
   * generated password when none was given, so the caller can print it once.
   */
  ensureFirstAdmin: async (options: { email: string | undefined; password: string | undefined }) => {
    const email = (options.email ?? 'admin@localhost.localdomain').toLowerCase();
    const password = options.password ?? randomBytes(12).toString('base64url');
    const passwordHash = await deps.hasher.hash(password);
    return deps.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK_KEY]);
      if ((await deps.adminsRepository.count(tx)) > 0) return null;
      const now = deps.clock.now();
      const admin = await deps.adminsRepository.insert(tx, {
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
      await deps.audit.append(
        tx,
        { actorId: null, actorEmail: null, requestId: null, ip: null },
        { action: 'admin.bootstrapped', resource: 'admin', resourceId: admin.id, after: admin },
      );
      return { admin, generatedPassword: options.password ? null : password };
    });
  },
});

export type AdminsService = ReturnType<typeof createAdminsService>;
