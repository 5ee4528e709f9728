// A custom authenticator's state as a chip: awaiting pairing (outlined), paired (filled), removed.
import { StatusChip } from '../../../components/ui/StatusChip';
import { CUSTOM_VALIDATOR_STATUS_LABELS, type CustomValidatorStatus } from './validator-labels';

const COLORS = { awaiting_pairing: 'warning', paired: 'success', removed: 'default' } as const;

export const CustomValidatorStatusChip = ({ status }: { status: CustomValidatorStatus }) => (
  <StatusChip
    label={CUSTOM_VALIDATOR_STATUS_LABELS[status]}
    color={COLORS[status]}
    filled={status === 'paired'}
    testId="custom-validator-status"
  />
);
