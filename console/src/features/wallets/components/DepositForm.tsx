// The deposit form: a wallet address and an amount (checked with the contract's schemas), then "Confirm deposit".
// One Idempotency-Key per deposit: made when the confirmation opens, kept while the same deposit is tried again
// (after a lost answer), dropped once it succeeds or the wallet or amount change.
import { useState, type FormEvent } from 'react';
import { IncreaseWalletRequestSchema, SUCCESS_MESSAGES, type IncreaseWalletBody } from '@blck/contract';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '../../../components/ui/TextInput';
import type { WalletField } from '../../../components/ui/wallet-field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { PageForm } from '../../../components/ui/PageForm';
import { ReasonField } from '../../../components/ui/ReasonField';
import { useForm, validate } from '../../../lib/form';
import { useMoneyAction } from '../../../lib/money-action';
import { notifySuccess } from '../../../lib/toast';
import { useIncreaseWallet, type IncreaseWalletResult } from '../api/increase-wallet';
import { ConfirmDepositDialog } from './ConfirmDepositDialog';

export interface DepositFormProps {
  initialWallet: string;
  /** Whether the viewer may look wallets up (wallets.view): the confirmation then shows issuer and balances. */
  canLookUp: boolean;
  onDeposited: (result: IncreaseWalletResult) => void;
  /** After the deposit was held back for approval (four eyes): nothing moved; the notice says what waits. */
  onSentForApproval?: () => void;
  /** Picks the wallet by its owner (issuers by name, email or wallet); without it (or with a wallet given) it is typed. */
  walletField?: WalletField;
}

export function DepositForm({
  initialWallet,
  canLookUp,
  onDeposited,
  onSentForApproval,
  walletField,
}: DepositFormProps) {
  const { values, field, setValue, errors, setErrors, formRef } = useForm({
    walletAddress: initialWallet,
    amount: '',
    reason: '',
  });
  const [owner, setOwner] = useState<string | null>(null);
  // A wallet handed over in the address (from a list row) is shown as typed; otherwise the owner is picked.
  const WalletPicker = initialWallet ? undefined : walletField;
  const increase = useIncreaseWallet();
  const action = useMoneyAction<{ body: IncreaseWalletBody }, IncreaseWalletResult>(
    increase,
    (result) => {
      notifySuccess(SUCCESS_MESSAGES.issuerFundsIncreased);
      onDeposited(result);
    },
    onSentForApproval,
  );

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = validate(IncreaseWalletRequestSchema, {
      walletAddress: values.walletAddress.trim(),
      amount: values.amount.trim(),
      reason: values.reason,
    });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    // The same deposit tried again keeps its key, so the server applies it at most once.
    action.review({ body: body.data });
  };

  const amountField = field('amount');
  return (
    <>
      <PageForm label="Deposit" onSubmit={review} maxWidth={560} formRef={formRef}>
        {WalletPicker ? (
          <WalletPicker
            name="walletAddress"
            value={{ wallet: values.walletAddress, owner }}
            onChange={(choice) => {
              setValue('walletAddress', choice.wallet);
              setOwner(choice.owner);
            }}
            error={errors.walletAddress}
            helperText="The issuer whose wallet receives the deposit."
            autoFocus
          />
        ) : (
          <TextInput
            {...field('walletAddress')}
            label="Wallet address"
            autoComplete="off"
            autoFocus={!initialWallet}
            htmlInput={{ spellCheck: false }}
            placeholder="0x…"
          />
        )}
        <TextInput
          {...amountField}
          label="Amount"
          autoComplete="off"
          autoFocus={Boolean(initialWallet)}
          htmlInput={{ inputMode: 'decimal', spellCheck: false }}
          endAdornment={<InputAdornment position="end">$BLCK</InputAdornment>}
          helperText={amountField.helperText ?? 'Whole $BLCK with up to 18 decimals, like 1250.5.'}
        />
        <ReasonField value={values.reason} onChange={(next) => setValue('reason', next)} error={errors.reason} />
        <SubmitButton>Review deposit</SubmitButton>
      </PageForm>
      {action.plan && (
        <ConfirmDepositDialog {...action.dialog} deposit={action.plan.body} canLookUp={canLookUp} owner={owner} />
      )}
    </>
  );
}
