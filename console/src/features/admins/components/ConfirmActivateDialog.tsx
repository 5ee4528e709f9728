// "Confirm and activate": one dialog and one call confirm a registered administrator, activate them and give them
// their permissions (a preset, then box by box); giving permissions may first ask "Confirm it's you".
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

export interface ConfirmActivateDialogProps {
  admin: Admin;
  open: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: (permissions: Permission[]) => void;
  onClose: () => void;
}

const TITLE_ID = 'confirm-activate-title';

export function ConfirmActivateDialog({ admin, open, busy, error, onConfirm, onClose }: ConfirmActivateDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      {open && <ConfirmActivateForm admin={admin} busy={busy} error={error} onConfirm={onConfirm} onClose={onClose} />}
    </Dialog>
  );
}

function ConfirmActivateForm({ admin, busy, error, onConfirm, onClose }: Omit<ConfirmActivateDialogProps, 'open'>) {
  const [permissions, setPermissions] = useState<Permission[]>(() => normalizePermissions(admin.permissions));
  const name = displayName(admin);
  return (
    <>
      <DialogTitle id={TITLE_ID}>Confirm and activate {name}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>
            {name} ({admin.email}) finished registration. Confirming activates the account at once: they can sign in
            with the permissions chosen here. View opens a section; Manage also allows its changes and includes View.
          </DialogContentText>
          <PermissionPicker value={permissions} onChange={setPermissions} disabled={busy} />
          <ErrorAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button type="button" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="button" variant="contained" loading={busy} onClick={() => onConfirm(permissions)}>
          Confirm and activate
        </Button>
      </DialogActions>
    </>
  );
}
