// Signing in: the password step (with the captcha), then the emailed or authenticator code that opens a session.
import {
  type Admin,
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  AUTH_ERRORS,
  type SignInCodeBody,
  type SignInFirstStepBody,
} from '@blck/contract';
import type { AuditContext } from '../../http/request-context';
import { newNumericCode, newSessionId, newToken, safeEqualHex } from '../../lib/crypto';
import { apiError } from '../../lib/http-error';
import type { AdminCredentials } from '../admins/admins.repository';
import { AUTH_LIMITS, actorContext, normalizeEmail, type AuthContext, type SignInTokens } from './auth-context';
import { lockedError, releaseGuess, reserveGuess } from './lockout';
import { matchTotpStep } from './totp';

/** Refuses an account that has not registered, or is not confirmed and active. */
export const assertMaySignIn = (admin: Admin) => {
  if (!admin.isRegistered) {
    throw apiError(AUTH_ERRORS.notRegistered);
  }
  if (!admin.isConfirmed || !admin.isActive) {
    throw apiError(AUTH_ERRORS.accountInactive);
  }
};

/** Checks the password of an account, counting a failure (and maybe a lock) when it is wrong. */
export const checkPasswordOrFail = async (
  auth: AuthContext,
  email: string,
  password: string,
  context: AuditContext,
): Promise<AdminCredentials> => {
  const { db, hasher, audit, adminsRepository } = auth;
  const reservation = await reserveGuess(auth, db, email);
  const credentials = await adminsRepository.findCredentialsByEmail(db, email);
  const matches = credentials
    ? await hasher.verify(credentials.passwordHash, password)
    : await hasher.verifyNothing(password);
  if (credentials && matches) {
    await releaseGuess(auth, db, email, reservation);
    return credentials;
  }
  const locked = reservation.lockedUntil;
  await db.transaction(async (tx) => {
    await audit.append(tx, actorContext(context, null), {
      action: locked ? AUDIT_ACTION.signinLocked : AUDIT_ACTION.signinFailed,
      resource: AUDIT_RESOURCE.admin,
      resourceId: credentials?.admin.id ?? null,
      after: { email, reason: 'password', lockedUntil: locked },
    });
  });
  if (locked) throw lockedError(auth, locked);
  throw apiError(AUTH_ERRORS.invalidCredentials);
};

export const signInFirstStep = async (auth: AuthContext, body: SignInFirstStepBody, context: AuditContext) => {
  const { db, captcha, mailer, authRepository, now, hashOf } = auth;
  await captcha.verify(body.captcha);
  const email = normalizeEmail(body.email);
  const credentials = await checkPasswordOrFail(auth, email, body.password, context);
  assertMaySignIn(credentials.admin);
  const sessionId = newSessionId();
  const idHash = hashOf('signin', sessionId);
  const twoFa = credentials.totpSecret !== null;
  const code = twoFa ? null : newNumericCode();
  await authRepository.insertSigninAttempt(db, {
    idHash,
    adminId: credentials.admin.id,
    twoFa,
    codeHash: code ? hashOf(`signin-code:${idHash}`, code) : null,
    now: now(),
    expiresAt: new Date(now().getTime() + AUTH_LIMITS.signinAttemptMs),
  });
  if (code) {
    await mailer.send({
      to: credentials.admin.email,
      subject: `${auth.brandName}: your sign-in code`,
      text: `Your sign-in code is ${code}\n\nIt expires in 10 minutes and works once. If you did not try to sign in, change your password now.`,
    });
  }
  return { sessionId, twoFASecured: twoFa };
};

export const finishSignIn = async (
  auth: AuthContext,
  method: 'email' | 'device',
  sessionId: string,
  body: SignInCodeBody,
  context: AuditContext & { userAgent: string | null },
): Promise<SignInTokens> => {
  const { db, captcha, audit, adminsRepository, authRepository, sessionsRepository, now, hashOf } = auth;
  await captcha.verify(body.captcha);
  const idHash = hashOf('signin', sessionId);
  const expired = () => apiError(AUTH_ERRORS.signInExpired);
  type Outcome =
    | { ok: true; token: string; binding: string }
    | { ok: false; failure: string; triesLeft: number; locked: Date | null };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const attempt = await authRepository.findSigninAttemptForUpdate(tx, idHash);
    if (!attempt || attempt.usedAt || attempt.expiresAt <= now() || attempt.tries >= AUTH_LIMITS.codeTries)
      throw expired();
    if (method === 'email' && attempt.twoFa) {
      throw apiError(AUTH_ERRORS.useAuthenticator);
    }
    if (method === 'device' && !attempt.twoFa) {
      throw apiError(AUTH_ERRORS.useEmailCode);
    }
    const credentials = await adminsRepository.findCredentialsById(tx, attempt.adminId, true);
    if (!credentials) throw expired();
    assertMaySignIn(credentials.admin);
    const email = normalizeEmail(credentials.admin.email);
    const reservation = await reserveGuess(auth, tx, email);

    let failure: string | null = null;
    if (method === 'email') {
      if (!attempt.codeHash || !safeEqualHex(hashOf(`signin-code:${idHash}`, body.code), attempt.codeHash)) {
        failure = 'The code is not correct.';
      }
    } else {
      const step = credentials.totpSecret ? matchTotpStep(credentials.totpSecret, body.code, now()) : null;
      if (step === null) failure = 'The code is not correct. Check the time on your device.';
      else if (!(await adminsRepository.claimTotpStep(tx, credentials.admin.id, step))) {
        failure = 'This code was already used. Wait for the next code.';
      }
    }
    if (failure) {
      await authRepository.countSigninAttemptTry(tx, idHash);
      const locked = reservation.lockedUntil;
      await audit.append(tx, actorContext(context, credentials.admin), {
        action: locked ? AUDIT_ACTION.signinLocked : AUDIT_ACTION.signinFailed,
        resource: AUDIT_RESOURCE.admin,
        resourceId: credentials.admin.id,
        after: { email, reason: method === 'email' ? 'email-code' : 'authenticator-code', lockedUntil: locked },
      });
      const triesLeft = AUTH_LIMITS.codeTries - attempt.tries - 1;
      return { ok: false, failure, triesLeft, locked };
    }

    await authRepository.useSigninAttempt(tx, idHash, now());
    await authRepository.clearFailures(tx, email);
    const token = newToken();
    const binding = newToken();
    await sessionsRepository.insert(tx, {
      tokenHash: hashOf('session', token),
      bindingHash: hashOf('binding', binding),
      adminId: credentials.admin.id,
      now: now(),
      expiresAt: new Date(now().getTime() + auth.session.maxMs),
      ip: context.ip,
      userAgent: context.userAgent,
    });
    await audit.append(tx, actorContext(context, credentials.admin), {
      action: AUDIT_ACTION.signinSucceeded,
      resource: AUDIT_RESOURCE.admin,
      resourceId: credentials.admin.id,
      after: { method },
    });
    return { ok: true, token, binding };
  });
  if (!outcome.ok) {
    if (outcome.locked) throw lockedError(auth, outcome.locked);
    if (outcome.triesLeft <= 0) throw apiError(AUTH_ERRORS.tooManyWrongCodes, outcome.failure);
    throw apiError(
      AUTH_ERRORS.wrongCode,
      outcome.failure,
      outcome.triesLeft === 1 ? '1 try' : `${outcome.triesLeft} tries`,
    );
  }
  return { token: outcome.token, binding: outcome.binding, maxAgeMs: auth.session.maxMs };
};
