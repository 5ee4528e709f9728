// "Confirm deposit": the wallet, its issuer, the amount, the balance now and after (exact decimal arithmetic), and
// the Deposit button; a failed attempt stays open to be tried again with the same Idempotency-Key.
import { fromBaseUnits, toBaseUnits, type IncreaseWalletBody, type IssuerWallet } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useFindWallet } from '../api/search-wallets';

export const NO_SUCH_WALLET = 'No issuer owns this wallet. Check the address.';
const NOT_SHOWN = 'Not shown: looking wallets up needs the wallets.view permission.';

/** The balance a deposit leaves, computed in base units (never a JavaScript number). */
export const balanceAfter = (balance: string, amount: string): string =>
  fromBaseUnits(toBaseUnits(balance) + toBaseUnits(amount));

/** A failure after which the deposit may or may not have happened: trying again with the same key is safe. */
const outcomeUnknown = (failure: unknown): boolean =>
  failure instanceof ApiError && (failure.status === 0 || failure.status >= 500);

export interface ConfirmDepositDialogProps {
  open: boolean;
  deposit: IncreaseWalletBody;
  /** Whether the viewer may look wallets up (wallets.view) to show the issuer and the balances. */
  canLookUp: boolean;
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

function ConfirmDepositContent({ deposit, canLookUp, busy, error, onConfirm, onClose }: ConfirmDepositDialogProps) {
  const lookup = useFindWallet(deposit.wallet_address, canLookUp);
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
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
              columnGap: 2,
              rowGap: { xs: 0.5, sm: 1.25 },
              '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0 },
            }}
          >
            <Field label="Wallet">
              <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' }}>
                {deposit.wallet_address}
              </Box>
            </Field>
            <Field label="Issuer">{lookedUp((found) => `${found.issuer_name} (${found.email})`)}</Field>
            <Field label="Amount">
              <BlckAmount value={deposit.amount} strong />
            </Field>
            <Field label="Balance now">
              {lookedUp((found) => (
                <BlckAmount value={found.amount} />
              ))}
            </Field>
            <Field label="Balance after">
              {lookedUp((found) => (
                <BlckAmount value={balanceAfter(found.amount, deposit.amount)} strong />
              ))}
            </Field>
          </Box>
          {missing && <Alert severity="warning">{NO_SUCH_WALLET}</Alert>}
          <ErrorAlert error={error} />
          {outcomeUnknown(error) && (
            <Typography variant="body2" color="text.secondary">
              The answer did not arrive, so the deposit may or may not have been made. Depositing again is safe: the
              server applies this deposit at most once.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button type="button" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="button"
          variant="contained"
          onClick={onConfirm}
          loading={busy}
          disabled={loading || missing}
          autoFocus
        >
          Deposit
        </Button>
      </DialogActions>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </>
  );
}
