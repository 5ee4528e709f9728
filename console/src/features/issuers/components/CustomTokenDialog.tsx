// "Generate custom token": title, symbol (2–8 capitals), the issuer's wallet and a currency: a fiat label (DESIGN §8),
// picked from the fiats when the admin may see them (only those with an active official wallet when known), else typed.
import type { FormEvent } from 'react';
import { CustomTokenBodySchema, SUCCESS_MESSAGES, type Issuer } from '@blck/contract';
import Dialog from '@mui/material/Dialog';
import { SelectInput } from '../../../components/ui/SelectInput';
import { DialogForm } from '../../../components/ui/DialogForm';
import { TextInput } from '../../../components/ui/TextInput';
import { useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useCreateCustomToken } from '../api/create-custom-token';

/**
 * The currencies offered: fiat labels (`withActiveWallet` when narrowed to the active official wallets), 'loading'
 * while they load, undefined to type one.
 */
export type CurrencyChoices = { codes: readonly string[]; withActiveWallet: boolean } | 'loading' | undefined;

export interface CustomTokenDialogProps {
  issuer: Issuer;
  currencies: CurrencyChoices;
  open: boolean;
  onClose: () => void;
}

export function CustomTokenDialog({ issuer, currencies, open, onClose }: CustomTokenDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="custom-token-dialog-title" maxWidth="sm" fullWidth>
      {open && <CustomTokenForm issuer={issuer} currencies={currencies} onClose={onClose} />}
    </Dialog>
  );
}

function CustomTokenForm({ issuer, currencies, onClose }: Omit<CustomTokenDialogProps, 'open'>) {
  const { values, field, setValue, errors, setErrors, formRef } = useForm({
    title: '',
    prefix: '',
    walletAddress: issuer.wallet ?? '',
    currency: '',
  });
  const create = useCreateCustomToken();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    create.reset();
    const body = validate(CustomTokenBodySchema, { ...values, walletAddress: values.walletAddress.trim() });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    create.mutate(body.data, {
      onSuccess: () => {
        notifySuccess(SUCCESS_MESSAGES.customTokenGenerated);
        onClose();
      },
    });
  };

  const prefixField = field('prefix');
  const currencyField = field('currency');
  return (
    <DialogForm
      titleId="custom-token-dialog-title"
      title="Generate custom token"
      description={
        <>An issuer has one custom token; its symbol is unique across the platform and cannot be changed later.</>
      }
      submitLabel="Generate token"
      busy={create.isPending}
      error={create.error}
      formRef={formRef}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextInput {...field('title')} label="Title" autoComplete="off" autoFocus htmlInput={{ maxLength: 60 }} />
      <TextInput
        {...prefixField}
        onChange={(event) => setValue('prefix', event.target.value.toUpperCase())}
        label="Symbol"
        autoComplete="off"
        htmlInput={{ maxLength: 8, autoCapitalize: 'characters', spellCheck: false }}
        helperText={prefixField.helperText ?? '2 to 8 capital letters, like ACME.'}
      />
      <TextInput
        {...field('walletAddress')}
        label="Wallet address"
        autoComplete="off"
        htmlInput={{ spellCheck: false }}
      />
      {typeof currencies === 'object' ? (
        <SelectInput
          label="Currency"
          name="currency"
          value={values.currency}
          options={Object.fromEntries(currencies.codes.map((currency) => [currency, currency]))}
          onChange={(currency) => setValue('currency', currency)}
          error={errors.currency}
          helperText={
            currencies.codes.length === 0
              ? 'No fiat currency has an active official wallet.'
              : currencies.withActiveWallet
                ? 'A fiat currency with an active official wallet.'
                : 'A fiat currency.'
          }
        />
      ) : (
        <TextInput
          {...currencyField}
          onChange={(event) => setValue('currency', event.target.value.toUpperCase())}
          label="Currency"
          autoComplete="off"
          disabled={currencies === 'loading'}
          helperText={
            currencyField.helperText ??
            (currencies === 'loading' ? 'Loading the currencies…' : 'The label of a fiat currency, like USD.')
          }
        />
      )}
    </DialogForm>
  );
}
