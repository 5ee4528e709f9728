// Sign-in first step: email, password and captcha, then on to the email code or the authenticator code. The first page
// most people open: the contract's schemas and the captcha's solver load once the person starts on the form, not before.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/ui/TextInput';
import { Captcha, useCaptcha } from '../../../components/ui/captcha';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { FormHeader } from '../../../components/ui/FormHeader';
import { setSessionId } from '../../../lib/cookies';
import { useForm, validate } from '../../../lib/form';
import { loadStartSignIn, useStartSignIn } from '../api/use-start-sign-in';

export function SignInForm() {
  const navigate = useNavigate();
  const { values, field, errors, setErrors, formRef } = useForm({ email: '', password: '' });
  const { captchaRef, solving, solveCaptcha, resetCaptcha } = useCaptcha();
  const signIn = useStartSignIn();
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  const busy = solving || signIn.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    signIn.reset();
    setLoadFailure(null);
    const input = { email: values.email.trim(), password: values.password };
    const loaded = await loadStartSignIn().catch((failure: unknown) => {
      setLoadFailure(failure);
      return null;
    });
    if (!loaded) return;
    const { SignInCredentialsSchema, SignInFirstStepBodySchema } = loaded;
    const credentials = validate(SignInCredentialsSchema, input);
    if (!credentials.ok) return setErrors(credentials.errors);
    const body = validate(SignInFirstStepBodySchema, { ...credentials.data, captcha: await solveCaptcha() });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    signIn.mutate(body.data, {
      onSuccess: ({ sessionId, twoFASecured }) => {
        setSessionId(sessionId);
        void navigate(twoFASecured ? '/authenticatorcode' : '/emailcode');
      },
      onError: resetCaptcha,
    });
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      // Prefetch as the person types; a failure to load is reported when they submit.
      onInput={() => void loadStartSignIn().catch(() => undefined)}
    >
      <FormHeader title="Sign in">Use the email address and password of your administrator account.</FormHeader>
      <Stack spacing={2.5}>
        <TextInput {...field('email')} label="Email" type="email" autoComplete="username" autoFocus />
        <TextInput {...field('password')} label="Password" type="password" autoComplete="current-password" />
        <Captcha ref={captchaRef} error={errors.captcha} startOn="interaction" />
        <ErrorAlert error={signIn.error ?? loadFailure} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          Sign in
        </Button>
        <Link component={RouterLink} to="/forgotpassword" variant="body2" sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Link>
      </Stack>
    </Box>
  );
}
