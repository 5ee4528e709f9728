// Edit an administrator's permissions: a preset, then the View / Manage grid; saving may first ask "Confirm it's you".
import { useState } from 'react';
import type { Admin, Permission } from '@blck/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { normalizePermissions } from './PermissionMatrix';
import { PermissionPicker } from './PermissionPicker';
import { displayName } from '../../../lib/people';

export interface PermissionsDialogProps {
  admin: Admin;
  open: boolean;
  busy: boolean;
  error: unknown;
  onSave: (permissions: Permission[]) => void;
  onClose: () => void;
}

export function PermissionsDialog({ admin, open, busy, error, onSave, onClose }: PermissionsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="permissions-title"
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      {open && <PermissionsForm admin={admin} busy={busy} error={error} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function PermissionsForm({ admin, busy, error, onSave, onClose }: Omit<PermissionsDialogProps, 'open'>) {
  const [permissions, setPermissions] = useState<Permission[]>(() => normalizePermissions(admin.permissions));
  const name = displayName(admin);
  const unchanged = permissions.join() === normalizePermissions(admin.permissions).join();

  return (
    <>
      <DialogTitle id="permissions-title">Edit permissions of {name}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>
            View opens a section; Manage also allows its changes and includes View. The change applies to {admin.email}{' '}
            from their next action.
          </DialogContentText>
          <PermissionPicker value={permissions} onChange={setPermissions} disabled={busy} />
          <ErrorAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button type="button" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="button"
          variant="contained"
          loading={busy}
          disabled={unchanged}
          onClick={() => onSave(permissions)}
        >
          Save permissions
        </Button>
      </DialogActions>
    </>
  );
}
