// Invite an administrator: name, email and a temporary password (given to them out of band); a link is mailed.
import type { FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RegistrationLinkBodySchema, SUCCESS_MESSAGES } from '@blck/contract';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import { DialogForm } from '../../../components/ui/DialogForm';
import { TextInput } from '../../../components/ui/TextInput';
import { useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useSendRegistrationLink } from '../api/send-registration-link';

export interface InviteAdminDialogProps {
  open: boolean;
  onClose: () => void;
}

export function InviteAdminDialog({ open, onClose }: InviteAdminDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="invite-admin-title" maxWidth="sm" fullWidth>
      {open && <InviteAdminForm onClose={onClose} />}
    </Dialog>
  );
}

function InviteAdminForm({ onClose }: { onClose: () => void }) {
  const { values, field, setErrors, formRef } = useForm({ email: '', firstName: '', lastName: '', password: '' });
  const invite = useSendRegistrationLink();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    invite.reset();
    const body = validate(RegistrationLinkBodySchema, { ...values, email: values.email.trim() });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    invite.mutate(body.data, {
      onSuccess: () => {
        notifySuccess(SUCCESS_MESSAGES.registrationLinkSent);
        onClose();
      },
    });
  };

  return (
    <DialogForm
      titleId="invite-admin-title"
      title="Invite an administrator"
      description={
        <>
          They get an email with a registration link, valid for 72 hours. Give them the temporary password yourself, by
          another channel; they replace it when they finish registration. You confirm and activate them afterwards.
        </>
      }
      submitLabel="Send registration link"
      busy={invite.isPending}
      error={invite.error}
      formRef={formRef}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextInput {...field('email')} label="Email" type="email" autoComplete="off" autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...field('firstName')} label="First name" autoComplete="off" />
        <TextInput {...field('lastName')} label="Last name" autoComplete="off" />
      </Stack>
      <TextInput
        {...field('password')}
        helperText={
          field('password').helperText ??
          `Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters; not a common password.`
        }
        label="Temporary password"
        type="password"
        autoComplete="new-password"
      />
    </DialogForm>
  );
}
