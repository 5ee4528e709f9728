// "Confirm deposit": the wallet, its issuer, the amount, the balance now and after (exact decimal arithmetic), and
// the Deposit button; a failed attempt stays open to be tried again with the same Idempotency-Key. Focus starts on
// Cancel, so the Enter that submitted the form, pressed again, never deposits.
import type { IncreaseWalletBody, IssuerWallet } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { OutcomeUnknownNote } from '../../../components/ui/OutcomeUnknownNote';
import { ReasonDetail } from '../../../components/ui/ReasonField';
import { addAmounts } from '../../../lib/amounts';
import { errorMessage } from '../../../lib/api-error';
import { useFindWallet } from '../api/search-wallets';

export const NO_SUCH_WALLET = 'No issuer owns this wallet. Check the address.';
const NOT_SHOWN = 'Not shown: looking wallets up needs the wallets.view permission.';

export interface ConfirmDepositDialogProps {
  open: boolean;
  deposit: IncreaseWalletBody;
  /** Whether the viewer may look wallets up (wallets.view) to show the issuer and the balances. */
  canLookUp: boolean;
  /** The owner the wallet was picked by, named when the wallet cannot be looked up. */
  owner?: string | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDepositDialog(props: ConfirmDepositDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby="confirm-deposit-title"
      maxWidth="sm"
      fullWidth
    >
      {props.open && <ConfirmDepositContent {...props} />}
    </Dialog>
  );
}

function ConfirmDepositContent({
  deposit,
  canLookUp,
  owner,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDepositDialogProps) {
  const lookup = useFindWallet(deposit.walletAddress, canLookUp);
  // The balance as it was when the confirmation opened: a deposit whose answer was lost may already show in a
  // refetched balance, and the figures must stay those of the deposit being confirmed.
  const [wallet, setWallet] = useState<IssuerWallet | null | undefined>(lookup.data);
  if (wallet === undefined && lookup.data !== undefined) setWallet(lookup.data);
  const loading = canLookUp && wallet === undefined && !lookup.error;
  const missing = canLookUp && wallet === null;

  const lookedUp = (show: (found: IssuerWallet) => ReactNode): ReactNode => {
    if (!canLookUp) return <Typography variant="body2">{NOT_SHOWN}</Typography>;
    if (loading) return <Skeleton width={180} aria-label="Loading" />;
    if (wallet === undefined && lookup.error) return `Could not be loaded: ${errorMessage(lookup.error)}`;
    return wallet ? show(wallet) : '—';
  };

  return (
    <>
      <DialogTitle id="confirm-deposit-title">Confirm deposit</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DetailList labelWidth={140} dense>
            <Detail label="Wallet">
              <Mono>{deposit.walletAddress}</Mono>
            </Detail>
            <Detail label="Issuer">
              {!canLookUp && owner ? owner : lookedUp((found) => `${found.issuerName} (${found.email})`)}
            </Detail>
            <Detail label="Amount">
              <BlckAmount value={deposit.amount} strong />
            </Detail>
            <Detail label="Balance now">
              {lookedUp((found) => (
                <BlckAmount value={found.amount} />
              ))}
            </Detail>
            <Detail label="Balance after">
              {lookedUp((found) => (
                <BlckAmount value={addAmounts(found.amount, deposit.amount)} strong />
              ))}
            </Detail>
            <ReasonDetail reason={deposit.reason} />
          </DetailList>
          {missing && <Alert severity="warning">{NO_SUCH_WALLET}</Alert>}
          <ErrorAlert error={error} />
          <OutcomeUnknownNote error={error} action="deposit" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button type="button" onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button type="button" variant="contained" onClick={onConfirm} loading={busy} disabled={loading || missing}>
          Deposit
        </Button>
      </DialogActions>
    </>
  );
}
