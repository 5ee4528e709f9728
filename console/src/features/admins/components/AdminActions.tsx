// What an admin manager may do with one administrator: the actions (shown only with admins.manage), their
// confirmations, the step-up when the server asks for it, and two ways to show them (buttons, a row menu).
import { useState, type ReactNode } from 'react';
import { DECIDED_MESSAGES, SUCCESS_MESSAGES, type Admin, type Permission } from '@blck/contract';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { ActionButtons } from '../../../components/ui/ActionButtons';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ReasonField, reasonError } from '../../../components/ui/ReasonField';
import { isAwaitingApproval, onAwaitingApproval } from '../../../lib/awaiting-approval';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useConfirmAdmin } from '../api/confirm-admin';
import { useRepeatRegistrationLink } from '../api/repeat-registration-link';
import { useResetAdmin2fa } from '../api/reset-admin-2fa';
import { useSetAdminStatus } from '../api/set-admin-status';
import { useUpdateAdminPermissions } from '../api/update-admin-permissions';
import { ConfirmActivateDialog } from './ConfirmActivateDialog';
import { normalizePermissions } from './PermissionMatrix';
import { PermissionsDialog } from './PermissionsDialog';
import { useStepUp } from './use-step-up';
import { displayName } from '../../../lib/people';

/** The signed-in admin, as far as the actions need to know them. */
export interface Viewer {
  id: string;
  /** Holds admins.manage. */
  canManage: boolean;
  /** Has an authenticator: "Confirm it's you" then asks for a code first. */
  twoFASecured: boolean;
}

export const SELF_REASONS = {
  deactivate: 'You cannot deactivate your own account; ask another administrator.',
  permissions: 'Nobody changes their own permissions; ask another administrator.',
  reset2fa: 'Reset your own authenticator from the Authenticator page.',
} as const;

/** An administrator without an authenticator has no 2FA to reset: they sign in with emailed codes already. */
export const TWO_FA_OFF_REASON =
  'No authenticator is set up: they sign in with emailed codes, so there is nothing to reset.';

export interface AdminAction {
  key: 'resend' | 'confirm' | 'activate' | 'deactivate' | 'reset2fa' | 'permissions';
  label: string;
  run: () => void;
  /** Why the action is not available (written beside it and in its tooltip); undefined when it is. */
  disabledReason?: string;
  destructive?: boolean;
}

type OpenDialog = 'activate' | 'deactivate' | 'reset2fa' | 'permissions' | 'confirm' | null;

export function useAdminActions(admin: Admin, viewer: Viewer): { actions: AdminAction[]; dialogs: ReactNode } {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [permissionsError, setPermissionsError] = useState<unknown>(null);
  const [reason, setReason] = useState('');
  const stepUp = useStepUp(viewer.twoFASecured);
  const resend = useRepeatRegistrationLink();
  const confirm = useConfirmAdmin();
  const setStatus = useSetAdminStatus();
  const reset2fa = useResetAdmin2fa();
  const updatePermissions = useUpdateAdminPermissions();

  const isSelf = admin.id === viewer.id;
  const name = displayName(admin);
  const close = () => setDialog(null);

  const changeStatus = (isActive: boolean, why?: string) =>
    setStatus.mutate(
      { email: admin.email, isConfirmed: admin.isConfirmed, isActive, reason: why },
      {
        onSuccess: () => {
          setReason('');
          notifySuccess(isActive ? DECIDED_MESSAGES.adminActive : DECIDED_MESSAGES.adminNotActive);
          close();
        },
        // Held back for approval: nothing changed yet, the notice says so (useEndpointMutation).
        onError: onAwaitingApproval(
          () => {
            setReason('');
            close();
          },
          (error) => {
            notifyError(error);
            close();
          },
        ),
      },
    );

  /** A call held back for approval closes its dialog (its notice says what waits); a real failure shows in it. */
  const heldBackOr = (failure: unknown) => {
    if (isAwaitingApproval(failure)) close();
    else setPermissionsError(failure);
  };

  const runReset2fa = async () => {
    const result = await stepUp.run(() => reset2fa.mutateAsync(admin.id));
    if (result.status === 'done') notifySuccess(SUCCESS_MESSAGES.admin2faReset);
    if (result.status === 'failed') notifyError(result.error);
    close();
  };

  /** Confirm, activate and (when they change) set the permissions in one call; permissions may need a step-up. */
  const confirmAndActivate = async (permissions: Permission[]) => {
    setPermissionsError(null);
    const changes = permissions.join() !== normalizePermissions(admin.permissions).join();
    const result = await stepUp.run(() =>
      confirm.mutateAsync({ id: admin.id, activate: true, ...(changes ? { permissions } : {}) }),
    );
    if (result.status === 'done') {
      notifySuccess(DECIDED_MESSAGES.adminConfirmedAndActivated);
      close();
    }
    if (result.status === 'failed') heldBackOr(result.error);
  };

  const savePermissions = async (permissions: Permission[]) => {
    setPermissionsError(null);
    const result = await stepUp.run(() => updatePermissions.mutateAsync({ id: admin.id, permissions }));
    if (result.status === 'done') {
      notifySuccess(SUCCESS_MESSAGES.permissionsUpdated);
      close();
    }
    if (result.status === 'failed') heldBackOr(result.error);
  };

  const actions: AdminAction[] = [];
  if (viewer.canManage) {
    if (!admin.isRegistered) {
      actions.push({
        key: 'resend',
        label: 'Send link again',
        run: () =>
          resend.mutate(admin.id, {
            onSuccess: () => notifySuccess(SUCCESS_MESSAGES.registrationLinkSent),
            onError: notifyError,
          }),
      });
    }
    if (admin.isRegistered && !admin.isConfirmed) {
      actions.push({
        key: 'confirm',
        label: 'Confirm and activate',
        run: () => {
          setPermissionsError(null);
          setDialog('confirm');
        },
      });
    }
    if (admin.isActive) {
      actions.push({
        key: 'deactivate',
        label: 'Deactivate',
        run: () => setDialog('deactivate'),
        disabledReason: isSelf ? SELF_REASONS.deactivate : undefined,
        destructive: true,
      });
    } else if (admin.isRegistered) {
      actions.push({ key: 'activate', label: 'Activate', run: () => setDialog('activate') });
    }
    actions.push({
      key: 'reset2fa',
      label: 'Extend and reset 2FA',
      run: () => setDialog('reset2fa'),
      disabledReason: isSelf ? SELF_REASONS.reset2fa : admin.twoFASecured ? undefined : TWO_FA_OFF_REASON,
      destructive: true,
    });
    actions.push({
      key: 'permissions',
      label: 'Edit permissions',
      run: () => {
        setPermissionsError(null);
        setDialog('permissions');
      },
      disabledReason: isSelf ? SELF_REASONS.permissions : undefined,
    });
  }

  const dialogs = viewer.canManage ? (
    <>
      <ConfirmDialog
        open={dialog === 'deactivate'}
        title={`Deactivate ${name}?`}
        confirmLabel="Deactivate"
        destructive
        busy={setStatus.isPending}
        confirmDisabled={reasonError(reason) !== undefined}
        onConfirm={() => changeStatus(false, reason)}
        onClose={close}
      >
        {name} ({admin.email}) will be signed out at once, on every device, and cannot sign in until an administrator
        activates the account again.
        <Box sx={{ mt: 2 }}>
          <ReasonField value={reason} onChange={setReason} />
        </Box>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'activate'}
        title={`Activate ${name}?`}
        confirmLabel="Activate"
        busy={setStatus.isPending}
        confirmDisabled={reasonError(reason) !== undefined}
        onConfirm={() => changeStatus(true, reason)}
        onClose={close}
      >
        {name} ({admin.email}) can sign in again, with the permissions they had.
        <Box sx={{ mt: 2 }}>
          <ReasonField value={reason} onChange={setReason} />
        </Box>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reset2fa'}
        title={`Extend and reset 2FA of ${name}?`}
        confirmLabel="Reset 2FA"
        destructive
        busy={reset2fa.isPending}
        onConfirm={() => void runReset2fa()}
        onClose={close}
      >
        Their authenticator is removed and they are signed out at once; they sign in again with an emailed code and can
        set up a new authenticator. An unused registration link is extended.
      </ConfirmDialog>
      <ConfirmActivateDialog
        admin={admin}
        open={dialog === 'confirm'}
        busy={confirm.isPending}
        error={permissionsError}
        onConfirm={(permissions) => void confirmAndActivate(permissions)}
        onClose={close}
      />
      <PermissionsDialog
        admin={admin}
        open={dialog === 'permissions'}
        busy={updatePermissions.isPending}
        error={permissionsError}
        onSave={(permissions) => void savePermissions(permissions)}
        onClose={close}
      />
      {stepUp.dialog}
    </>
  ) : null;

  return { actions, dialogs };
}

export interface AdminActionsProps {
  admin: Admin;
  viewer: Viewer;
}

/** The actions as a row of buttons (the details page); an unavailable one is disabled, its reason written under them. */
export function AdminActionButtons({ admin, viewer }: AdminActionsProps) {
  const { actions, dialogs } = useAdminActions(admin, viewer);
  if (actions.length === 0) return null;
  return (
    <>
      <ActionButtons
        actions={actions.map((action) => ({
          // One key for Activate and Deactivate, so the button (and focus on it) stays when the status changes.
          key: action.key === 'activate' || action.key === 'deactivate' ? 'status' : action.key,
          label: action.label,
          onClick: action.run,
          disabledReason: action.disabledReason,
          variant: action.key === 'confirm' || action.key === 'activate' ? 'contained' : 'outlined',
          color: action.destructive ? 'error' : 'primary',
        }))}
      />
      {dialogs}
    </>
  );
}

/** The actions behind a menu button in a table row; an unavailable one is disabled with its reason underneath. */
export function AdminRowMenu({ admin, viewer }: AdminActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { actions, dialogs } = useAdminActions(admin, viewer);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={`Actions for ${admin.email}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            disabled={action.disabledReason !== undefined}
            title={action.disabledReason}
            onClick={() => {
              setAnchor(null);
              action.run();
            }}
            sx={action.destructive ? { color: 'error.main' } : undefined}
          >
            <ListItemText
              primary={action.label}
              secondary={action.disabledReason}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
      {dialogs}
    </>
  );
}
