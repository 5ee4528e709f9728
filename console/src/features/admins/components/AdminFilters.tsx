// The admin list's filter in its toolbar: the onboarding status (awaiting confirmation first, the one to act on);
// each change applies at once.
import type { AdminStatus } from '@blck/contract';
import { StatusFilter } from '../../../components/ui/SelectFilter';
import { ADMIN_STATUS_LABELS } from './AdminStatusChips';

export interface AdminFiltersProps {
  value: { status?: AdminStatus | undefined };
  onChange: (changes: { status: AdminStatus | undefined }) => void;
}

const STATUS_OPTIONS: Readonly<Record<AdminStatus, string>> = {
  awaiting_confirmation: ADMIN_STATUS_LABELS.awaiting_confirmation,
  invited: ADMIN_STATUS_LABELS.invited,
  active: ADMIN_STATUS_LABELS.active,
  deactivated: ADMIN_STATUS_LABELS.deactivated,
};

export function AdminFilters({ value, onChange }: AdminFiltersProps) {
  return (
    <StatusFilter<AdminStatus>
      value={value.status}
      options={STATUS_OPTIONS}
      onChange={(status) => onChange({ status })}
    />
  );
}
