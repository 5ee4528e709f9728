// The words of the approvals screens: views, statuses, actions, people, and which refusals of a decision trying again
// cannot cure (four eyes, issue 17).
import {
  APPROVAL_ACTIONS,
  APPROVAL_ACTION_INFO,
  APPROVALS_ERRORS,
  type ApprovalAction,
  type ProposalPerson,
  type ProposalStatus,
} from '@blck/contract';
import type { StatusColor } from '../../../components/ui/StatusChip';
import { isDomainError } from '../../../lib/api-error';

export const PROPOSAL_VIEW_LABELS = {
  waiting: 'Waiting for me',
  mine: 'Mine',
  decided: 'Decided',
  all: 'All',
} as const;
export type ProposalView = keyof typeof PROPOSAL_VIEW_LABELS;

export const PROPOSAL_STATUS_LABELS: Readonly<Record<ProposalStatus, string>> = {
  pending: 'Pending',
  applied: 'Approved and applied',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export const PROPOSAL_STATUS_COLORS: Readonly<Record<ProposalStatus, StatusColor>> = {
  pending: 'warning',
  applied: 'success',
  rejected: 'error',
  withdrawn: 'default',
  expired: 'default',
};

export const APPROVAL_ACTION_LABELS = Object.fromEntries(
  APPROVAL_ACTIONS.map((action) => [action, APPROVAL_ACTION_INFO[action].label]),
) as Readonly<Record<ApprovalAction, string>>;

export const approvalActionLabel = (action: string): string =>
  action in APPROVAL_ACTION_INFO ? APPROVAL_ACTION_INFO[action as ApprovalAction].label : action;

/** A maker or decider as the lists show them: the name, or the email when they have none. */
export const personName = (person: ProposalPerson): string => person.name?.trim() || person.email;

/** What an empty list says, by view and whether filters are set. */
export const emptyProposalsText = (view: ProposalView, filtered: boolean): string => {
  if (filtered) return 'No proposals match these filters.';
  switch (view) {
    case 'waiting':
      return 'Nothing is waiting for your approval.';
    case 'mine':
      return 'You have made no proposals.';
    case 'decided':
      return 'No proposal has been decided yet.';
    default:
      return 'There are no proposals yet.';
  }
};

/**
 * A refusal after which approving or rejecting again cannot help (409: decided meanwhile, expired, stale, cannot be
 * applied; 403: own proposal or missing permission; 404): the dialog says it and disables its confirm button.
 */
export const decisionIsFinal = (failure: unknown): boolean =>
  [
    APPROVALS_ERRORS.notPending,
    APPROVALS_ERRORS.expired,
    APPROVALS_ERRORS.stale,
    APPROVALS_ERRORS.cannotApply,
    APPROVALS_ERRORS.notFound,
  ].some((error) => isDomainError(failure, error)) ||
  (failure instanceof Error && 'status' in failure && failure.status === 403);
