// The authenticator (TOTP) setup: a new secret and QR code after the password, enabled by a first code.
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  AUTH_ERRORS,
  type AuthenticatorEnableBody,
  type AuthenticatorSetupBody,
} from '@blck/contract';
import QRCode from 'qrcode';
import type { AuditContext, Session } from '../../http/request-context';
import { apiError } from '../../lib/http-error';
import { actorContext, type AuthContext } from './auth-context';
import { confirmOwnPassword } from './step-up';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

export const startAuthenticatorSetup = async (
  auth: AuthContext,
  session: Session,
  body: AuthenticatorSetupBody,
  context: AuditContext,
) => {
  const { db, adminsRepository, now } = auth;
  await confirmOwnPassword(auth, session, body.password, context, AUDIT_ACTION.authenticatorPasswordFailed);
  const secret = newTotpSecret();
  await adminsRepository.setPendingTotpSecret(db, session.admin.id, secret, now());
  const otpauthUri = totpUri(secret, session.admin.email, auth.brandName);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
};

export const enableAuthenticator = async (
  auth: AuthContext,
  session: Session,
  body: AuthenticatorEnableBody,
  context: AuditContext,
) => {
  const { db, audit, events, adminsRepository, now } = auth;
  const admin = await db.transaction(async (tx) => {
    const credentials = await adminsRepository.findCredentialsById(tx, session.admin.id, true);
    if (!credentials?.totpPendingSecret) {
      throw apiError(AUTH_ERRORS.noPendingAuthenticator);
    }
    const step = matchTotpStep(credentials.totpPendingSecret, body.code, now());
    if (step === null) {
      throw apiError(AUTH_ERRORS.authenticatorCodeInvalid);
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
