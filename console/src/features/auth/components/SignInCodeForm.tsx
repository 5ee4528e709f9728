// Sign-in second step: the emailed code or the authenticator code, which turns the sign-in session into a token.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SignInCodeBodySchema } from '@blck/contract';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Captcha, useCaptcha } from '../../../components/ui/captcha';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { FormHeader } from '../../../components/ui/FormHeader';
import { OneTimeCodeField } from '../../../components/ui/OneTimeCodeField';
import { getSessionId, removeSessionId, setAuthToken } from '../../../lib/cookies';
import { useForm, validate } from '../../../lib/form';
import { dismissToasts } from '../../../lib/toast';
import { useVerifyAuthenticatorCode } from '../api/verify-authenticator-code';
import { useVerifyEmailCode } from '../api/verify-email-code';

export type SignInCodeKind = 'email' | 'authenticator';

const COPY: Record<SignInCodeKind, { title: string; intro: string; label: string }> = {
  email: {
    title: 'Check your email',
    intro: 'We sent a 6-digit code to the email address of your account. Enter it to finish signing in.',
    label: 'Code',
  },
  authenticator: {
    title: 'Two-factor authentication',
    intro: 'Open the authenticator app on your device and enter the 6-digit code it shows for this account.',
    label: 'Authenticator code',
  },
};

const CodeSchema = SignInCodeBodySchema.omit({ captcha: true });

export interface SignInCodeFormProps {
  kind: SignInCodeKind;
}

export function SignInCodeForm({ kind }: SignInCodeFormProps) {
  const [sessionId] = useState(getSessionId);
  const copy = COPY[kind];

  if (!sessionId) {
    return (
      <Box>
        <FormHeader title={copy.title} />
        <Alert severity="info" sx={{ mb: 3 }}>
          No sign-in is in progress in this browser, or it has expired. Start again with your email and password.
        </Alert>
        <Button component={RouterLink} to="/" variant="contained" fullWidth>
          Back to sign in
        </Button>
      </Box>
    );
  }

  return <CodeForm kind={kind} sessionId={sessionId} />;
}

function CodeForm({ kind, sessionId }: SignInCodeFormProps & { sessionId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const copy = COPY[kind];
  const { values, field, errors, setErrors, formRef } = useForm({ code: '' });
  const { captchaRef, solving, solveCaptcha, resetCaptcha } = useCaptcha();
  const emailStep = useVerifyEmailCode();
  const deviceStep = useVerifyAuthenticatorCode();
  const step = kind === 'email' ? emailStep : deviceStep;
  const busy = solving || step.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    step.reset();
    const code = validate(CodeSchema, { code: values.code });
    if (!code.ok) return setErrors(code.errors);
    const body = validate(SignInCodeBodySchema, { ...code.data, captcha: await solveCaptcha() });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    step.mutate(
      { sessionId, body: body.data },
      {
        onSuccess: ({ token }) => {
          setAuthToken(token);
          removeSessionId();
          queryClient.clear();
          dismissToasts();
          void navigate('/dashboard', { replace: true });
        },
        onError: resetCaptcha,
      },
    );
  };

  const codeField = field('code');
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <FormHeader title={copy.title}>{copy.intro}</FormHeader>
      <Stack spacing={2.5}>
        <OneTimeCodeField {...codeField} helperText={codeField.helperText} label={copy.label} autoFocus />
        <Captcha ref={captchaRef} error={errors.captcha} />
        <ErrorAlert error={step.error} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          Verify
        </Button>
        <Link component={RouterLink} to="/" variant="body2" sx={{ alignSelf: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </Box>
  );
}
