// The manager's action on one official wallet: "Suspend" or "Activate", each after a confirmation that says what
// changes (a suspension freezes every balance change in the currency; an activation lets them through again).
import { useState } from 'react';
import { DECIDED_MESSAGES, type OfficialWallet } from '@blck/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ReasonField, reasonError } from '../../../components/ui/ReasonField';
import { notifySuccess } from '../../../lib/toast';
import { onAwaitingApproval } from '../../../lib/awaiting-approval';
import { useSuspendOfficialWallet } from '../api/suspend-official-wallet';

export function OfficialWalletAction({ wallet }: { wallet: OfficialWallet }) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const change = useSuspendOfficialWallet();
  const { currency } = wallet;
  const activating = !wallet.isActive;

  const setActive = (isActive: boolean, why?: string) =>
    change.mutate(
      { currency, isActive, reason: why },
      {
        onSuccess: () => {
          setReason('');
          notifySuccess(isActive ? DECIDED_MESSAGES.officialWalletActivated : DECIDED_MESSAGES.officialWalletSuspended);
        },
        // Held back for approval: nothing changed yet; the notice says what waits (useEndpointMutation).
        onError: onAwaitingApproval(() => setReason('')),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      {/* One button whatever the status, so focus stays on it when the status (and its label) changes. */}
      <Button
        size="small"
        variant={activating ? 'contained' : 'outlined'}
        color={activating ? 'primary' : 'error'}
        onClick={() => setConfirming(true)}
        aria-label={`${activating ? 'Activate' : 'Suspend'} ${currency}`}
      >
        {activating ? 'Activate' : 'Suspend'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={activating ? `Activate the ${currency} official wallet?` : `Suspend the ${currency} official wallet?`}
        confirmLabel={activating ? 'Activate' : 'Suspend'}
        destructive={!activating}
        busy={change.isPending}
        confirmDisabled={reasonError(reason) !== undefined}
        onConfirm={() => setActive(activating, reason)}
        onClose={() => setConfirming(false)}
      >
        {activating
          ? `Balance changes in ${currency} are allowed again: deposits, investor funds, locks and withdrawals in ${currency} go through from now on.`
          : `While it is suspended, every balance change in ${currency} is refused: deposits, investor funds, locks and withdrawals in ${currency} stop until an administrator activates the wallet again. Balances stay as they are.`}
        <Box sx={{ mt: 2 }}>
          <ReasonField value={reason} onChange={setReason} />
        </Box>
      </ConfirmDialog>
    </>
  );
}
