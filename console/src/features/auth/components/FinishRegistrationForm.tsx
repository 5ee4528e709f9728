// Finish registration: the invited admin proves the temporary password and chooses their own.
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FinishRegistrationBodySchema } from '@blck/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/ui/TextInput';
import { Captcha, useCaptcha } from '../../../components/ui/captcha';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { FormHeader } from '../../../components/ui/FormHeader';
import { PASSWORDS_DO_NOT_MATCH, PasswordFields } from '../../../components/ui/PasswordFields';
import { useForm, validate, type FieldErrors } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useFinishRegistration } from '../api/finish-registration';

const FieldsSchema = FinishRegistrationBodySchema.omit({ captcha: true });

export interface FinishRegistrationFormProps {
  resetToken: string;
}

export function FinishRegistrationForm({ resetToken }: FinishRegistrationFormProps) {
  const navigate = useNavigate();
  const { values, field, errors, setErrors, formRef } = useForm({
    email: '',
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const { captchaRef, solving, solveCaptcha, resetCaptcha } = useCaptcha();
  const finish = useFinishRegistration();
  const busy = solving || finish.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    finish.reset();
    const input = { email: values.email.trim(), oldPassword: values.oldPassword, newPassword: values.newPassword };
    const fields = validate(FieldsSchema, input);
    const fieldErrors: FieldErrors = fields.ok ? {} : { ...fields.errors };
    if (values.repeatPassword !== values.newPassword) fieldErrors.repeatPassword = PASSWORDS_DO_NOT_MATCH;
    if (!fields.ok || fieldErrors.repeatPassword) return setErrors(fieldErrors);
    const body = validate(FinishRegistrationBodySchema, { ...fields.data, captcha: await solveCaptcha() });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    finish.mutate(
      { resetToken, body: body.data },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          void navigate('/', { replace: true });
        },
        onError: resetCaptcha,
      },
    );
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <FormHeader title="Finish registration">
        Enter your email address and the temporary password you were given, then choose your own password.
      </FormHeader>
      <Stack spacing={2.5}>
        <TextInput {...field('email')} label="Email" type="email" autoComplete="username" autoFocus />
        <TextInput
          {...field('oldPassword')}
          label="Temporary password"
          type="password"
          autoComplete="current-password"
        />
        <PasswordFields newPassword={field('newPassword')} repeatPassword={field('repeatPassword')} />
        <Captcha ref={captchaRef} error={errors.captcha} />
        <ErrorAlert error={finish.error} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          Finish registration
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </Box>
  );
}
