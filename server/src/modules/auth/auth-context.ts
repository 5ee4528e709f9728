// What every auth operation shares: its dependencies, the limits of DESIGN §6 and a few small helpers.
import type { Admin } from '@blck/contract';
import type { Captcha } from '../../adapters/captcha';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import type { MemoryRateCounter } from '../../db/stores';
import type { AuditContext } from '../../http/request-context';
import type { Clock } from '../../lib/clock';
import { keyedHash } from '../../lib/crypto';
import type { EventBus } from '../../lib/events';
import type { PasswordHasher } from '../../lib/passwords';
import type { AdminsRepository } from '../admins/admins.repository';
import type { AuditService } from '../audit/audit.service';
import { createAdmissions, type Admissions } from './admissions';
import type { AuthRepository } from './auth.repository';
import type { SessionCache } from './session-cache';
import type { SessionsRepository } from './sessions.repository';

export const MINUTE = 60_000;
export const AUTH_LIMITS = {
  signinAttemptMs: 10 * MINUTE,
  codeTries: 5,
  failuresBeforeLock: 5,
  firstLockMs: 1 * MINUTE,
  maxLockMs: 15 * MINUTE,
  resetCodeMs: 10 * MINUTE,
  resetTokenMs: 30 * MINUTE,
  registrationTokenMs: 72 * 60 * MINUTE,
  /** Session last-seen is written at most this often. */
  touchEveryMs: MINUTE,
} as const;

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  captcha: Captcha;
  mailer: Mailer;
  hasher: PasswordHasher;
  audit: AuditService;
  events: EventBus;
  adminsRepository: AdminsRepository;
  authRepository: AuthRepository;
  sessionsRepository: SessionsRepository;
  pepper: string;
  publicUrl: string;
  brandName: string;
  session: { idleMs: number; maxMs: number };
  /**
   * PGlite only, where this process is the only instance: session lookups kept while no session or admin changed
   * (session-cache.ts) and the per-IP counts in memory. Null on PostgreSQL, where both stay in the database.
   */
  singleInstance: { sessionCache: SessionCache; rateCounter: MemoryRateCounter } | null;
  log: { error(object: object, message: string): void };
}

/** The dependencies with the helpers built from them once; the first argument of every operation. */
export interface AuthContext extends AuthServiceDeps {
  now(): Date;
  /** The keyed hash under which a token, code or binding of this `purpose` is stored. */
  hashOf(purpose: string, value: string): string;
  /** Sends a mail without waiting for it; a failure is logged. */
  sendInBackground(mail: Parameters<Mailer['send']>[0]): void;
  /** The session checks with their per-IP hits in the database (PostgreSQL), those arriving together in one statement. */
  admissions: Admissions;
}

export const createAuthContext = (deps: AuthServiceDeps): AuthContext => ({
  ...deps,
  now: () => deps.clock.now(),
  hashOf: (purpose, value) => keyedHash(deps.pepper, `${purpose}:${value}`),
  sendInBackground: (mail) => {
    deps.mailer
      .send(mail)
      .catch((error: unknown) => deps.log.error({ err: error, to: mail.to }, 'mail could not be sent'));
  },
  admissions: createAdmissions(deps.db, deps.sessionsRepository),
});

export interface SignInTokens {
  token: string;
  binding: string;
  maxAgeMs: number;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The audit context with the admin acting (signing in, resetting) as actor when the request has none. */
export const actorContext = (context: AuditContext, admin: Admin | null): AuditContext => ({
  ...context,
  actorId: admin?.id ?? context.actorId,
  actorEmail: admin?.email ?? context.actorEmail,
});
