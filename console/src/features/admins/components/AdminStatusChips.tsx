// An administrator's state at a glance: registration (Invited / Registered / Confirmed), Active or Inactive, 2FA.
import type { Admin } from '@blck/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export type RegistrationState = 'Invited' | 'Registered' | 'Confirmed';

/** Invited: the link is out; Registered: they chose a password and wait for confirmation; Confirmed. */
export const registrationState = (admin: Pick<Admin, 'isRegistered' | 'isConfirmed'>): RegistrationState => {
  if (!admin.isRegistered) return 'Invited';
  return admin.isConfirmed ? 'Confirmed' : 'Registered';
};

const REGISTRATION_COLOR = { Invited: 'info', Registered: 'warning', Confirmed: 'success' } as const;

export interface AdminStatusChipsProps {
  admin: Admin;
  /** Keep the chips on one line (a list row). */
  nowrap?: boolean;
}

export function AdminStatusChips({ admin, nowrap = false }: AdminStatusChipsProps) {
  const registration = registrationState(admin);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: nowrap ? 'nowrap' : 'wrap' }}
      data-testid="admin-status"
    >
      <Chip size="small" variant="outlined" color={REGISTRATION_COLOR[registration]} label={registration} />
      <Chip
        size="small"
        color={admin.isActive ? 'success' : 'default'}
        variant={admin.isActive ? 'filled' : 'outlined'}
        label={admin.isActive ? 'Active' : 'Inactive'}
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
