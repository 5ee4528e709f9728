// What an investor manager may do with one investor: edit the details of a reviewed one, cancel an active one (after a
// confirmation) or reactivate a cancelled one, and remove one (after a confirmation; the server refuses while funds or
// locks remain, and the dialog then shows why).
import { useState } from 'react';
import { SUCCESS_MESSAGES, type Investor } from '@blck/contract';
import Box from '@mui/material/Box';
import { ActionButtons, type ActionButton } from '../../../components/ui/ActionButtons';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { notifySuccess } from '../../../lib/toast';
import { useRemoveInvestor } from '../api/remove-investor';
import { useSetInvestorActive } from '../api/set-investor-active';
import { EditInvestorDialog } from './EditInvestorDialog';
import { INVESTOR_MESSAGES, investorLabel } from './investor-labels';

export const INVESTOR_ACTION_REASONS = {
  editPending: 'Review the investor first: the review sets the details of a pending investor.',
} as const;

type OpenDialog = 'edit' | 'cancel' | 'remove' | null;

export interface InvestorActionsProps {
  investor: Investor;
  /** After the investor was removed (e.g. back to the list). */
  onRemoved: () => void;
}

export function InvestorActions({ investor, onRemoved }: InvestorActionsProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const setActive = useSetInvestorActive();
  const remove = useRemoveInvestor();
  const name = investorLabel(investor);
  const close = () => setDialog(null);

  const changeStatus = (isActive: boolean) =>
    setActive.mutate(
      { id: investor.id, isActive },
      {
        onSuccess: () => {
          notifySuccess(isActive ? INVESTOR_MESSAGES.reactivated : INVESTOR_MESSAGES.cancelled);
          close();
        },
      },
    );

  const actions: ActionButton[] = [
    {
      key: 'edit',
      label: 'Edit details',
      onClick: () => setDialog('edit'),
      disabledReason: investor.status === 'pending' ? INVESTOR_ACTION_REASONS.editPending : undefined,
    },
  ];
  if (investor.status === 'active') {
    actions.push({ key: 'cancel', label: 'Cancel investor', onClick: () => setDialog('cancel'), color: 'error' });
  }
  if (investor.status === 'cancelled') {
    actions.push({
      key: 'reactivate',
      label: 'Reactivate investor',
      variant: 'contained',
      loading: setActive.isPending,
      onClick: () => changeStatus(true),
    });
  }
  actions.push({
    key: 'remove',
    label: 'Remove investor',
    color: 'error',
    onClick: () => {
      remove.reset();
      setDialog('remove');
    },
  });

  return (
    <>
      <ActionButtons actions={actions} />
      <EditInvestorDialog investor={investor} open={dialog === 'edit'} onClose={close} />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={`Cancel ${name}?`}
        confirmLabel="Cancel investor"
        destructive
        busy={setActive.isPending}
        onConfirm={() => changeStatus(false)}
        onClose={close}
      >
        A cancelled investor cannot receive funds and none of its funds can be locked. Its payments and locks stay as
        they are, and it can be reactivated later.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'remove'}
        title={`Remove ${name}?`}
        confirmLabel="Remove investor"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(investor.id, {
            onSuccess: () => {
              notifySuccess(SUCCESS_MESSAGES.investorRemoved);
              close();
              onRemoved();
            },
          })
        }
        onClose={close}
      >
        The investor and its payment list are removed for good. An investor whose payments still hold funds or a lock
        cannot be removed: decrease or withdraw them first.
        {remove.error !== null && (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert error={remove.error} />
          </Box>
        )}
      </ConfirmDialog>
    </>
  );
}
