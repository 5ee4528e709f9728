// Every field of one administrator: identity, state, two-factor, permissions, when they were added.
import type { ReactNode } from 'react';
import { PERMISSION_AREAS, hasPermission, type Admin } from '@blck/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { AdminStatusChips, registrationState } from './AdminStatusChips';
import { PERMISSION_AREA_LABELS } from './permission-labels';
import { formatDetailedDateTime } from '../../../lib/dates';

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
          <DetailList>
            <Detail label="Email">{admin.email}</Detail>
            <Detail label="First name">{admin.firstName || '—'}</Detail>
            <Detail label="Last name">{admin.lastName || '—'}</Detail>
            <Detail label="Registration">{REGISTRATION_TEXT[registrationState(admin)]}</Detail>
            <Detail label="Active">
              {admin.isActive ? 'Yes: they can sign in.' : 'No: they cannot sign in until activated.'}
            </Detail>
            <Detail label="Two-factor authentication">
              {admin.twoFASecured ? 'On (authenticator app)' : 'Off (emailed codes only)'}
            </Detail>
            <Detail label="Added">{formatDetailedDateTime(admin.createdAt)}</Detail>
            <Detail label="ID">
              <Mono>{admin.id}</Mono>
            </Detail>
            <Detail label="Permissions">
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
            </Detail>
          </DetailList>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}
