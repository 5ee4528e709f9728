// The manager's action on one official wallet: "Suspend" (after a confirmation that says what a suspension
// freezes) or "Activate" (at once).
import { useState } from 'react';
import { DECIDED_MESSAGES, type OfficialWallet } from '@blck/contract';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { notifySuccess } from '../../../lib/toast';
import { useSuspendOfficialWallet } from '../api/suspend-official-wallet';

export function OfficialWalletAction({ wallet }: { wallet: OfficialWallet }) {
  const [confirming, setConfirming] = useState(false);
  const change = useSuspendOfficialWallet();
  const { currency } = wallet;

  const setActive = (isActive: boolean) =>
    change.mutate(
      { currency, is_active: isActive },
      {
        onSuccess: () =>
          notifySuccess(isActive ? DECIDED_MESSAGES.officialWalletActivated : DECIDED_MESSAGES.officialWalletSuspended),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      {wallet.is_active ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => setConfirming(true)}
          aria-label={`Suspend ${currency}`}
        >
          Suspend
        </Button>
      ) : (
        <Button
          size="small"
          variant="contained"
          loading={change.isPending}
          onClick={() => setActive(true)}
          aria-label={`Activate ${currency}`}
        >
          Activate
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Suspend the ${currency} official wallet?`}
        confirmLabel="Suspend"
        destructive
        busy={change.isPending}
        onConfirm={() => setActive(false)}
        onClose={() => setConfirming(false)}
      >
        While it is suspended, every balance change in {currency} is refused: deposits, investor funds, locks and
        withdrawals in {currency} stop until an administrator activates the wallet again. Balances stay as they are.
      </ConfirmDialog>
    </>
  );
}
