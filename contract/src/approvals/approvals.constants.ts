// The actions four eyes can hold back (issue 17): each names the calls it covers, whether a threshold per currency
// decides, and its default. Policies are data (a row per action); these are the defaults a new database gets.
import type { Permission } from '../permissions/permissions';

export const APPROVAL_ACTIONS = [
  'investorFunds',
  'lockFunds',
  'withdrawFunds',
  'issuerDeposit',
  'adminPermissions',
  'adminActivation',
  'admin2faReset',
  'officialWalletStatus',
  'blckValue',
  'fiatValue',
  'approvalPolicies',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export interface ApprovalActionInfo {
  /** What the console calls it. */
  label: string;
  /** Money actions need approval only above their threshold in some currency; the others whenever enabled. */
  money: boolean;
  /** Who may approve: an admin (not the maker) holding this permission. */
  permission: Permission;
}

export const APPROVAL_ACTION_INFO: Record<ApprovalAction, ApprovalActionInfo> = {
  investorFunds: { label: 'Investor funds increase or decrease', money: true, permission: 'funds.manage' },
  lockFunds: { label: 'Lock of investor funds', money: true, permission: 'lockedFunds.manage' },
  withdrawFunds: { label: 'Withdrawal of locked funds', money: true, permission: 'lockedFunds.manage' },
  issuerDeposit: { label: 'Deposit into an issuer wallet', money: true, permission: 'funds.manage' },
  adminPermissions: { label: "Change of an admin's permissions", money: false, permission: 'admins.manage' },
  adminActivation: { label: 'Confirmation or activation of an admin', money: false, permission: 'admins.manage' },
  admin2faReset: { label: "Reset of an admin's two-factor authentication", money: false, permission: 'admins.manage' },
  officialWalletStatus: {
    label: 'Suspension or activation of an official wallet',
    money: false,
    permission: 'officialWallets.manage',
  },
  blckValue: { label: 'Change of the token value', money: false, permission: 'blckValue.manage' },
  fiatValue: { label: "Change of a fiat currency's value", money: false, permission: 'fiats.manage' },
  approvalPolicies: { label: 'Change of an approval policy', money: false, permission: 'admins.manage' },
};

/** A money action's default threshold in every currency: moves above it wait for a second admin. */
export const DEFAULT_APPROVAL_THRESHOLD = '100000';
/** How long a proposal waits for a decision before it expires (APPROVAL_TTL_HOURS overrides). */
export const DEFAULT_APPROVAL_TTL_HOURS = 24;

export const PROPOSAL_STATUSES = ['pending', 'applied', 'rejected', 'withdrawn', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The answer's sentence when a call was recorded as a proposal instead of applied. */
export const AWAITING_APPROVAL_MESSAGE = 'This change awaits the approval of a second administrator.';
