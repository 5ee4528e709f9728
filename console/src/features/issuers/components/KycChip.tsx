// An issuer's KYC state as a chip: Completed (green) or Pending (amber).
import type { Issuer } from '@blck/contract';
import Chip from '@mui/material/Chip';
import { KYC_LABELS } from './issuer-labels';

export function KycChip({ status }: { status: Issuer['kycStatus'] }) {
  return (
    <Chip
      size="small"
      variant={status === 'completed' ? 'filled' : 'outlined'}
      color={status === 'completed' ? 'success' : 'warning'}
      label={KYC_LABELS[status]}
    />
  );
}
