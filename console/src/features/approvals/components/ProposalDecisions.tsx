// What the signed-in admin may do with one proposal: Approve (optional comment) and Reject (comment required) when
// they may decide it, Withdraw when they made it. Each asks first in a confirmation whose focus starts on Cancel, as
// the money confirmations do; approving shows the before → after it applies. A refusal stays in the dialog (a 409
// says the proposal was decided, expired or is stale meanwhile) and disables confirming when trying again cannot help.
import { useState } from 'react';
import { ApproveProposalBodySchema, RejectProposalBodySchema, type Proposal } from '@blck/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { TextInput } from '../../../components/ui/TextInput';
import { messageFor } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useApproveProposal } from '../api/approve-proposal';
import { useRejectProposal } from '../api/reject-proposal';
import { useWithdrawProposal } from '../api/withdraw-proposal';
import { ProposalChanges } from './ProposalChanges';
import { decisionIsFinal } from './proposal-labels';

type Decision = 'approve' | 'reject' | 'withdraw';

export const DECISION_MESSAGES = {
  approve: 'Proposal approved and applied',
  reject: 'Proposal rejected',
  withdraw: 'Proposal withdrawn',
} as const;

export interface ProposalDecisionsProps {
  proposal: Proposal;
}

export function ProposalDecisions({ proposal }: ProposalDecisionsProps) {
  const [open, setOpen] = useState<Decision | null>(null);
  const [comment, setComment] = useState('');
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const withdraw = useWithdrawProposal();
  const mutation = open === 'approve' ? approve : open === 'reject' ? reject : withdraw;

  if (!proposal.canDecide && !proposal.canWithdraw) return null;

  const start = (decision: Decision) => {
    approve.reset();
    reject.reset();
    withdraw.reset();
    setComment('');
    setOpen(decision);
  };
  const close = () => setOpen(null);
  const done = (decision: Decision) => () => {
    notifySuccess(DECISION_MESSAGES[decision]);
    close();
  };

  const trimmed = comment.trim();
  const approveProblem = messageFor(ApproveProposalBodySchema, trimmed ? { comment: trimmed } : {});
  const rejectProblem = messageFor(RejectProposalBodySchema, { comment: trimmed });
  const final = decisionIsFinal(mutation.error);

  const commentField = (label: string, problem: string | undefined, required: boolean) => (
    <TextInput
      id="proposal-comment"
      label={label}
      name="comment"
      value={comment}
      onChange={(event) => setComment(event.target.value)}
      multiline
      minRows={2}
      required={required}
      disabled={mutation.isPending}
      error={Boolean(trimmed && problem)}
      helperText={(trimmed && problem) || (required ? 'Kept with the decision; the maker sees it.' : undefined)}
    />
  );

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {proposal.canDecide && (
          <>
            <Button variant="contained" onClick={() => start('approve')}>
              Approve
            </Button>
            <Button variant="outlined" color="error" onClick={() => start('reject')}>
              Reject
            </Button>
          </>
        )}
        {proposal.canWithdraw && (
          <Button variant="outlined" onClick={() => start('withdraw')}>
            Withdraw
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={open === 'approve'}
        title="Approve and apply this change?"
        confirmLabel="Approve"
        maxWidth="sm"
        busy={approve.isPending}
        confirmDisabled={Boolean(approveProblem) || final}
        onConfirm={() =>
          approve.mutate({ id: proposal.id, body: trimmed ? { comment: trimmed } : {} }, { onSuccess: done('approve') })
        }
        onClose={close}
      >
        <Stack spacing={2}>
          <span>{proposal.summary} It is applied at once, exactly as proposed.</span>
          <ProposalChanges changes={proposal.changes} />
          {commentField('Comment (optional)', approveProblem, false)}
          <ErrorAlert error={approve.error} />
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'reject'}
        title="Reject this proposal?"
        confirmLabel="Reject"
        destructive
        maxWidth="sm"
        busy={reject.isPending}
        confirmDisabled={Boolean(rejectProblem) || final}
        onConfirm={() => reject.mutate({ id: proposal.id, body: { comment: trimmed } }, { onSuccess: done('reject') })}
        onClose={close}
      >
        <Stack spacing={2}>
          <span>Nothing is applied. Say why, so the maker knows.</span>
          {commentField('Why you reject it', rejectProblem, true)}
          <ErrorAlert error={reject.error} />
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'withdraw'}
        title="Withdraw your proposal?"
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        confirmDisabled={final}
        onConfirm={() => withdraw.mutate({ id: proposal.id, body: {} }, { onSuccess: done('withdraw') })}
        onClose={close}
      >
        <Stack spacing={2}>
          <span>Nothing is applied, and nobody can approve it any more.</span>
          <ErrorAlert error={withdraw.error} />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
