// An operator with access to the database gives an administrator a new generated password from the terminal (the
// first admin's printed password lost, nobody left who can sign in): audited, the admin's sessions ended.
import { AUDIT_ACTION, AUDIT_RESOURCE, AUTH_ERRORS } from '@blck/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { apiError } from '../../lib/http-error';
import type { AdminsRepository } from '../admins/admins.repository';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository } from './auth.repository';
import { generatePassword, type PasswordHasher } from '../../lib/passwords';
import type { SessionsRepository } from './sessions.repository';

export interface OperatorPasswordResetDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  audit: AuditService;
  adminsRepository: AdminsRepository;
  authRepository: AuthRepository;
  sessionsRepository: SessionsRepository;
}

export const createOperatorPasswordReset =
  (deps: OperatorPasswordResetDeps) =>
  async (
    rawEmail: string,
  ): Promise<{ email: string; password: string; sessionsRevoked: number; canSignIn: boolean }> => {
    const { db, clock, hasher, audit, adminsRepository, authRepository, sessionsRepository } = deps;
    const email = rawEmail.trim().toLowerCase();
    const password = generatePassword();
    const passwordHash = await hasher.hash(password);
    return db.transaction(async (tx) => {
      const credentials = await adminsRepository.findCredentialsByEmail(tx, email, true);
      if (!credentials) {
        throw apiError(AUTH_ERRORS.operatorResetUnknownEmail, email);
      }
      const { admin } = credentials;
      if (!admin.isRegistered) {
        throw apiError(AUTH_ERRORS.operatorResetNotRegistered, admin.email);
      }
      const now = clock.now();
      await adminsRepository.setPassword(tx, admin.id, passwordHash, now);
      const sessionsRevoked = await sessionsRepository.revokeAllOfAdmin(tx, admin.id, now);
      await authRepository.clearFailures(tx, email);
      await audit.append(
        tx,
        { actorId: null, actorEmail: null, requestId: null, ip: null },
        {
          action: AUDIT_ACTION.passwordReset,
          resource: AUDIT_RESOURCE.admin,
          resourceId: admin.id,
          after: { sessionsRevoked, by: 'terminal' },
        },
      );
      return { email: admin.email, password, sessionsRevoked, canSignIn: admin.isActive && admin.isConfirmed };
    });
  };
