// A proposal's status as a chip: pending (waiting), approved and applied, rejected, withdrawn, expired.
import type { ProposalStatus } from '@blck/contract';
import { StatusChip } from '../../../components/ui/StatusChip';
import { PROPOSAL_STATUS_COLORS, PROPOSAL_STATUS_LABELS } from './proposal-labels';

export function ProposalStatusChip({ status }: { status: ProposalStatus }) {
  return (
    <StatusChip
      label={PROPOSAL_STATUS_LABELS[status]}
      color={PROPOSAL_STATUS_COLORS[status]}
      filled={status === 'applied'}
      testId="proposal-status"
    />
  );
}
