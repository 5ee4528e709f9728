// "Generate custom token": title, symbol (2–8 capitals), the issuer's wallet and a currency (a list of the active
// official wallets when the admin may see them, else typed).
import type { FormEvent } from 'react';
import { CustomTokenBodySchema, SUCCESS_MESSAGES, type Issuer } from '@blck/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { TextInput } from '../../../components/ui/TextInput';
import { useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useCreateCustomToken } from '../api/create-custom-token';

/** The currencies offered: a list (the active official wallets), 'loading' while it loads, undefined to type one. */
export type CurrencyChoices = readonly string[] | 'loading' | undefined;

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
    <Box component="form" ref={formRef} noValidate onSubmit={submit}>
      <DialogTitle id="custom-token-dialog-title">Generate custom token</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            An issuer has one custom token; its symbol is unique across the platform and cannot be changed later.
          </DialogContentText>
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
          {Array.isArray(currencies) ? (
            <TextField
              select
              label="Currency"
              name="currency"
              value={values.currency}
              onChange={(event) => setValue('currency', event.target.value)}
              error={Boolean(errors.currency)}
              helperText={
                errors.currency ??
                (currencies.length === 0 ? 'No official wallet is active.' : 'An active official wallet.')
              }
            >
              {currencies.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {currency}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextInput
              {...currencyField}
              onChange={(event) => setValue('currency', event.target.value.toUpperCase())}
              label="Currency"
              autoComplete="off"
              disabled={currencies === 'loading'}
              helperText={
                currencyField.helperText ??
                (currencies === 'loading'
                  ? 'Loading the currencies…'
                  : 'The code of an active official wallet, like USD.')
              }
            />
          )}
          <ErrorAlert error={create.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button type="button" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          Generate token
        </Button>
      </DialogActions>
    </Box>
  );
}
