// The refusals of the approval calls, word for word.
import { defineErrors } from '../common/errors';

export const APPROVALS_ERRORS = defineErrors({
  notFound: { code: 'PROPOSAL_NOT_FOUND', status: 404, message: 'There is no proposal with this id that you can see.' },
  ownProposal: {
    code: 'FORBIDDEN',
    status: 403,
    message: 'You made this proposal: a second administrator has to decide on it.',
  },
  ownAccount: {
    code: 'FORBIDDEN',
    status: 403,
    message: 'This proposal changes your own account: another administrator has to decide on it.',
  },
  notMaker: { code: 'FORBIDDEN', status: 403, message: 'Only the administrator who made a proposal can withdraw it.' },
  cannotApprove: {
    code: 'FORBIDDEN',
    status: 403,
    message: (permission: string) => `Deciding on this proposal needs the ${permission} permission.`,
  },
  notPending: {
    code: 'PROPOSAL_DECIDED',
    status: 409,
    message: (status: string) => `This proposal is no longer pending: it is ${status}.`,
  },
  expired: { code: 'PROPOSAL_EXPIRED', status: 409, message: 'This proposal has expired: nothing was applied.' },
  stale: {
    code: 'PROPOSAL_STALE',
    status: 409,
    message: (what: string) =>
      `What this proposal expected has changed since it was made (${what}); nothing was applied. Reject it and propose again.`,
  },
  cannotApply: {
    code: 'PROPOSAL_CANNOT_APPLY',
    status: 409,
    message: (why: string) => `This proposal can no longer be applied: ${why} Nothing was applied.`,
  },
  makerCannotAct: {
    code: 'PROPOSAL_CANNOT_APPLY',
    status: 409,
    message: 'The administrator who made this proposal can no longer make this change: nothing was applied.',
  },
  policyNotFound: { code: 'POLICY_NOT_FOUND', status: 404, message: 'There is no approval policy for this action.' },
  thresholdForNonMoney: {
    code: 'BAD_REQUEST',
    status: 400,
    message: 'Only a money action has thresholds.',
  },
});
