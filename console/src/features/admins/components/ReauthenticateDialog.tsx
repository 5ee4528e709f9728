// "Confirm it's you": the acting admin's password, or a code from their authenticator when they have one.
import { useState, type FormEvent } from 'react';
import { CurrentPasswordSchema, DECIDED_MESSAGES, OneTimeCodeSchema, type ReauthenticateBody } from '@blck/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { DialogForm } from '../../../components/ui/DialogForm';
import { OneTimeCodeField } from '../../../components/ui/OneTimeCodeField';
import { TextInput } from '../../../components/ui/TextInput';
import { messageFor, useForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useReauthenticate } from '../api/reauthenticate';

export interface ReauthenticateDialogProps {
  open: boolean;
  /** Whether the acting admin has an authenticator: then a code is asked first. */
  hasAuthenticator: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

export function ReauthenticateDialog({ open, hasAuthenticator, onConfirmed, onCancel }: ReauthenticateDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="reauthenticate-title" maxWidth="xs" fullWidth>
      {open && <ReauthenticateForm hasAuthenticator={hasAuthenticator} onConfirmed={onConfirmed} onCancel={onCancel} />}
    </Dialog>
  );
}

function ReauthenticateForm({ hasAuthenticator, onConfirmed, onCancel }: Omit<ReauthenticateDialogProps, 'open'>) {
  const [method, setMethod] = useState<'code' | 'password'>(hasAuthenticator ? 'code' : 'password');
  const { values, field, setErrors, formRef } = useForm({ password: '', code: '' });
  const confirm = useReauthenticate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    confirm.reset();
    let body: ReauthenticateBody;
    if (method === 'code') {
      const error = messageFor(OneTimeCodeSchema, values.code);
      if (error) return setErrors({ code: error });
      body = { code: values.code };
    } else {
      const error = messageFor(CurrentPasswordSchema, values.password);
      if (error) return setErrors({ password: error });
      body = { password: values.password };
    }
    setErrors({});
    confirm.mutate(body, {
      onSuccess: () => {
        notifySuccess(DECIDED_MESSAGES.identityConfirmed);
        onConfirmed();
      },
    });
  };

  const switchMethod = () => {
    confirm.reset();
    setErrors({});
    setMethod(method === 'code' ? 'password' : 'code');
  };

  const codeField = field('code');
  return (
    <DialogForm
      titleId="reauthenticate-title"
      title="Confirm it's you"
      description={
        <>
          This change needs a fresh confirmation.{' '}
          {method === 'code'
            ? 'Enter the current code from your authenticator app.'
            : 'Enter the password of your account.'}{' '}
          The change then goes ahead by itself.
        </>
      }
      submitLabel="Confirm"
      busy={confirm.isPending}
      error={confirm.error}
      after={
        <>
          {hasAuthenticator && (
            <Box>
              <Button type="button" size="small" onClick={switchMethod} disabled={confirm.isPending}>
                {method === 'code' ? 'Use your password instead' : 'Use an authenticator code instead'}
              </Button>
            </Box>
          )}
        </>
      }
      formRef={formRef}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {method === 'code' ? (
        <OneTimeCodeField {...codeField} helperText={codeField.helperText} label="Authenticator code" autoFocus />
      ) : (
        <TextInput {...field('password')} label="Password" type="password" autoComplete="current-password" autoFocus />
      )}
    </DialogForm>
  );
}
