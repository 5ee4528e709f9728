// An administrator's state at a glance: where they stand in onboarding (the list's status filter speaks the same
// words) and whether two-factor sign-in is on.
import { adminStatusOf, type Admin, type AdminStatus } from '@blck/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** The onboarding statuses as the console names them, in the list filter, the chips and the details. */
export const ADMIN_STATUS_LABELS: Readonly<Record<AdminStatus, string>> = {
  invited: 'Invited',
  awaiting_confirmation: 'Awaiting confirmation',
  active: 'Active',
  deactivated: 'Deactivated',
};

const STATUS_COLOR = {
  invited: 'info',
  awaiting_confirmation: 'warning',
  active: 'success',
  deactivated: 'default',
} as const;

export interface AdminStatusChipsProps {
  admin: Admin;
  /** Keep the chips on one line (a list row). */
  nowrap?: boolean;
}

export function AdminStatusChips({ admin, nowrap = false }: AdminStatusChipsProps) {
  const status = adminStatusOf(admin);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: nowrap ? 'nowrap' : 'wrap' }}
      data-testid="admin-status"
    >
      <Chip
        size="small"
        color={STATUS_COLOR[status]}
        variant={status === 'active' ? 'filled' : 'outlined'}
        label={ADMIN_STATUS_LABELS[status]}
      />
      <Chip
        size="small"
        variant="outlined"
        color={admin.twoFASecured ? 'success' : 'default'}
        label={admin.twoFASecured ? '2FA on' : '2FA off'}
      />
    </Stack>
  );
}
