// The realtime table: every event and every kind of change in one place, for the server's emits and the console's
// cache (what each makes stale).
import { ADMINS_EVENTS } from './admins/admins.events';
import { APPROVALS_EVENTS } from './approvals/approvals.events';
import { AUTH_EVENTS } from './auth/auth.events';
import { BLCK_VALUE_EVENTS } from './blck-value/blck-value.events';
import { REALTIME_EVENTS } from './common/constants';
import { ChangeNoticeSchema, defineEvent, type ChangeKind } from './common/events';
import { ALWAYS_AFFECTED, type Resource } from './common/resources';
import { FIATS_EVENTS } from './fiats/fiats.events';
import { HISTORIES_EVENTS } from './histories/histories.events';
import { INVESTORS_EVENTS } from './investors/investors.events';
import { ISSUERS_EVENTS } from './issuers/issuers.events';
import { LOCKED_FUNDS_EVENTS } from './locked-funds/locked-funds.events';
import { VALIDATORS_EVENTS } from './validators/validators.events';
import { WALLETS_EVENTS } from './wallets/wallets.events';

/** Every kind of record a `changed` event may name. */
export const CHANGE_KINDS: readonly ChangeKind[] = [
  ADMINS_EVENTS.changed,
  APPROVALS_EVENTS.changed,
  ISSUERS_EVENTS.changed,
  WALLETS_EVENTS.walletChanged,
  WALLETS_EVENTS.officialWalletChanged,
  HISTORIES_EVENTS.deposited,
  INVESTORS_EVENTS.changed,
  LOCKED_FUNDS_EVENTS.changed,
  FIATS_EVENTS.changed,
  BLCK_VALUE_EVENTS.changed,
  VALIDATORS_EVENTS.customValidatorChanged,
  VALIDATORS_EVENTS.validatorChanged,
];

export const realtimeEvents = {
  /** A committed change; what it makes stale depends on its `resource` (changeAffects). */
  changed: defineEvent({ name: REALTIME_EVENTS.changed, payload: ChangeNoticeSchema, affects: ALWAYS_AFFECTED }),
  revoked: AUTH_EVENTS.revoked,
  adminRegistered: ADMINS_EVENTS.registered,
};

/** What a change of this kind of record makes stale (always the audit trail and the dashboard too). */
export const changeAffects = (resource: string): readonly Resource[] => [
  ...(CHANGE_KINDS.find((kind) => kind.resource === resource)?.affects ?? []),
  ...ALWAYS_AFFECTED,
];
