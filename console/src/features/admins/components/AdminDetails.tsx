// Every field of one administrator: identity, state, two-factor, permissions, when they were added.
import type { ReactNode } from 'react';
import { PERMISSION_AREAS, adminStatusOf, mayViewArea, permissionOf, type Admin } from '@blck/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { AdminStatusChips } from './AdminStatusChips';
import { PERMISSION_AREA_LABELS } from './permission-labels';
import { PermissionsWithoutBox } from './PermissionsWithoutBox';
import { Timestamp } from '../../../components/ui/Timestamp';

const STATUS_TEXT = {
  invited: 'Invited: the registration link was sent; they have not chosen their password yet.',
  awaiting_confirmation:
    'Awaiting confirmation: they chose their password and wait for an administrator to confirm and activate them.',
  active: 'Active: confirmed by an administrator; they can sign in.',
  deactivated: 'Deactivated: confirmed, but they cannot sign in until an administrator activates them.',
} as const;

export interface AdminDetailsProps {
  admin: Admin;
  /** The actions shown under the fields (only for admins who may manage). */
  actions?: ReactNode;
}

export function AdminDetails({ admin, actions }: AdminDetailsProps) {
  const areas = PERMISSION_AREAS.filter((area) => mayViewArea(admin.permissions, area));
  return (
    <Card component="section" aria-label="Administrator details">
      <CardContent>
        <Stack spacing={3}>
          <AdminStatusChips admin={admin} />
          <DetailList>
            <Detail label="Email">{admin.email}</Detail>
            <Detail label="First name">{admin.firstName || '—'}</Detail>
            <Detail label="Last name">{admin.lastName || '—'}</Detail>
            <Detail label="Status">{STATUS_TEXT[adminStatusOf(admin)]}</Detail>
            <Detail label="Two-factor authentication">
              {admin.twoFASecured ? 'On (authenticator app)' : 'Off (emailed codes only)'}
            </Detail>
            <Detail label="Added">
              <Timestamp value={admin.createdAt} variant="detailed" />
            </Detail>
            <Detail label="ID">
              <Mono>{admin.id}</Mono>
            </Detail>
            <Detail label="Permissions">
              {areas.length === 0 ? (
                'None'
              ) : (
                <Stack spacing={1}>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {areas.map((area) => {
                      const box = permissionOf(area, 'manage');
                      const manage = box !== null && admin.permissions.includes(box);
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
                  <PermissionsWithoutBox permissions={admin.permissions} />
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
