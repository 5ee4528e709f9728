// The deposit form: a wallet address and an amount (checked with the contract's schemas), then "Confirm deposit".
// One Idempotency-Key per deposit: made when the confirmation opens, kept while the same deposit is tried again
// (after a lost answer), dropped once it succeeds or the wallet or amount change.
import { useRef, useState, type FormEvent } from 'react';
import { IncreaseWalletBodySchema, SUCCESS_MESSAGES, type IncreaseWalletBody } from '@blck/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/ui/TextInput';
import { useForm, validate } from '../../../lib/form';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifySuccess } from '../../../lib/toast';
import { useIncreaseWallet, type IncreaseWalletResult } from '../api/increase-wallet';
import { ConfirmDepositDialog } from './ConfirmDepositDialog';

interface Attempt {
  body: IncreaseWalletBody;
  idempotencyKey: string;
}

const sameDeposit = (a: IncreaseWalletBody, b: IncreaseWalletBody) =>
  a.wallet_address.toLowerCase() === b.wallet_address.toLowerCase() && a.amount === b.amount;

export interface DepositFormProps {
  initialWallet: string;
  /** Whether the viewer may look wallets up (wallets.view): the confirmation then shows issuer and balances. */
  canLookUp: boolean;
  onDeposited: (result: IncreaseWalletResult) => void;
}

export function DepositForm({ initialWallet, canLookUp, onDeposited }: DepositFormProps) {
  const { values, field, setErrors, formRef } = useForm({ wallet_address: initialWallet, amount: '' });
  const [confirming, setConfirming] = useState(false);
  const attemptRef = useRef<Attempt | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const increase = useIncreaseWallet();

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = validate(IncreaseWalletBodySchema, {
      wallet_address: values.wallet_address.trim(),
      amount: values.amount.trim(),
    });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    // The same deposit tried again keeps its key, so the server applies it at most once.
    const previous = attemptRef.current;
    const next =
      previous && sameDeposit(previous.body, body.data)
        ? previous
        : { body: body.data, idempotencyKey: newIdempotencyKey() };
    if (next !== previous) increase.reset();
    attemptRef.current = next;
    setAttempt(next);
    setConfirming(true);
  };

  const deposit = () => {
    if (!attempt || increase.isPending) return;
    increase.mutate(attempt, {
      onSuccess: (result) => {
        attemptRef.current = null;
        setConfirming(false);
        notifySuccess(SUCCESS_MESSAGES.issuerFundsIncreased);
        onDeposited(result);
      },
    });
  };

  const amountField = field('amount');
  return (
    <>
      <Box component="form" ref={formRef} noValidate onSubmit={review} aria-label="Deposit" sx={{ maxWidth: 560 }}>
        <Stack spacing={2.5}>
          <TextInput
            {...field('wallet_address')}
            label="Wallet address"
            autoComplete="off"
            autoFocus={!initialWallet}
            htmlInput={{ spellCheck: false }}
            placeholder="0x…"
          />
          <TextInput
            {...amountField}
            label="Amount"
            autoComplete="off"
            autoFocus={Boolean(initialWallet)}
            htmlInput={{ inputMode: 'decimal', spellCheck: false }}
            endAdornment={<InputAdornment position="end">$BLCK</InputAdornment>}
            helperText={amountField.helperText ?? 'Whole $BLCK with up to 18 decimals, like 1250.5.'}
          />
          <Box>
            <Button type="submit" variant="contained">
              Review deposit
            </Button>
          </Box>
        </Stack>
      </Box>
      {attempt && (
        <ConfirmDepositDialog
          open={confirming}
          deposit={attempt.body}
          canLookUp={canLookUp}
          busy={increase.isPending}
          error={increase.error}
          onConfirm={deposit}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
