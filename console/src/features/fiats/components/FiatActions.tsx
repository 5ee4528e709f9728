// What a fiat manager may do with one currency: edit it, and deactivate or activate it, each after a confirmation that
// says what changes, then the toast.
import { useState } from 'react';
import { DECIDED_MESSAGES, type Fiat } from '@blck/contract';
import { ActionButtons, type ActionButton } from '../../../components/ui/ActionButtons';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ReasonField, reasonError } from '../../../components/ui/ReasonField';
import { notifySuccess } from '../../../lib/toast';
import { useSetFiatActive } from '../api/set-fiat-active';
import { EditFiatDialog } from './EditFiatDialog';
import { fiatName, fiatValueText } from './fiat-labels';

type OpenDialog = 'edit' | 'status' | null;

export interface FiatActionsProps {
  fiat: Fiat;
  /** Small buttons with the currency in their accessible names, for a table row. */
  compact?: boolean;
}

export function FiatActions({ fiat, compact = false }: FiatActionsProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [reason, setReason] = useState('');
  const setActive = useSetFiatActive();
  const name = fiatName(fiat);
  const close = () => setDialog(null);
  const activating = !fiat.isActive;

  const changeStatus = () =>
    setActive.mutate(
      { id: fiat.id, isActive: activating, reason },
      {
        onSuccess: ({ fiat: changed }) => {
          setReason('');
          notifySuccess(changed.isActive ? DECIDED_MESSAGES.fiatActivated : DECIDED_MESSAGES.fiatDeactivated);
          close();
        },
        onError: close,
      },
    );

  const actions: ActionButton[] = [
    {
      key: 'edit',
      label: 'Edit',
      onClick: () => setDialog('edit'),
      ariaLabel: compact ? `Edit ${name}` : undefined,
    },
    // One key whatever the status, so the button (and focus on it) stays when the status changes.
    activating
      ? {
          key: 'status',
          label: 'Activate',
          variant: 'contained',
          onClick: () => setDialog('status'),
          ariaLabel: compact ? `Activate ${name}` : undefined,
        }
      : {
          key: 'status',
          label: 'Deactivate',
          color: 'error',
          onClick: () => setDialog('status'),
          ariaLabel: compact ? `Deactivate ${name}` : undefined,
        },
  ];

  return (
    <>
      <ActionButtons
        actions={actions}
        size={compact ? 'small' : 'medium'}
        columns={compact ? 2 : undefined}
        label={compact ? `Actions for ${name}` : 'Actions'}
      />
      <EditFiatDialog fiat={dialog === 'edit' ? fiat : null} onClose={close} />
      <ConfirmDialog
        open={dialog === 'status'}
        title={activating ? `Activate ${name}?` : `Deactivate ${name}?`}
        confirmLabel={activating ? 'Activate' : 'Deactivate'}
        destructive={!activating}
        busy={setActive.isPending}
        confirmDisabled={reasonError(reason) !== undefined}
        onConfirm={changeStatus}
        onClose={close}
      >
        {activating
          ? `${name} becomes active again at its value of ${fiatValueText(fiat.label, fiat.value)}.`
          : `${name} is marked deactivated. Its name, label and value stay as they are, and it can be activated again at any time.`}
        <Box sx={{ mt: 2 }}>
          <ReasonField value={reason} onChange={setReason} />
        </Box>
      </ConfirmDialog>
    </>
  );
}
