// Reset password: a new password (typed twice) with the code and reset token from the emailed link.
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { NewPasswordSchema, ResetPasswordBodySchema, SUCCESS_MESSAGES } from '@blck/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Captcha, useCaptcha } from '../../../components/ui/captcha';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { FormHeader } from '../../../components/ui/FormHeader';
import { PASSWORDS_DO_NOT_MATCH, PasswordFields } from '../../../components/ui/PasswordFields';
import { messageFor, useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';

export interface ResetPasswordFormProps {
  code: string;
  resetToken: string;
}

export function ResetPasswordForm({ code, resetToken }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const { values, field, errors, setErrors, formRef } = useForm({ newPassword: '', repeatPassword: '' });
  const { captchaRef, solving, solveCaptcha, resetCaptcha } = useCaptcha();
  const reset = useResetPassword();
  const busy = solving || reset.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    reset.reset();
    const newPasswordError = messageFor(NewPasswordSchema, values.newPassword);
    const repeatError = values.repeatPassword === values.newPassword ? undefined : PASSWORDS_DO_NOT_MATCH;
    if (newPasswordError || repeatError)
      return setErrors({ newPassword: newPasswordError, repeatPassword: repeatError });
    const body = validate(ResetPasswordBodySchema, {
      newPassword: values.newPassword,
      code,
      captcha: await solveCaptcha(),
    });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    reset.mutate(
      { resetToken, body: body.data },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_MESSAGES.passwordUpdated);
          void navigate('/', { replace: true });
        },
        onError: resetCaptcha,
      },
    );
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <FormHeader title="Choose a new password">
        Your new password replaces the old one and signs you out everywhere. Sign in again afterwards.
      </FormHeader>
      <Stack spacing={2.5}>
        <PasswordFields newPassword={field('newPassword')} repeatPassword={field('repeatPassword')} autoFocus />
        <Captcha ref={captchaRef} error={errors.captcha} />
        {errors.code && <ErrorAlert error={new Error(errors.code)} />}
        <ErrorAlert error={reset.error} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          Update password
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </Box>
  );
}
