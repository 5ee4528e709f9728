// Asks before an action with consequences: a title, what will happen, and a confirm button named after the action.
// Focus starts on Cancel (WAI-ARIA APG for alert dialogs), so the Enter that opened it, pressed again, never confirms.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red confirm button for actions that take something away (deactivate, reset). */
  destructive?: boolean;
  busy?: boolean;
  /** True while confirming cannot help (e.g. the data must be reloaded first). */
  confirmDisabled?: boolean;
  maxWidth?: 'xs' | 'sm';
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  busy = false,
  confirmDisabled = false,
  maxWidth = 'xs',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Opened again before its closing transition ended, the dialog is not mounted anew and autoFocus does not run: the
  // focus trap would put focus on the dialog itself, and the next Enter would go nowhere a user can see. A control the
  // user already moved to (a Tab quicker than this effect) keeps the focus.
  useEffect(() => {
    const cancel = cancelRef.current;
    if (!open || !cancel) return;
    const dialog = cancel.closest('[role="dialog"]');
    const active = document.activeElement;
    if (dialog && active && active !== dialog && dialog.contains(active)) return;
    cancel.focus();
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth={maxWidth !== 'xs'}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button ref={cancelRef} onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
