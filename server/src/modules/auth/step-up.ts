// Step-up: the signed-in admin proves presence again (password or authenticator code) before a sensitive action.
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  type AuditAction,
  AUTH_ERRORS,
  type ReauthenticateBody,
  REAUTHENTICATION_WINDOW_MINUTES,
} from '@blck/contract';
import type { AuditContext, Session } from '../../http/request-context';
import { apiError } from '../../lib/http-error';
import { MINUTE, actorContext, normalizeEmail, type AuthContext } from './auth-context';
import { lockedError, releaseGuess, reserveGuess } from './lockout';
import { matchTotpStep } from './totp';

/**
 * The signed-in admin re-enters their password before a sensitive action: a wrong one is 422, audited as
 * `failedAction`, and counts toward the sign-in lockout (429 once locked).
 */
export const confirmOwnPassword = async (
  auth: AuthContext,
  session: Session,
  password: string,
  context: AuditContext,
  failedAction: AuditAction,
) => {
  const { db, hasher, audit, adminsRepository } = auth;
  const email = normalizeEmail(session.admin.email);
  const reservation = await reserveGuess(auth, db, email);
  const credentials = await adminsRepository.findCredentialsById(db, session.admin.id);
  if (!credentials || !(await hasher.verify(credentials.passwordHash, password))) {
    const locked = reservation.lockedUntil;
    await db.transaction(async (tx) => {
      await audit.append(tx, actorContext(context, session.admin), {
        action: locked ? AUDIT_ACTION.signinLocked : failedAction,
        resource: AUDIT_RESOURCE.admin,
        resourceId: session.admin.id,
      });
    });
    if (locked) throw lockedError(auth, locked);
    throw apiError(AUTH_ERRORS.invalidPassword);
  }
  await releaseGuess(auth, db, email, reservation);
};

/** Step-up: the signed-in admin proves presence with the password or an authenticator code. */
export const reauthenticate = async (
  auth: AuthContext,
  session: Session,
  body: ReauthenticateBody,
  context: AuditContext,
) => {
  const { db, hasher, audit, adminsRepository, sessionsRepository, now } = auth;
  const email = normalizeEmail(session.admin.email);
  const reservation = await reserveGuess(auth, db, email);
  const credentials = await adminsRepository.findCredentialsById(db, session.admin.id);
  if (!credentials) throw apiError(AUTH_ERRORS.sessionEnded);
  let failure: string | null = null;
  if ('password' in body) {
    if (!(await hasher.verify(credentials.passwordHash, body.password))) failure = 'The password is not correct.';
  } else if (!credentials.totpSecret) {
    failure = 'You have no authenticator; confirm with your password.';
  } else {
    const step = matchTotpStep(credentials.totpSecret, body.code, now());
    if (step === null || !(await adminsRepository.claimTotpStep(db, credentials.admin.id, step))) {
      failure = 'The code is not correct or was already used.';
    }
  }
  const confirmedAt = now();
  const locked = await db.transaction(async (tx) => {
    if (failure) {
      await audit.append(tx, actorContext(context, session.admin), {
        action: reservation.lockedUntil ? AUDIT_ACTION.signinLocked : AUDIT_ACTION.reauthenticationFailed,
        resource: AUDIT_RESOURCE.admin,
        resourceId: session.admin.id,
      });
      return reservation.lockedUntil;
    }
    await releaseGuess(auth, tx, email, reservation);
    await sessionsRepository.setReauthenticated(tx, session.tokenHash, confirmedAt);
    await audit.append(tx, actorContext(context, session.admin), {
      action: AUDIT_ACTION.reauthenticationSucceeded,
      resource: AUDIT_RESOURCE.admin,
      resourceId: session.admin.id,
    });
    return null;
  });
  if (locked) throw lockedError(auth, locked);
  if (failure) throw apiError(AUTH_ERRORS.invalidConfirmation, failure);
  return { confirmedUntil: new Date(confirmedAt.getTime() + REAUTHENTICATION_WINDOW_MINUTES * MINUTE).toISOString() };
};
