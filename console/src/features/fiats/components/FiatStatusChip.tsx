// A fiat currency's state as a chip: Active (filled) or Deactivated.
import { StatusChip } from '../../../components/ui/StatusChip';
import { FIAT_STATUS_LABELS } from './fiat-labels';

export const FiatStatusChip = ({ active }: { active: boolean }) => (
  <StatusChip
    color={active ? 'success' : 'default'}
    filled={active}
    label={active ? FIAT_STATUS_LABELS.active : FIAT_STATUS_LABELS.deactivated}
    testId="fiat-status"
  />
);
