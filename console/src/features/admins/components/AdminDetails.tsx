// Every field of one administrator: identity, state, two-factor, permissions, when they were added.
import type { ReactNode } from 'react';
import { PERMISSION_AREAS, hasPermission, type Admin } from '@blck/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminStatusChips, registrationState } from './AdminStatusChips';
import { PERMISSION_AREA_LABELS } from './permission-labels';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'medium' });

const REGISTRATION_TEXT = {
  Invited: 'Invited: the registration link was sent; they have not chosen their password yet.',
  Registered: 'Registered: they chose their password and wait for an administrator to confirm them.',
  Confirmed: 'Confirmed by an administrator.',
} as const;

export interface AdminDetailsProps {
  admin: Admin;
  /** The actions shown under the fields (only for admins who may manage). */
  actions?: ReactNode;
}

export function AdminDetails({ admin, actions }: AdminDetailsProps) {
  const areas = PERMISSION_AREAS.filter((area) => hasPermission(admin.permissions, `${area}.view`));
  return (
    <Card component="section" aria-label="Administrator details">
      <CardContent>
        <Stack spacing={3}>
          <AdminStatusChips admin={admin} />
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 1.5 },
              '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0, wordBreak: 'break-word' },
            }}
          >
            <Field label="Email">{admin.email}</Field>
            <Field label="First name">{admin.firstName || '—'}</Field>
            <Field label="Last name">{admin.lastName || '—'}</Field>
            <Field label="Registration">{REGISTRATION_TEXT[registrationState(admin)]}</Field>
            <Field label="Active">
              {admin.isActive ? 'Yes: they can sign in.' : 'No: they cannot sign in until activated.'}
            </Field>
            <Field label="Two-factor authentication">
              {admin.twoFASecured ? 'On (authenticator app)' : 'Off (emailed codes only)'}
            </Field>
            <Field label="Added">{dateTime.format(new Date(admin.createdAt))}</Field>
            <Field label="ID">
              <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>
                {admin.id}
              </Box>
            </Field>
            <Field label="Permissions">
              {areas.length === 0 ? (
                'None'
              ) : (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {areas.map((area) => {
                    const manage = admin.permissions.includes(`${area}.manage`);
                    return (
                      <Chip
                        key={area}
                        size="small"
                        variant={manage ? 'filled' : 'outlined'}
                        color={manage ? 'primary' : 'default'}
                        label={`${PERMISSION_AREA_LABELS[area]}: ${manage ? 'manage' : 'view'}`}
                      />
                    );
                  })}
                </Stack>
              )}
            </Field>
          </Box>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </>
  );
}
