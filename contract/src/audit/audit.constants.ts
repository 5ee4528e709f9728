// Audit actions and resources as constants with the labels people read, and the permission that reads each
// resource's history: the server appends only these codes, the console shows only these labels.
import type { Permission } from '../permissions/permissions';

export const AUDIT_ACTION = {
  adminBootstrapped: 'admin.bootstrapped',
  adminInvited: 'admin.invited',
  adminInvitationRepeated: 'admin.invitation_repeated',
  adminRegistered: 'admin.registered',
  adminConfirmed: 'admin.confirmed',
  adminActivated: 'admin.activated',
  adminDeactivated: 'admin.deactivated',
  adminTwoFactorReset: 'admin.2fa_reset',
  adminPermissionsUpdated: 'admin.permissions_updated',
  signinSucceeded: 'signin.succeeded',
  signinFailed: 'signin.failed',
  signinLocked: 'signin.locked',
  signout: 'signout',
  passwordResetRequested: 'password.reset_requested',
  passwordReset: 'password.reset',
  authenticatorEnabled: 'authenticator.enabled',
  authenticatorReplaced: 'authenticator.replaced',
  authenticatorPasswordFailed: 'authenticator.password_failed',
  reauthenticationSucceeded: 'reauthentication.succeeded',
  reauthenticationFailed: 'reauthentication.failed',
  issuerRegistered: 'issuer.registered',
  issuerTypeChanged: 'issuer.type_changed',
  issuerPaymentTypeChanged: 'issuer.payment_type_changed',
  issuerKycCompleted: 'issuer.kyc_completed',
  issuerCustomTokenCreated: 'issuer.custom_token_created',
  investorRegistered: 'investor.registered',
  investorReviewed: 'investor.reviewed',
  investorUpdated: 'investor.updated',
  investorFundsUpdated: 'investor.funds_updated',
  investorCancelled: 'investor.cancelled',
  investorReactivated: 'investor.reactivated',
  investorRemoved: 'investor.removed',
  lockedFundsLocked: 'locked_funds.locked',
  lockedFundsWithdrawn: 'locked_funds.withdrawn',
  lockedFundsAvailabilityChanged: 'locked_funds.availability_changed',
  fiatActivated: 'fiat.activated',
  fiatDeactivated: 'fiat.deactivated',
  fiatUpdated: 'fiat.updated',
  blckValueAdded: 'blck_value.added',
  blckValueUpdated: 'blck_value.updated',
  walletDeposit: 'wallet.deposit',
  officialWalletActivated: 'official_wallet.activated',
  officialWalletSuspended: 'official_wallet.suspended',
  customValidatorGenerated: 'custom_validator.generated',
  customValidatorPasswordFailed: 'custom_validator.password_failed',
  customValidatorPaired: 'custom_validator.paired',
  customValidatorRemoved: 'custom_validator.removed',
  demoAdminSeeded: 'demo.admin_seeded',
  demoIssuerSeeded: 'demo.issuer_seeded',
  demoDepositsSeeded: 'demo.deposits_seeded',
  demoFiatDeactivated: 'demo.fiat_deactivated',
  demoBlckValuesSeeded: 'demo.blck_values_seeded',
  demoCustomValidatorSeeded: 'demo.custom_validator_seeded',
} as const;
export type AuditAction = (typeof AUDIT_ACTION)[keyof typeof AUDIT_ACTION];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'admin.bootstrapped': 'First administrator created',
  'admin.invited': 'Administrator invited',
  'admin.invitation_repeated': 'Registration link sent again',
  'admin.registered': 'Registration finished',
  'admin.confirmed': 'Administrator confirmed',
  'admin.activated': 'Administrator activated',
  'admin.deactivated': 'Administrator deactivated',
  'admin.2fa_reset': 'Two-factor reset',
  'admin.permissions_updated': 'Permissions changed',
  'signin.succeeded': 'Signed in',
  'signin.failed': 'Sign-in failed',
  'signin.locked': 'Sign-in locked',
  signout: 'Signed out',
  'password.reset_requested': 'Password reset requested',
  'password.reset': 'Password reset',
  'authenticator.enabled': 'Authenticator set up',
  'authenticator.replaced': 'Authenticator replaced',
  'authenticator.password_failed': 'Wrong password at authenticator setup',
  'reauthentication.succeeded': 'Identity confirmed',
  'reauthentication.failed': 'Identity confirmation failed',
  'issuer.registered': 'Issuer registered',
  'issuer.type_changed': 'Issuer type changed',
  'issuer.payment_type_changed': 'Payment type changed',
  'issuer.kyc_completed': 'KYC completed',
  'issuer.custom_token_created': 'Custom token created',
  'investor.registered': 'Investor registered',
  'investor.reviewed': 'Investor reviewed',
  'investor.updated': 'Investor edited',
  'investor.funds_updated': 'Funds changed',
  'investor.cancelled': 'Investor cancelled',
  'investor.reactivated': 'Investor reactivated',
  'investor.removed': 'Investor removed',
  'locked_funds.locked': 'Funds locked',
  'locked_funds.withdrawn': 'Funds withdrawn',
  'locked_funds.availability_changed': 'Availability changed',
  'fiat.activated': 'Fiat activated',
  'fiat.deactivated': 'Fiat deactivated',
  'fiat.updated': 'Fiat edited',
  'blck_value.added': 'Token value added',
  'blck_value.updated': 'Token value edited',
  'wallet.deposit': 'Deposit',
  'official_wallet.activated': 'Official wallet activated',
  'official_wallet.suspended': 'Official wallet suspended',
  'custom_validator.generated': 'Authenticator link generated',
  'custom_validator.password_failed': 'Wrong password at authenticator link generation',
  'custom_validator.paired': 'Custom authenticator paired',
  'custom_validator.removed': 'Custom authenticator removed',
  'demo.admin_seeded': 'Demo administrator seeded',
  'demo.issuer_seeded': 'Demo issuer seeded',
  'demo.deposits_seeded': 'Demo deposits seeded',
  'demo.fiat_deactivated': 'Demo fiat deactivated',
  'demo.blck_values_seeded': 'Demo token values seeded',
  'demo.custom_validator_seeded': 'Demo custom authenticator seeded',
};

export const AUDIT_ACTIONS = Object.values(AUDIT_ACTION) as [AuditAction, ...AuditAction[]];

export const AUDIT_RESOURCE = {
  admin: 'admin',
  issuer: 'issuer',
  investor: 'investor',
  lockedFunds: 'locked_funds',
  fiat: 'fiat',
  blckValue: 'blck_value',
  wallet: 'wallet',
  officialWallet: 'official_wallet',
  customValidator: 'custom_validator',
  deposit: 'deposit',
} as const;
export type AuditResource = (typeof AUDIT_RESOURCE)[keyof typeof AUDIT_RESOURCE];
export const AUDIT_RESOURCES = Object.values(AUDIT_RESOURCE) as [AuditResource, ...AuditResource[]];

export const AUDIT_RESOURCE_LABELS: Record<AuditResource, string> = {
  admin: 'Administrator',
  issuer: 'Issuer',
  investor: 'Investor',
  locked_funds: 'Locked funds',
  fiat: 'Fiat',
  blck_value: 'Token value',
  wallet: 'Issuer wallet',
  official_wallet: 'Official wallet',
  custom_validator: 'Custom authenticator',
  deposit: 'Deposit',
};

/**
 * The permission that reads one record of each resource: it also reads that record's own history (the audit
 * list filtered by resource and id). The whole trail, and any other filter, needs `audit.view`.
 */
export const AUDIT_RESOURCE_READ_PERMISSION: Record<AuditResource, Permission> = {
  admin: 'admins.view',
  issuer: 'issuers.view',
  investor: 'investors.view',
  locked_funds: 'lockedFunds.view',
  fiat: 'fiats.view',
  blck_value: 'blckValue.view',
  wallet: 'wallets.view',
  official_wallet: 'officialWallets.view',
  custom_validator: 'authenticators.view',
  deposit: 'histories.view',
};

/** The label of an action code; a code this console does not know is shown as it is. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
export const auditResourceLabel = (resource: string): string =>
  (AUDIT_RESOURCE_LABELS as Record<string, string>)[resource] ?? resource;
