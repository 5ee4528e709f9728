// Registration: an invitation with its emailed link (and the link sent again), and the invitee choosing a password.
import {
  type Admin,
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  AUTH_ERRORS,
  type FinishRegistrationBody,
  type RegistrationLinkBody,
} from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { AuditContext } from '../../http/request-context';
import { newToken } from '../../lib/crypto';
import { apiError } from '../../lib/http-error';
import { assertAcceptableNewPassword } from '../../lib/passwords';
import { AUTH_LIMITS, actorContext, normalizeEmail, type AuthContext } from './auth-context';

export const sendRegistrationLink = async (auth: AuthContext, body: RegistrationLinkBody, context: AuditContext) => {
  const { db, hasher, audit, events, adminsRepository, authRepository, now, hashOf } = auth;
  const email = normalizeEmail(body.email);
  assertAcceptableNewPassword(body.password, email);
  if (await adminsRepository.existsByEmail(db, email)) {
    throw apiError(AUTH_ERRORS.emailTaken);
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
  await mailRegistrationLink(auth, admin, token);
  events.changed({ area: 'admins', resource: 'admin', id: admin.id, action: 'invited' });
  return admin;
};

export const mailRegistrationLink = (auth: AuthContext, admin: Admin, token: string) =>
  auth.mailer.send({
    to: admin.email,
    subject: `${auth.brandName}: finish your registration`,
    text: [
      `Hello ${admin.firstName},`,
      '',
      `You were invited to ${auth.brandName}. Open this link within 72 hours to choose your password:`,
      `${auth.publicUrl}/registration/${token}`,
      '',
      'The administrator who invited you gives you the temporary password separately.',
    ].join('\n'),
  });

/** A new registration link for an admin who has not registered yet; the earlier one stops working. */
export const repeatRegistrationLink = async (auth: AuthContext, id: string, context: AuditContext) => {
  const { db, audit, adminsRepository, authRepository, now, hashOf } = auth;
  const token = newToken();
  const admin = await db.transaction(async (tx) => {
    const target = await adminsRepository.findById(tx, id);
    if (!target) throw apiError(AUTH_ERRORS.adminNotFound);
    if (target.isRegistered) {
      throw apiError(AUTH_ERRORS.alreadyRegistered, target.email);
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
  await mailRegistrationLink(auth, admin, token);
  return admin;
};

export const finishRegistration = async (
  auth: AuthContext,
  registrationToken: string,
  body: FinishRegistrationBody,
  context: AuditContext,
) => {
  const { db, captcha, hasher, audit, events, adminsRepository, authRepository, now, hashOf } = auth;
  await captcha.verify(body.captcha);
  if (body.newPassword === body.oldPassword) {
    throw apiError(AUTH_ERRORS.passwordUnchanged);
  }
  assertAcceptableNewPassword(body.newPassword, body.email);
  const linkInvalid = () => apiError(AUTH_ERRORS.registrationLinkInvalid);
  const wrongCredentials = () => apiError(AUTH_ERRORS.temporaryCredentialsWrong);
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
  // The managers' notice first: a socket hears its events in order, so one that then hears `changed` without
  // having heard the notice was not meant to.
  const { id, email, firstName, lastName } = admin;
  events.adminRegistered({ id, email, firstName, lastName });
  events.changed({ area: 'admins', resource: 'admin', id: admin.id, action: 'registered' });
  const message =
    admin.isConfirmed && admin.isActive
      ? 'Registration finished. You can sign in now.'
      : 'Registration finished. You can sign in once an administrator has confirmed and activated your account.';
  return { message };
};
