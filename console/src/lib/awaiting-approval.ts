// Four eyes (issue 17): a call whose policy holds it back answers 202 with a proposal and changes nothing yet. The api
// client raises that answer as an `AwaitingApproval` outcome — neither the endpoint's result (nothing happened) nor an
// `ApiError` (nothing failed) — and `useEndpointMutation` announces it once. Forms close their confirmation on it as
// they would on success, but say nothing of a change; `ErrorAlert` never shows it as a failure.
import type { Proposal, ProposalAccepted } from '@blck/contract';

export class AwaitingApproval extends Error {
  override readonly name = 'AwaitingApproval';
  readonly proposal: Proposal;

  constructor(answer: ProposalAccepted) {
    super(answer.message);
    this.proposal = answer.proposal;
  }
}

export const isAwaitingApproval = (outcome: unknown): outcome is AwaitingApproval =>
  outcome instanceof AwaitingApproval;

/** A failure to show: the call's error, unless the call was only held back for approval (then nothing failed). */
export const failureToShow = (error: unknown): unknown => (isAwaitingApproval(error) ? null : error);

/**
 * For `mutate(…, { onError })`: runs `then` when the call was held back for approval (a form closes its confirmation
 * as on success), and `otherwise` for a real failure.
 */
export const onAwaitingApproval =
  (then: (outcome: AwaitingApproval) => void, otherwise?: (failure: unknown) => void) =>
  (failure: unknown): void => {
    if (isAwaitingApproval(failure)) then(failure);
    else otherwise?.(failure);
  };

/** The sentence the notice starts with. */
export const awaitingApprovalText = (outcome: AwaitingApproval): string =>
  `Sent for approval: ${outcome.proposal.summary}`;

type Announcer = (outcome: AwaitingApproval) => void;
let announcer: Announcer | null = null;

/**
 * The signed-in frame says how a held-back call is announced (a notice with a link to the proposal, which needs the
 * router); `lib/` knows no routes. Returns the function that removes it.
 */
export const setAwaitingApprovalAnnouncer = (announce: Announcer): (() => void) => {
  announcer = announce;
  return () => {
    if (announcer === announce) announcer = null;
  };
};

/** Announces a held-back call through the frame's announcer, or with a plain info toast before one is set. */
export const announceAwaitingApproval = (outcome: AwaitingApproval, fallback: (text: string) => void): void => {
  if (announcer) announcer(outcome);
  else fallback(awaitingApprovalText(outcome));
};
