// One proposal as a description list: what it does, who made it and why, until when it waits, and its decision.
import type { Proposal } from '@blck/contract';
import { Detail, DetailList } from '../../../components/ui/DetailList';
import { Timestamp } from '../../../components/ui/Timestamp';
import { ProposalStatusChip } from './ProposalStatusChip';
import { approvalActionLabel, personName } from './proposal-labels';

export function ProposalDetails({ proposal }: { proposal: Proposal }) {
  const decided = proposal.decidedAt !== null;
  return (
    <DetailList labelWidth={160}>
      <Detail label="Action">{approvalActionLabel(proposal.action)}</Detail>
      <Detail label="What it does">{proposal.summary}</Detail>
      <Detail label="Status">
        <ProposalStatusChip status={proposal.status} />
      </Detail>
      <Detail label="Made by">
        {personName(proposal.maker)} ({proposal.maker.email})
      </Detail>
      <Detail label="Made">
        <Timestamp value={proposal.createdAt} />
      </Detail>
      <Detail label="Reason">{proposal.reason ?? '—'}</Detail>
      <Detail label={proposal.status === 'pending' ? 'Expires' : 'Would have expired'}>
        <Timestamp value={proposal.expiresAt} />
      </Detail>
      <Detail label="Who may decide">An administrator holding {proposal.permission}, not the maker</Detail>
      {decided && (
        <>
          <Detail label="Decided by">
            {proposal.decidedBy ? `${personName(proposal.decidedBy)} (${proposal.decidedBy.email})` : 'The system'}
          </Detail>
          <Detail label="Decided">{proposal.decidedAt && <Timestamp value={proposal.decidedAt} />}</Detail>
          <Detail label="Comment">{proposal.comment ?? '—'}</Detail>
        </>
      )}
    </DetailList>
  );
}
