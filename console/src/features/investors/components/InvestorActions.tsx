// What an investor manager may do with one investor: edit the details of a reviewed one, cancel an active one or
// reactivate a cancelled one (each after a confirmation with an optional reason), and remove one (after a
// confirmation). Removal is not offered while the investor's payments hold funds or locks (the server refuses it
// then): the button is disabled with the reason.
import { useState } from 'react';
import { SUCCESS_MESSAGES, formatBlck, type Investor } from '@blck/contract';
import Box from '@mui/material/Box';
import { ActionButtons, type ActionButton } from '../../../components/ui/ActionButtons';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ReasonField, reasonError } from '../../../components/ui/ReasonField';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { isZeroAmount } from '../../../lib/amounts';
import { notifySuccess } from '../../../lib/toast';
import { useRemoveInvestor } from '../api/remove-investor';
import { useSetInvestorActive } from '../api/set-investor-active';
import { EditInvestorDialog } from './EditInvestorDialog';
import { INVESTOR_MESSAGES, investorLabel } from './investor-labels';

export const INVESTOR_ACTION_REASONS = {
  editPending: 'Review the investor first: the review sets the details of a pending investor.',
  removeLocked: (amount: string) =>
    `This investor has ${formatBlck(amount)} locked: withdraw the locked funds before removing the investor.`,
  removeHolding: (amount: string) =>
    `This investor still holds ${formatBlck(amount)}: decrease the funds to 0 before removing the investor.`,
} as const;

/** Why the investor cannot be removed now (funds locked or held, as the server checks); undefined when it can. */
export const removalBlockedReason = ({ balances }: Pick<Investor, 'balances'>): string | undefined => {
  if (!isZeroAmount(balances.locked)) return INVESTOR_ACTION_REASONS.removeLocked(balances.locked);
  if (!isZeroAmount(balances.available)) return INVESTOR_ACTION_REASONS.removeHolding(balances.available);
  return undefined;
};

type OpenDialog = 'edit' | 'cancel' | 'reactivate' | 'remove' | null;

export interface InvestorActionsProps {
  investor: Investor;
  /** After the investor was removed (e.g. back to the list). */
  onRemoved: () => void;
}

export function InvestorActions({ investor, onRemoved }: InvestorActionsProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [reason, setReason] = useState('');
  const setActive = useSetInvestorActive();
  const remove = useRemoveInvestor();
  const name = investorLabel(investor);
  const close = () => setDialog(null);

  const changeStatus = (isActive: boolean, why?: string) =>
    setActive.mutate(
      { id: investor.id, isActive, reason: why },
      {
        onSuccess: () => {
          setReason('');
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
    // 'status' for both, so the button (and focus on it) stays when the status changes.
    actions.push({ key: 'status', label: 'Cancel investor', onClick: () => setDialog('cancel'), color: 'error' });
  }
  if (investor.status === 'cancelled') {
    actions.push({
      key: 'status',
      label: 'Reactivate investor',
      variant: 'contained',
      onClick: () => setDialog('reactivate'),
    });
  }
  actions.push({
    key: 'remove',
    label: 'Remove investor',
    color: 'error',
    disabledReason: removalBlockedReason(investor),
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
        confirmDisabled={reasonError(reason) !== undefined}
        onConfirm={() => changeStatus(false, reason)}
        onClose={close}
      >
        A cancelled investor cannot receive funds and none of its funds can be locked. Its payments and locks stay as
        they are, and it can be reactivated later.
        <Box sx={{ mt: 2 }}>
          <ReasonField value={reason} onChange={setReason} />
        </Box>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reactivate'}
        title={`Reactivate ${name}?`}
        confirmLabel="Reactivate investor"
        busy={setActive.isPending}
        confirmDisabled={reasonError(reason) !== undefined}
        onConfirm={() => changeStatus(true, reason)}
        onClose={close}
      >
        The investor becomes active again: it can receive funds, and its available funds can be locked.
        <Box sx={{ mt: 2 }}>
          <ReasonField value={reason} onChange={setReason} />
        </Box>
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
        The investor and its payment list are removed for good; its past locks keep their history.
        {remove.error !== null && (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert error={remove.error} />
          </Box>
        )}
      </ConfirmDialog>
    </>
  );
}
