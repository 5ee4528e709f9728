// The refusals of sign-in, sessions, passwords, registration and the authenticator, word for word (waits, emails and
// tries arrive written by the server).
import { defineErrors } from '../common/errors';

export const AUTH_ERRORS = defineErrors({
  accountLocked: {
    code: 'ACCOUNT_LOCKED',
    status: 429,
    message: (wait: string) => `Too many failed attempts. Sign-in is locked for ${wait}; try again after that.`,
  },
  notRegistered: {
    code: 'NOT_REGISTERED',
    status: 403,
    message: 'Finish your registration from the link in your invitation email first.',
  },
  accountInactive: {
    code: 'ACCOUNT_INACTIVE',
    status: 403,
    message: 'Your account is not active. Ask an administrator to confirm and activate it.',
  },
  invalidCredentials: { code: 'INVALID_CREDENTIALS', status: 401, message: 'The email or password is not correct.' },
  signInExpired: {
    code: 'SIGNIN_EXPIRED',
    status: 401,
    message: 'This sign-in has expired. Start again from the sign-in page.',
  },
  useAuthenticator: {
    code: 'USE_AUTHENTICATOR',
    status: 409,
    message: 'This account signs in with an authenticator code. Use the authenticator page.',
  },
  useEmailCode: { code: 'USE_EMAIL_CODE', status: 409, message: 'This account signs in with the code sent by email.' },
  tooManyWrongCodes: {
    code: 'SIGNIN_EXPIRED',
    status: 401,
    message: (failure: string) => `${failure} Too many wrong codes: start again from the sign-in page.`,
  },
  wrongCode: {
    code: 'CODE_INVALID',
    status: 422,
    message: (failure: string, tries: string) => `${failure} ${tries} left.`,
  },
  sessionEnded: { code: 'UNAUTHENTICATED', status: 401, message: 'Your session has ended. Sign in again.' },
  signInToContinue: { code: 'UNAUTHENTICATED', status: 401, message: 'Sign in to continue.' },
  sessionNotBound: {
    code: 'SESSION_NOT_BOUND',
    status: 401,
    message: 'This session belongs to another browser. Sign in again.',
  },
  sessionExpired: { code: 'SESSION_EXPIRED', status: 401, message: 'Your session has expired. Sign in again.' },
  accountNoLongerActive: { code: 'ACCOUNT_INACTIVE', status: 401, message: 'Your account is no longer active.' },
  resetCodeInvalid: {
    code: 'CODE_INVALID',
    status: 422,
    message: 'The code is not correct or has expired. Ask for a new code.',
  },
  resetLinkInvalid: {
    code: 'RESET_LINK_INVALID',
    status: 422,
    message: 'This reset link has expired or was already used. Ask for a new code.',
  },
  resetCodeMismatch: { code: 'CODE_INVALID', status: 422, message: 'The code does not belong to this reset link.' },
  emailTaken: { code: 'EMAIL_TAKEN', status: 409, message: 'An administrator with this email already exists.' },
  adminNotFound: { code: 'ADMIN_NOT_FOUND', status: 404, message: 'There is no administrator with this id.' },
  alreadyRegistered: {
    code: 'ALREADY_REGISTERED',
    status: 409,
    message: (email: string) => `${email} has already finished registration.`,
  },
  passwordUnchanged: {
    code: 'PASSWORD_UNCHANGED',
    status: 422,
    message: 'Choose a new password different from the temporary one.',
  },
  registrationLinkInvalid: {
    code: 'REGISTRATION_LINK_INVALID',
    status: 422,
    message: 'This registration link has expired or was already used. Ask an administrator to send it again.',
  },
  temporaryCredentialsWrong: {
    code: 'INVALID_CREDENTIALS',
    status: 422,
    message: 'The email or temporary password is not correct.',
  },
  invalidPassword: { code: 'INVALID_PASSWORD', status: 422, message: 'The password is not correct.' },
  noPendingAuthenticator: {
    code: 'NO_PENDING_AUTHENTICATOR',
    status: 409,
    message: 'Start the authenticator setup first: re-enter your password to get a new QR code.',
  },
  authenticatorCodeInvalid: {
    code: 'CODE_INVALID',
    status: 422,
    message: 'The code is not correct. Check the time on your device and try again.',
  },
  invalidConfirmation: {
    code: 'INVALID_CONFIRMATION',
    status: 422,
    message: (failure: string) => failure,
  },
  passwordTooCommon: {
    code: 'PASSWORD_TOO_COMMON',
    status: 422,
    message: 'This password is too common. Choose a longer phrase that only you would use.',
  },
  passwordIsEmail: { code: 'PASSWORD_IS_EMAIL', status: 422, message: 'The password must not be your email address.' },
  captchaInvalid: {
    code: 'CAPTCHA_INVALID',
    status: 422,
    message: 'The captcha could not be verified. Solve it again and retry.',
  },
  captchaExpired: {
    code: 'CAPTCHA_EXPIRED',
    status: 422,
    message: 'The captcha has expired. Solve it again and retry.',
  },
  captchaReused: {
    code: 'CAPTCHA_REUSED',
    status: 422,
    message: 'This captcha was already used. Solve it again and retry.',
  },
  captchaProvider: {
    code: 'CAPTCHA_PROVIDER',
    status: 422,
    message: 'This server uses reCAPTCHA; there is no challenge to fetch.',
  },
  /** Operator's terminal reset (npm run admin:reset-password). */
  operatorResetUnknownEmail: {
    code: 'ADMIN_NOT_FOUND',
    status: 404,
    message: (email: string) => `There is no administrator with the email ${email}; nothing was changed.`,
  },
  operatorResetNotRegistered: {
    code: 'NOT_REGISTERED',
    status: 409,
    message: (email: string) =>
      `${email} has not finished registration; send them a new registration link from the console instead. Nothing was changed.`,
  },
});
