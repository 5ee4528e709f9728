// The notice of a call held back for approval (four eyes): "Sent for approval: <what it does>" and a link to the
// proposal, kept until followed or dismissed like the registration notice.
import { awaitingApprovalText, type AwaitingApproval } from '../../../lib/awaiting-approval';
import { showLinkNotice, type NoticeTarget } from '../../../components/ui/link-notice';

export type AwaitingApprovalNoticeTarget = NoticeTarget;

export const showAwaitingApprovalNotice = (outcome: AwaitingApproval, target: AwaitingApprovalNoticeTarget): void =>
  showLinkNotice({
    id: `proposal-${outcome.proposal.id}`,
    testId: 'awaiting-approval-notice',
    text: `${awaitingApprovalText(outcome)} ${outcome.message}`,
    linkLabel: 'Open the proposal',
    target,
  });
