// The auth service (DESIGN §6): one object for the routes, composed from the operation files beside it
// (sign-in, sessions, lockout, password-reset, registration, authenticator, step-up), each bound to the same context.
import type { SignInCodeBody } from '@blck/contract';
import type { AuditContext } from '../../http/request-context';
import { createAuthContext, type AuthContext, type AuthServiceDeps } from './auth-context';
import { enableAuthenticator, startAuthenticatorSetup } from './authenticator';
import { forgotPassword, forgotPasswordCode, resetPassword } from './password-reset';
import { finishRegistration, repeatRegistrationLink, sendRegistrationLink } from './registration';
import {
  authenticate,
  authenticateCountingHit,
  countHit,
  deleteExpired,
  endedSessions,
  revokeSessions,
  signOut,
} from './sessions';
import { finishSignIn, signInFirstStep } from './sign-in';
import { confirmOwnPassword, reauthenticate } from './step-up';

export { AUTH_LIMITS, type AuthServiceDeps, type SignInTokens } from './auth-context';

export const createAuthService = (deps: AuthServiceDeps) => {
  const auth = createAuthContext(deps);
  /** An operation with the context given, as the routes call it. */
  const bound =
    <A extends unknown[], R>(operation: (auth: AuthContext, ...args: A) => R) =>
    (...args: A) =>
      operation(auth, ...args);
  type SignInContext = AuditContext & { userAgent: string | null };

  return {
    signInFirstStep: bound(signInFirstStep),
    signInFinal: (sessionId: string, body: SignInCodeBody, context: SignInContext) =>
      finishSignIn(auth, 'email', sessionId, body, context),
    signInDevice: (sessionId: string, body: SignInCodeBody, context: SignInContext) =>
      finishSignIn(auth, 'device', sessionId, body, context),
    authenticate: bound(authenticate),
    authenticateCountingHit: bound(authenticateCountingHit),
    countHit: bound(countHit),
    endedSessions: bound(endedSessions),
    signOut: bound(signOut),
    forgotPasswordCode: bound(forgotPasswordCode),
    forgotPassword: bound(forgotPassword),
    resetPassword: bound(resetPassword),
    sendRegistrationLink: bound(sendRegistrationLink),
    finishRegistration: bound(finishRegistration),
    startAuthenticatorSetup: bound(startAuthenticatorSetup),
    enableAuthenticator: bound(enableAuthenticator),
    reauthenticate: bound(reauthenticate),
    confirmOwnPassword: bound(confirmOwnPassword),
    repeatRegistrationLink: bound(repeatRegistrationLink),
    /** Ends every session of an admin inside the caller's transaction. */
    revokeSessions: bound(revokeSessions),
    /** Housekeeping run periodically by each instance. */
    deleteExpired: bound(deleteExpired),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
