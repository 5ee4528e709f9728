// A lock's state as a chip: Locked (blue) or Withdrawn (grey).
import type { LockedFunds } from '@blck/contract';
import { StatusChip } from '../../../components/ui/StatusChip';
import { LOCK_STATUS_LABELS } from './lock-labels';

export const LockStatusChip = ({ status }: { status: LockedFunds['status'] }) => (
  <StatusChip
    label={LOCK_STATUS_LABELS[status]}
    color={status === 'locked' ? 'info' : 'default'}
    testId="lock-status"
  />
);
