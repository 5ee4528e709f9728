// Forgotten passwords: an emailed code, the code exchanged for a reset link, the new password set through it.
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  AUTH_ERRORS,
  type ForgotPasswordBody,
  type ForgotPasswordCodeBody,
  type ResetPasswordBody,
  SUCCESS_MESSAGES,
} from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { AuditContext } from '../../http/request-context';
import { newNumericCode, newToken, safeEqualHex } from '../../lib/crypto';
import { apiError } from '../../lib/http-error';
import { assertAcceptableNewPassword } from '../../lib/passwords';
import { AUTH_LIMITS, actorContext, normalizeEmail, type AuthContext } from './auth-context';

export const forgotPasswordCode = async (auth: AuthContext, body: ForgotPasswordCodeBody, context: AuditContext) => {
  const { db, captcha, audit, adminsRepository, authRepository, now, hashOf, sendInBackground } = auth;
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
            subject: `${auth.brandName}: your password reset code`,
            text: `Your password reset code is ${code}\n\nIt expires in 10 minutes. If you did not ask to reset your password, ignore this email; your password stays as it is.`,
          }),
        )
        .catch((error: unknown) => auth.log.error({ err: error }, 'password reset code could not be stored'));
    });
  }
  return { email: body.email };
};

export const forgotPassword = async (auth: AuthContext, body: ForgotPasswordBody) => {
  const { db, captcha, adminsRepository, authRepository, now, hashOf } = auth;
  await captcha.verify(body.captcha);
  const invalid = () => apiError(AUTH_ERRORS.resetCodeInvalid);
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

export const resetPassword = async (
  auth: AuthContext,
  resetToken: string,
  body: ResetPasswordBody,
  context: AuditContext,
) => {
  const {
    db,
    captcha,
    hasher,
    audit,
    events,
    adminsRepository,
    authRepository,
    sessionsRepository,
    now,
    hashOf,
    sendInBackground,
  } = auth;
  await captcha.verify(body.captcha);
  const linkInvalid = () => apiError(AUTH_ERRORS.resetLinkInvalid);
  const passwordHash = await hasher.hash(body.newPassword);
  const admin = await db.transaction(async (tx) => {
    const reset = await authRepository.findPasswordResetByTokenForUpdate(tx, hashOf('reset-token', resetToken));
    if (!reset || reset.usedAt || !reset.tokenExpiresAt || reset.tokenExpiresAt <= now()) throw linkInvalid();
    if (!safeEqualHex(hashOf(`reset-code:${reset.id}`, body.code), reset.codeHash)) {
      throw apiError(AUTH_ERRORS.resetCodeMismatch);
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
    subject: `${auth.brandName}: your password was changed`,
    text: `The password of your ${auth.brandName} account was just changed and every session was signed out.\n\nIf this was not you, contact another administrator at once.`,
  });
  return { message: SUCCESS_MESSAGES.passwordUpdated, adminId: admin.id };
};
