// The rules of signing in (DESIGN §6): codes, TOTP, lockouts, sessions, resets and registration.
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type {
  Admin,
  ReauthenticateBody,
  AuthenticatorEnableBody,
  AuthenticatorSetupBody,
  FinishRegistrationBody,
  ForgotPasswordBody,
  ForgotPasswordCodeBody,
  RegistrationLinkBody,
  ResetPasswordBody,
  SignInCodeBody,
  SignInFirstStepBody,
} from '@blck/contract';
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  type AuditAction,
  REAUTHENTICATION_WINDOW_MINUTES,
  SUCCESS_MESSAGES,
  type SessionEndReason,
} from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import { hitRateLimit, type RateHit } from '../../db/stores';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import { keyedHash, newNumericCode, newSessionId, newToken, safeEqualHex } from '../../lib/crypto';
import { conflict, forbidden, notFound, tooManyRequests, unauthenticated, unprocessable } from '../../lib/http-error';
import type { Captcha } from '../../plugins/captcha';
import type { Mailer } from '../../plugins/mail';
import type { AdminsRepository, AdminCredentials } from '../admins/admins.repository';
import type { AuditContext, AuditService } from '../audit/audit.service';
import type { AttemptReservation, AuthRepository } from './auth.repository';
import { assertAcceptableNewPassword, type PasswordHasher } from './passwords';
import type { SessionLookup, SessionsRepository } from './sessions.repository';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

const MINUTE = 60_000;
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
  log: { error(object: object, message: string): void };
}

/** The signed-in admin behind a request. */
export interface Session {
  admin: Admin;
  tokenHash: string;
  /** When the admin last confirmed it is them (password or code) in this session. */
  reauthenticatedAt: Date | null;
}

export interface SignInTokens {
  token: string;
  binding: string;
  maxAgeMs: number;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

const minutesText = (ms: number) => {
  const minutes = Math.ceil(ms / MINUTE);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const createAuthService = (deps: AuthServiceDeps) => {
  const {
    db,
    clock,
    captcha,
    mailer,
    hasher,
    audit,
    events,
    adminsRepository,
    authRepository,
    sessionsRepository,
    pepper,
  } = deps;
  const now = () => clock.now();
  const hashOf = (purpose: string, value: string) => keyedHash(pepper, `${purpose}:${value}`);
  const sendInBackground = (mail: Parameters<Mailer['send']>[0]) => {
    mailer.send(mail).catch((error: unknown) => deps.log.error({ err: error, to: mail.to }, 'mail could not be sent'));
  };

  const lockedError = (lockedUntil: Date) => {
    const waitMs = lockedUntil.getTime() - now().getTime();
    return tooManyRequests(
      `Too many failed attempts. Sign-in is locked for ${minutesText(waitMs)}; try again after that.`,
      waitMs / 1000,
      'ACCOUNT_LOCKED',
    );
  };

  /**
   * Counts a guess for the address before it is evaluated (DESIGN §6: five failures lock), so concurrent guesses
   * past the limit answer the lock without being evaluated; a right guess gives its reservation back.
   */
  const reserveGuess = async (q: Queryable, email: string): Promise<AttemptReservation> => {
    for (let round = 0; round < 2; round++) {
      const reservation = await authRepository.reserveAttempt(q, email, now(), AUTH_LIMITS);
      if (reservation) return reservation;
      const lockedUntil = await authRepository.findLockedUntil(q, email);
      if (lockedUntil && lockedUntil > now()) throw lockedError(lockedUntil);
      // The lock ended between the two statements: reserve again.
    }
    throw lockedError(new Date(now().getTime() + 1000));
  };

  const releaseGuess = (q: Queryable, email: string, reservation: AttemptReservation) =>
    authRepository.releaseAttempt(q, email, reservation, AUTH_LIMITS.failuresBeforeLock);

  const assertMaySignIn = (admin: Admin) => {
    if (!admin.isRegistered) {
      throw forbidden('Finish your registration from the link in your invitation email first.', 'NOT_REGISTERED');
    }
    if (!admin.isConfirmed || !admin.isActive) {
      throw forbidden(
        'Your account is not active. Ask an administrator to confirm and activate it.',
        'ACCOUNT_INACTIVE',
      );
    }
  };

  const actorContext = (context: AuditContext, admin: Admin | null): AuditContext => ({
    ...context,
    actorId: admin?.id ?? context.actorId,
    actorEmail: admin?.email ?? context.actorEmail,
  });

  /** Checks the password of an account, counting a failure (and maybe a lock) when it is wrong. */
  const checkPasswordOrFail = async (
    email: string,
    password: string,
    context: AuditContext,
  ): Promise<AdminCredentials> => {
    const reservation = await reserveGuess(db, email);
    const credentials = await adminsRepository.findCredentialsByEmail(db, email);
    const matches = credentials
      ? await hasher.verify(credentials.passwordHash, password)
      : await hasher.verifyNothing(password);
    if (credentials && matches) {
      await releaseGuess(db, email, reservation);
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
    if (locked) throw lockedError(locked);
    throw unauthenticated('The email or password is not correct.', 'INVALID_CREDENTIALS');
  };

  const signInFirstStep = async (body: SignInFirstStepBody, context: AuditContext) => {
    await captcha.verify(body.captcha);
    const email = normalizeEmail(body.email);
    const credentials = await checkPasswordOrFail(email, body.password, context);
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
        subject: `${deps.brandName}: your sign-in code`,
        text: `Your sign-in code is ${code}\n\nIt expires in 10 minutes and works once. If you did not try to sign in, change your password now.`,
      });
    }
    return { sessionId, twoFASecured: twoFa };
  };

  const finishSignIn = async (
    method: 'email' | 'device',
    sessionId: string,
    body: SignInCodeBody,
    context: AuditContext & { userAgent: string | null },
  ): Promise<SignInTokens> => {
    await captcha.verify(body.captcha);
    const idHash = hashOf('signin', sessionId);
    const expired = () =>
      unauthenticated('This sign-in has expired. Start again from the sign-in page.', 'SIGNIN_EXPIRED');
    type Outcome =
      | { ok: true; token: string; binding: string }
      | { ok: false; failure: string; triesLeft: number; locked: Date | null };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const attempt = await authRepository.findSigninAttemptForUpdate(tx, idHash);
      if (!attempt || attempt.usedAt || attempt.expiresAt <= now() || attempt.tries >= AUTH_LIMITS.codeTries)
        throw expired();
      if (method === 'email' && attempt.twoFa) {
        throw conflict(
          'This account signs in with an authenticator code. Use the authenticator page.',
          'USE_AUTHENTICATOR',
        );
      }
      if (method === 'device' && !attempt.twoFa) {
        throw conflict('This account signs in with the code sent by email.', 'USE_EMAIL_CODE');
      }
      const credentials = await adminsRepository.findCredentialsById(tx, attempt.adminId, true);
      if (!credentials) throw expired();
      assertMaySignIn(credentials.admin);
      const email = normalizeEmail(credentials.admin.email);
      const reservation = await reserveGuess(tx, email);

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
        expiresAt: new Date(now().getTime() + deps.session.maxMs),
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
      if (outcome.locked) throw lockedError(outcome.locked);
      if (outcome.triesLeft <= 0)
        throw unauthenticated(
          `${outcome.failure} Too many wrong codes: start again from the sign-in page.`,
          'SIGNIN_EXPIRED',
        );
      throw unprocessable(
        `${outcome.failure} ${outcome.triesLeft === 1 ? '1 try' : `${outcome.triesLeft} tries`} left.`,
        'CODE_INVALID',
      );
    }
    return { token: outcome.token, binding: outcome.binding, maxAgeMs: deps.session.maxMs };
  };

  const tokenHashOf = (token: string | undefined) =>
    token && /^[0-9a-f]{64}$/.test(token) ? hashOf('session', token) : null;

  /** Whether a session is past its absolute or its idle limit at `current` (ms). */
  const isPastLimits = (session: { expiresAt: Date; lastSeenAt: Date }, current: number) =>
    session.expiresAt.getTime() <= current || current - session.lastSeenAt.getTime() >= deps.session.idleMs;

  /**
   * Which of these sessions ended, and why: past a limit on the clock, revoked, or their admin no longer active.
   * The realtime sweep asks it for the sessions of its open sockets.
   */
  const endedSessions = async (tokenHashes: readonly string[]) => {
    const states = await sessionsRepository.findStates(db, tokenHashes);
    const byHash = new Map(states.map((state) => [state.tokenHash, state]));
    const current = now().getTime();
    const ended: { tokenHash: string; reason: SessionEndReason }[] = [];
    for (const tokenHash of tokenHashes) {
      const state = byHash.get(tokenHash);
      if (!state || state.revoked || !state.adminActive) ended.push({ tokenHash, reason: 'revoked' });
      else if (isPastLimits(state, current)) ended.push({ tokenHash, reason: 'expired' });
    }
    return ended;
  };

  /** Accepts a looked-up session when it is live, bound to this browser and within its limits. */
  const acceptSession = async (
    tokenHash: string,
    session: SessionLookup | null,
    binding: string | undefined,
  ): Promise<Session> => {
    if (!session) throw unauthenticated();
    if (!binding || !safeEqualHex(hashOf('binding', binding), session.bindingHash)) {
      throw unauthenticated('This session belongs to another browser. Sign in again.', 'SESSION_NOT_BOUND');
    }
    const current = now().getTime();
    if (isPastLimits(session, current)) {
      throw unauthenticated('Your session has expired. Sign in again.', 'SESSION_EXPIRED');
    }
    if (!session.admin.isActive || !session.admin.isConfirmed) {
      throw unauthenticated('Your account is no longer active.', 'ACCOUNT_INACTIVE');
    }
    if (current - session.lastSeenAt.getTime() >= AUTH_LIMITS.touchEveryMs) {
      await sessionsRepository.touch(db, tokenHash, now());
    }
    return { admin: session.admin, tokenHash, reauthenticatedAt: session.reauthenticatedAt };
  };

  /** The session of a token, when it is live, bound to this browser and within its limits. */
  const authenticate = async (token: string | undefined, binding: string | undefined): Promise<Session> => {
    const tokenHash = tokenHashOf(token);
    if (!tokenHash) throw unauthenticated('Sign in to continue.');
    return acceptSession(tokenHash, await sessionsRepository.findActive(db, tokenHash), binding);
  };

  /**
   * `authenticate` that also counts the request toward the per-IP limit in the same database round trip;
   * `checkHits` sees the count before any session rule, so the limit applies whatever the token.
   */
  const authenticateCountingHit = async (
    token: string | undefined,
    binding: string | undefined,
    hit: RateHit,
    checkHits: (hits: number) => void,
  ): Promise<Session> => {
    const tokenHash = tokenHashOf(token);
    if (!tokenHash) {
      checkHits(await hitRateLimit(db, hit));
      throw unauthenticated('Sign in to continue.');
    }
    const { lookup, hits } = await sessionsRepository.findActiveCountingHit(db, tokenHash, hit);
    checkHits(hits);
    return acceptSession(tokenHash, lookup, binding);
  };

  const signOut = async (session: Session, context: AuditContext) => {
    await db.transaction(async (tx) => {
      await sessionsRepository.revoke(tx, session.tokenHash, now());
      await audit.append(tx, actorContext(context, session.admin), {
        action: AUDIT_ACTION.signout,
        resource: AUDIT_RESOURCE.admin,
        resourceId: session.admin.id,
      });
    });
    events.sessionEnded({ tokenHash: session.tokenHash, reason: 'signed-out' });
  };

  const forgotPasswordCode = async (body: ForgotPasswordCodeBody, context: AuditContext) => {
    await captcha.verify(body.captcha);
    const email = normalizeEmail(body.email);
    const credentials = await adminsRepository.findCredentialsByEmail(db, email);
    if (credentials?.admin.isRegistered) {
      // The code is stored and mailed after the answer, so a registered address costs the caller no more time.
      const code = newNumericCode();
      const id = randomUUID();
      const at = now();
      const store = () =>
        db.transaction(async (tx) => {
          await authRepository.insertPasswordReset(tx, {
            id,
            adminId: credentials.admin.id,
            codeHash: hashOf(`reset-code:${id}`, code),
            now: at,
            expiresAt: new Date(at.getTime() + AUTH_LIMITS.resetCodeMs),
          });
          await audit.append(tx, actorContext(context, credentials.admin), {
            action: AUDIT_ACTION.passwordResetRequested,
            resource: AUDIT_RESOURCE.admin,
            resourceId: credentials.admin.id,
          });
        });
      setImmediate(() => {
        store()
          .then(() =>
            sendInBackground({
              to: credentials.admin.email,
              subject: `${deps.brandName}: your password reset code`,
              text: `Your password reset code is ${code}\n\nIt expires in 10 minutes. If you did not ask to reset your password, ignore this email; your password stays as it is.`,
            }),
          )
          .catch((error: unknown) => deps.log.error({ err: error }, 'password reset code could not be stored'));
      });
    }
    return { email: body.email };
  };

  const forgotPassword = async (body: ForgotPasswordBody) => {
    await captcha.verify(body.captcha);
    const invalid = () => unprocessable('The code is not correct or has expired. Ask for a new code.', 'CODE_INVALID');
    const credentials = await adminsRepository.findCredentialsByEmail(db, normalizeEmail(body.email));
    if (!credentials) throw invalid();
    const resetToken = await db.transaction(async (tx) => {
      const reset = await authRepository.findOpenPasswordResetForUpdate(tx, credentials.admin.id);
      if (!reset || reset.expiresAt <= now() || reset.tries >= AUTH_LIMITS.codeTries) return null;
      if (!safeEqualHex(hashOf(`reset-code:${reset.id}`, body.code), reset.codeHash)) {
        await authRepository.countPasswordResetTry(tx, reset.id);
        return null;
      }
      const token = newToken();
      await authRepository.setPasswordResetToken(
        tx,
        reset.id,
        hashOf('reset-token', token),
        new Date(now().getTime() + AUTH_LIMITS.resetTokenMs),
      );
      return token;
    });
    if (!resetToken) throw invalid();
    return { resetToken };
  };

  const resetPassword = async (resetToken: string, body: ResetPasswordBody, context: AuditContext) => {
    await captcha.verify(body.captcha);
    const linkInvalid = () =>
      unprocessable('This reset link has expired or was already used. Ask for a new code.', 'RESET_LINK_INVALID');
    const passwordHash = await hasher.hash(body.newPassword);
    const admin = await db.transaction(async (tx) => {
      const reset = await authRepository.findPasswordResetByTokenForUpdate(tx, hashOf('reset-token', resetToken));
      if (!reset || reset.usedAt || !reset.tokenExpiresAt || reset.tokenExpiresAt <= now()) throw linkInvalid();
      if (!safeEqualHex(hashOf(`reset-code:${reset.id}`, body.code), reset.codeHash)) {
        throw unprocessable('The code does not belong to this reset link.', 'CODE_INVALID');
      }
      const credentials = await adminsRepository.findCredentialsById(tx, reset.adminId, true);
      if (!credentials) throw linkInvalid();
      assertAcceptableNewPassword(body.newPassword, credentials.admin.email);
      await adminsRepository.setPassword(tx, reset.adminId, passwordHash, now());
      await authRepository.usePasswordReset(tx, reset.id, now());
      const revoked = await sessionsRepository.revokeAllOfAdmin(tx, reset.adminId, now());
      await authRepository.clearFailures(tx, normalizeEmail(credentials.admin.email));
      await audit.append(tx, actorContext(context, credentials.admin), {
        action: AUDIT_ACTION.passwordReset,
        resource: AUDIT_RESOURCE.admin,
        resourceId: reset.adminId,
        after: { sessionsRevoked: revoked },
      });
      return credentials.admin;
    });
    events.revoked({ adminId: admin.id, reason: 'password-reset' });
    sendInBackground({
      to: admin.email,
      subject: `${deps.brandName}: your password was changed`,
      text: `The password of your ${deps.brandName} account was just changed and every session was signed out.\n\nIf this was not you, contact another administrator at once.`,
    });
    return { message: SUCCESS_MESSAGES.passwordUpdated, adminId: admin.id };
  };

  const sendRegistrationLink = async (body: RegistrationLinkBody, context: AuditContext) => {
    const email = normalizeEmail(body.email);
    assertAcceptableNewPassword(body.password, email);
    if (await adminsRepository.existsByEmail(db, email)) {
      throw conflict('An administrator with this email already exists.', 'EMAIL_TAKEN');
    }
    const passwordHash = await hasher.hash(body.password);
    const token = newToken();
    const admin = await db.transaction(async (tx) => {
      const created = await adminsRepository.insert(tx, {
        id: randomUUID(),
        email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        isConfirmed: false,
        isActive: false,
        registeredAt: null,
        permissions: [],
        now: now(),
      });
      await authRepository.insertRegistrationToken(tx, {
        tokenHash: hashOf('registration', token),
        adminId: created.id,
        now: now(),
        expiresAt: new Date(now().getTime() + AUTH_LIMITS.registrationTokenMs),
      });
      await audit.append(tx, context, {
        action: AUDIT_ACTION.adminInvited,
        resource: AUDIT_RESOURCE.admin,
        resourceId: created.id,
        after: created,
      });
      return created;
    });
    await mailRegistrationLink(admin, token);
    events.changed({ area: 'admins', resource: 'admin', id: admin.id, action: 'invited' });
    return admin;
  };

  const mailRegistrationLink = (admin: Admin, token: string) =>
    mailer.send({
      to: admin.email,
      subject: `${deps.brandName}: finish your registration`,
      text: [
        `Hello ${admin.firstName},`,
        '',
        `You were invited to ${deps.brandName}. Open this link within 72 hours to choose your password:`,
        `${deps.publicUrl}/registration/${token}`,
        '',
        'The administrator who invited you gives you the temporary password separately.',
      ].join('\n'),
    });

  /** A new registration link for an admin who has not registered yet; the earlier one stops working. */
  const repeatRegistrationLink = async (id: string, context: AuditContext) => {
    const token = newToken();
    const admin = await db.transaction(async (tx) => {
      const target = await adminsRepository.findById(tx, id);
      if (!target) throw notFound('There is no administrator with this id.', 'ADMIN_NOT_FOUND');
      if (target.isRegistered) {
        throw conflict(`${target.email} has already finished registration.`, 'ALREADY_REGISTERED');
      }
      await authRepository.insertRegistrationToken(tx, {
        tokenHash: hashOf('registration', token),
        adminId: id,
        now: now(),
        expiresAt: new Date(now().getTime() + AUTH_LIMITS.registrationTokenMs),
      });
      await audit.append(tx, context, {
        action: AUDIT_ACTION.adminInvitationRepeated,
        resource: AUDIT_RESOURCE.admin,
        resourceId: id,
      });
      return target;
    });
    await mailRegistrationLink(admin, token);
    return admin;
  };

  const finishRegistration = async (registrationToken: string, body: FinishRegistrationBody, context: AuditContext) => {
    await captcha.verify(body.captcha);
    if (body.newPassword === body.oldPassword) {
      throw unprocessable('Choose a new password different from the temporary one.', 'PASSWORD_UNCHANGED');
    }
    assertAcceptableNewPassword(body.newPassword, body.email);
    const linkInvalid = () =>
      unprocessable(
        'This registration link has expired or was already used. Ask an administrator to send it again.',
        'REGISTRATION_LINK_INVALID',
      );
    const wrongCredentials = () =>
      unprocessable('The email or temporary password is not correct.', 'INVALID_CREDENTIALS');
    const tokenHash = hashOf('registration', registrationToken);
    const newHash = await hasher.hash(body.newPassword);
    const admin = await db.transaction(async (tx) => {
      const stored = await authRepository.findRegistrationTokenForUpdate(tx, tokenHash);
      if (!stored || stored.usedAt || stored.expiresAt <= now()) throw linkInvalid();
      const credentials = await adminsRepository.findCredentialsById(tx, stored.adminId, true);
      if (!credentials || normalizeEmail(credentials.admin.email) !== normalizeEmail(body.email))
        throw wrongCredentials();
      if (!(await hasher.verify(credentials.passwordHash, body.oldPassword))) throw wrongCredentials();
      await adminsRepository.finishRegistration(tx, stored.adminId, newHash, now());
      await authRepository.useRegistrationToken(tx, tokenHash, now());
      await audit.append(tx, actorContext(context, credentials.admin), {
        action: AUDIT_ACTION.adminRegistered,
        resource: AUDIT_RESOURCE.admin,
        resourceId: stored.adminId,
      });
      return credentials.admin;
    });
    events.changed({ area: 'admins', resource: 'admin', id: admin.id, action: 'registered' });
    const message =
      admin.isConfirmed && admin.isActive
        ? 'Registration finished. You can sign in now.'
        : 'Registration finished. You can sign in once an administrator has confirmed and activated your account.';
    return { message };
  };

  /**
   * The signed-in admin re-enters their password before a sensitive action: a wrong one is 422, audited as
   * `failedAction`, and counts toward the sign-in lockout (429 once locked).
   */
  const confirmOwnPassword = async (
    session: Session,
    password: string,
    context: AuditContext,
    failedAction: AuditAction,
  ) => {
    const email = normalizeEmail(session.admin.email);
    const reservation = await reserveGuess(db, email);
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
      if (locked) throw lockedError(locked);
      throw unprocessable('The password is not correct.', 'INVALID_PASSWORD');
    }
    await releaseGuess(db, email, reservation);
  };

  const startAuthenticatorSetup = async (session: Session, body: AuthenticatorSetupBody, context: AuditContext) => {
    await confirmOwnPassword(session, body.password, context, AUDIT_ACTION.authenticatorPasswordFailed);
    const secret = newTotpSecret();
    await adminsRepository.setPendingTotpSecret(db, session.admin.id, secret, now());
    const otpauthUri = totpUri(secret, session.admin.email, deps.brandName);
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  };

  const enableAuthenticator = async (session: Session, body: AuthenticatorEnableBody, context: AuditContext) => {
    const admin = await db.transaction(async (tx) => {
      const credentials = await adminsRepository.findCredentialsById(tx, session.admin.id, true);
      if (!credentials?.totpPendingSecret) {
        throw conflict(
          'Start the authenticator setup first: re-enter your password to get a new QR code.',
          'NO_PENDING_AUTHENTICATOR',
        );
      }
      const step = matchTotpStep(credentials.totpPendingSecret, body.code, now());
      if (step === null) {
        throw unprocessable('The code is not correct. Check the time on your device and try again.', 'CODE_INVALID');
      }
      const admin = await adminsRepository.enableTotp(tx, session.admin.id, step, now());
      await audit.append(tx, actorContext(context, session.admin), {
        action: credentials.totpSecret ? AUDIT_ACTION.authenticatorReplaced : AUDIT_ACTION.authenticatorEnabled,
        resource: AUDIT_RESOURCE.admin,
        resourceId: admin.id,
        before: { twoFASecured: credentials.admin.twoFASecured },
        after: { twoFASecured: true },
      });
      return admin;
    });
    events.changed({ area: 'admins', resource: 'admin', id: admin.id, action: 'authenticator' });
    return admin;
  };

  /** Step-up: the signed-in admin proves presence with the password or an authenticator code. */
  const reauthenticate = async (session: Session, body: ReauthenticateBody, context: AuditContext) => {
    const email = normalizeEmail(session.admin.email);
    const reservation = await reserveGuess(db, email);
    const credentials = await adminsRepository.findCredentialsById(db, session.admin.id);
    if (!credentials) throw unauthenticated();
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
      await releaseGuess(tx, email, reservation);
      await sessionsRepository.setReauthenticated(tx, session.tokenHash, confirmedAt);
      await audit.append(tx, actorContext(context, session.admin), {
        action: AUDIT_ACTION.reauthenticationSucceeded,
        resource: AUDIT_RESOURCE.admin,
        resourceId: session.admin.id,
      });
      return null;
    });
    if (locked) throw lockedError(locked);
    if (failure) throw unprocessable(failure, 'INVALID_CONFIRMATION');
    return { confirmedUntil: new Date(confirmedAt.getTime() + REAUTHENTICATION_WINDOW_MINUTES * MINUTE).toISOString() };
  };

  return {
    signInFirstStep,
    signInFinal: (sessionId: string, body: SignInCodeBody, context: AuditContext & { userAgent: string | null }) =>
      finishSignIn('email', sessionId, body, context),
    signInDevice: (sessionId: string, body: SignInCodeBody, context: AuditContext & { userAgent: string | null }) =>
      finishSignIn('device', sessionId, body, context),
    authenticate,
    authenticateCountingHit,
    endedSessions,
    signOut,
    forgotPasswordCode,
    forgotPassword,
    resetPassword,
    sendRegistrationLink,
    finishRegistration,
    startAuthenticatorSetup,
    enableAuthenticator,
    reauthenticate,
    confirmOwnPassword,
    repeatRegistrationLink,
    /** Ends every session of an admin inside the caller's transaction. */
    revokeSessions: (tx: Queryable, adminId: string) => sessionsRepository.revokeAllOfAdmin(tx, adminId, now()),
    /** Housekeeping run periodically by each instance. */
    deleteExpired: async () => {
      await authRepository.deleteExpired(db, now());
      await sessionsRepository.deleteExpired(db, now());
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
