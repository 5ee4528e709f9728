// Business constants of SPEC §9 and DESIGN, shared by the server and the console so both agree.

/** $BLCK follows the ERC-20 convention of 18 decimals. */
export const BLCK_DECIMALS = 18;
export const BLCK_UNIT = '$BLCK';
/** The currency code of $BLCK itself: its official wallet, in which every balance is kept. */
export const BLCK_CURRENCY = 'BLCK';

export const REDIRECT_COUNTDOWN_SECONDS = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 20;
export const UNHANDLED_ERROR_MESSAGE = 'Unhandled error';

export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

export const AUTHENTICATOR_LIST_PAGE = 0;
export const AUTHENTICATOR_LIST_PER_PAGE = 30;

export const REALTIME = {
  path: '/socket.io',
  reconnectionDelayMs: 1000,
  reconnectionDelayMaxMs: 5000,
  randomizationFactor: 0.5,
  timeoutMs: 20000,
} as const;

/** Events the realtime socket carries from the server to the console. */
export const REALTIME_EVENTS = {
  /** `{ resource, id, action }`: a committed change the console may refetch. */
  changed: 'changed',
  /** `{ reason }`: the socket's session ended; the server closes the socket right after. */
  revoked: 'session:revoked',
  /**
   * `{ id, email, firstName, lastName }` (AdminRegisteredNoticeSchema): an invited admin finished registration and
   * awaits confirmation; sent only to sockets of admins holding `admins.manage`.
   */
  adminRegistered: 'admin:registered',
} as const;

/** Why a session ended, as `session:revoked` says it. */
export const SESSION_END_REASONS = [
  'signed-out',
  'expired',
  'revoked',
  'deactivated',
  'two-factor-reset',
  'password-reset',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const COOKIES = {
  /** Session token, readable by the console (SPEC §3); path `/`. */
  authToken: 'authtoken',
  /** Sign-in session id between the first and the final step (SPEC §3); path `/`. */
  sessionId: 'sessionid',
  /** HttpOnly cookie that binds a token to the browser that signed in (DESIGN §6). */
  binding: 'authbinding',
} as const;

export const HEADERS = {
  authToken: 'authtoken',
  sessionId: 'sessionid',
  idempotencyKey: 'idempotency-key',
} as const;

export const PAGINATION = { defaultPerPage: 10, maxPerPage: 100 } as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_CODE_LENGTH = 6;

/** Success toasts of SPEC §8, word for word. */
export const SUCCESS_MESSAGES = {
  passwordUpdated: 'Password updated successfully',
  adminConfirmed: 'Admin successfully confirmed',
  registrationLinkSent: 'Registration link sent successfully',
  permissionsUpdated: 'Permissions successfully updated',
  investorReviewed: 'Investor successfully reviewed',
  investorUpdated: 'Investor successfully updated',
  investorFundsUpdated: 'Investor funds successfully updated',
  investorRemoved: 'Investor have been removed successfully',
  kycFinished: 'KYC successfully finished',
  customTokenGenerated: 'Custom token successfully generated',
  issuerFundsIncreased: 'Issuer funds successfully increased',
  authenticatorLinkGenerated: 'Successfully generated authenticator link',
  authenticatorRemoved: 'Successfully removed authenticator',
  admin2faReset: 'Extended and reset Admin 2FA.',
  lockedFundsAvailabilityUpdated: 'Successfully updated locked funds availability',
} as const;

/** Toasts whose wording SPEC §8 leaves open (decided here, see ARCHITECTURE.md). */
export const DECIDED_MESSAGES = {
  authenticatorEnabled: 'Authenticator enabled',
  adminActive: 'Admin is now active',
  adminNotActive: 'Admin is now not active',
  adminConfirmedAndActivated: 'Admin successfully confirmed and activated',
  identityConfirmed: 'Identity confirmed',
  officialWalletActivated: 'Account activated',
  officialWalletSuspended: 'Account suspended',
  investorCancelled: 'Investor cancelled',
  investorReactivated: 'Investor reactivated',
  fiatActivated: 'Fiat active',
  fiatDeactivated: 'Fiat deactivated',
  blckValueAdded: 'Token value added',
  blckValueUpdated: 'Token value updated',
  fiatUpdated: 'Fiat updated',
} as const;

/** SPEC §8: the toasts that state the locked or withdrawn amount in $BLCK (wording decided, DESIGN §8). */
export const lockedAmountMessage = (formattedAmount: string): string => `Locked ${formattedAmount}`;
export const withdrawnAmountMessage = (formattedAmount: string): string => `Withdrawn ${formattedAmount}`;

export const redirectCountdownText = (seconds: number): string => `Redirection in ${seconds} seconds...`;

/**
 * Runtime settings the server writes into index.html as `<meta name content>` tags, so the console
 * reads them without an inline script or an extra call.
 */
export const PAGE_META = {
  brandName: 'blck:brand-name',
  captchaProvider: 'blck:captcha-provider',
  recaptchaSiteKey: 'blck:recaptcha-site-key',
  appEnv: 'blck:app-env',
} as const;
export const DEFAULT_BRAND_NAME = 'BLCK Back Office';
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The notice an admin manager gets when an invitee finished registration (REALTIME_EVENTS.adminRegistered). */
export const adminRegisteredMessage = (name: string): string =>
  `${name} finished registration and awaits confirmation.`;
