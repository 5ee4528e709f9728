// An issuer's KYC state as a chip: Completed (green) or Pending (amber).
import type { Issuer } from '@blck/contract';
import { StatusChip } from '../../../components/ui/StatusChip';
import { KYC_LABELS } from './issuer-labels';

export const KycChip = ({ status }: { status: Issuer['kycStatus'] }) => (
  <StatusChip
    color={status === 'completed' ? 'success' : 'warning'}
    filled={status === 'completed'}
    label={KYC_LABELS[status]}
  />
);
