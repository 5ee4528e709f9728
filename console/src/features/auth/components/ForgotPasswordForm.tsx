// Forgot password: ask for a code by email, then trade the code for a reset link to the new-password screen.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ForgotPasswordBodySchema, ForgotPasswordCodeBodySchema } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/ui/TextInput';
import { Captcha, useCaptcha } from '../../../components/ui/captcha';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { FormHeader } from '../../../components/ui/FormHeader';
import { OneTimeCodeField } from '../../../components/ui/OneTimeCodeField';
import { useForm, validate } from '../../../lib/form';
import { useSendPasswordResetCode } from '../api/send-password-reset-code';
import { useVerifyPasswordResetCode } from '../api/verify-password-reset-code';

const EmailSchema = ForgotPasswordCodeBodySchema.omit({ captcha: true });
const CodeSchema = ForgotPasswordBodySchema.omit({ captcha: true });

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, field, errors, setErrors, formRef } = useForm({ email: '', code: '' });
  const { captchaRef, solving, solveCaptcha, resetCaptcha } = useCaptcha();
  const sendCode = useSendPasswordResetCode();
  const verifyCode = useVerifyPasswordResetCode();
  const busy = solving || sendCode.isPending || verifyCode.isPending;

  const requestCode = async () => {
    sendCode.reset();
    const input = validate(EmailSchema, { email: values.email.trim() });
    if (!input.ok) return setErrors(input.errors);
    const body = validate(ForgotPasswordCodeBodySchema, { ...input.data, captcha: await solveCaptcha() });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    sendCode.mutate(body.data, {
      onSuccess: ({ email }) => setSentTo(email),
      onError: resetCaptcha,
    });
  };

  const checkCode = async (email: string) => {
    verifyCode.reset();
    const input = validate(CodeSchema, { email, code: values.code });
    if (!input.ok) return setErrors(input.errors);
    const body = validate(ForgotPasswordBodySchema, { ...input.data, captcha: await solveCaptcha() });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    verifyCode.mutate(body.data, {
      onSuccess: ({ resetToken }) =>
        void navigate(`/forgotpassword/${encodeURIComponent(body.data.code)}/${encodeURIComponent(resetToken)}`),
      onError: resetCaptcha,
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    void (sentTo === null ? requestCode() : checkCode(sentTo));
  };

  const chooseAnotherEmail = () => {
    verifyCode.reset();
    setErrors({});
    setSentTo(null);
  };

  const codeField = field('code');
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit}>
      {sentTo === null ? (
        <>
          <FormHeader title="Forgot password">
            Enter the email address of your administrator account. We will send you a code to choose a new password.
          </FormHeader>
          <Stack spacing={2.5}>
            <TextInput {...field('email')} label="Email" type="email" autoComplete="username" autoFocus />
            <Captcha ref={captchaRef} error={errors.captcha} />
            <ErrorAlert error={sendCode.error} />
            <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
              Send code
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <FormHeader title="Enter the code">
            Enter the 6-digit code from the email to choose a new password.
          </FormHeader>
          <Stack spacing={2.5}>
            <Alert severity="success" variant="outlined">
              If {sentTo} belongs to an account, a code has been sent to it. Check your inbox and spam folder.
            </Alert>
            <OneTimeCodeField {...codeField} helperText={codeField.helperText} label="Code" autoFocus />
            <Captcha ref={captchaRef} error={errors.captcha} />
            <ErrorAlert error={verifyCode.error} />
            <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
              Continue
            </Button>
            <Button type="button" variant="text" onClick={chooseAnotherEmail} disabled={busy}>
              Use another email
            </Button>
          </Stack>
        </>
      )}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/" variant="body2">
          Back to sign in
        </Link>
      </Box>
    </Box>
  );
}
