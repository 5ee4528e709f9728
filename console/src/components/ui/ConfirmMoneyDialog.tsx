// The confirmation before money moves: what will happen (the details), the balances before and after, and, after a
// failed attempt, the server's message and whether trying again is safe. The same attempt (and Idempotency-Key) is
// sent again from here until it succeeds or the user changes it.
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { BalanceChange, type BalanceRow } from './BalanceChange';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorAlert } from './ErrorAlert';
import { OutcomeUnknownNote } from './OutcomeUnknownNote';

export interface ConfirmMoneyDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The action as a noun for the "may or may not have been made" note, e.g. "lock". */
  action: string;
  /** What will happen: usually a DetailList. */
  details: ReactNode;
  rows: readonly BalanceRow[];
  busy: boolean;
  error: unknown;
  /** Shown under the error, e.g. a "Reload" action after a 409. */
  recovery?: ReactNode;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmMoneyDialog({
  open,
  title,
  confirmLabel,
  action,
  details,
  rows,
  busy,
  error,
  recovery,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmMoneyDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      confirmDisabled={confirmDisabled}
      maxWidth="sm"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {details}
        <BalanceChange rows={rows} />
        <ErrorAlert error={error} />
        {recovery}
        <OutcomeUnknownNote error={error} action={action} />
      </Stack>
    </ConfirmDialog>
  );
}
