// Authenticator setup: re-enter the password, scan the QR code (or type the secret), confirm with a code.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  AuthenticatorEnableBodySchema,
  DECIDED_MESSAGES,
  AuthenticatorSetupBodySchema,
  type AuthenticatorSetupResponse,
} from '@blck/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../../components/ui/TextInput';
import { CopyButton } from '../../../components/ui/CopyButton';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { OneTimeCodeField } from '../../../components/ui/OneTimeCodeField';
import { useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useEnableAuthenticator } from '../api/enable-authenticator';
import { useStartAuthenticatorSetup } from '../api/start-authenticator-setup';

export interface AuthenticatorSetupProps {
  /** Whether the admin already has an authenticator; setting up a new one replaces it. */
  alreadyEnabled: boolean;
}

export function AuthenticatorSetup({ alreadyEnabled }: AuthenticatorSetupProps) {
  const [setup, setSetup] = useState<AuthenticatorSetupResponse | null>(null);

  return (
    <Stack spacing={3}>
      {alreadyEnabled ? (
        <Alert severity="success">
          Two-factor authentication is on for your account. Setting up an authenticator here replaces the current one:
          codes from the old one stop working once the new one is enabled.
        </Alert>
      ) : (
        <Alert severity="warning">
          Two-factor authentication is off: signing in only needs a code sent by email. Set up an authenticator app (any
          TOTP app) to protect your account with a code from your device.
        </Alert>
      )}
      <Stepper activeStep={setup ? 1 : 0} alternativeLabel>
        <Step>
          <StepLabel>Confirm your password</StepLabel>
        </Step>
        <Step>
          <StepLabel>Scan and confirm a code</StepLabel>
        </Step>
      </Stepper>
      {setup ? (
        <ConfirmStep setup={setup} onStartOver={() => setSetup(null)} />
      ) : (
        <PasswordStep onReady={setSetup} replacing={alreadyEnabled} />
      )}
    </Stack>
  );
}

function PasswordStep({
  onReady,
  replacing,
}: {
  onReady: (setup: AuthenticatorSetupResponse) => void;
  replacing: boolean;
}) {
  const { values, field, setErrors, formRef } = useForm({ password: '' });
  const start = useStartAuthenticatorSetup();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    start.reset();
    const body = validate(AuthenticatorSetupBodySchema, { password: values.password });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    start.mutate(body.data, { onSuccess: onReady });
  };

  return (
    <Card>
      <CardContent>
        <Box component="form" ref={formRef} noValidate onSubmit={submit}>
          <Stack spacing={2.5} sx={{ maxWidth: 420 }}>
            <Typography variant="body2" color="text.secondary">
              Enter your password again to {replacing ? 'replace your authenticator' : 'set up an authenticator'}.
            </Typography>
            <TextInput
              {...field('password')}
              label="Password"
              type="password"
              autoComplete="current-password"
              autoFocus
            />
            <ErrorAlert error={start.error} />
            <Box>
              <Button type="submit" variant="contained" loading={start.isPending}>
                Continue
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

function ConfirmStep({ setup, onStartOver }: { setup: AuthenticatorSetupResponse; onStartOver: () => void }) {
  const navigate = useNavigate();
  const { values, field, setErrors, formRef } = useForm({ code: '' });
  const enable = useEnableAuthenticator();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enable.isPending) return;
    enable.reset();
    const body = validate(AuthenticatorEnableBodySchema, { code: values.code });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    enable.mutate(body.data, {
      onSuccess: () => {
        notifySuccess(DECIDED_MESSAGES.authenticatorEnabled);
        void navigate('/dashboard');
      },
    });
  };

  const codeField = field('code');
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <Box sx={{ flexShrink: 0, alignSelf: { xs: 'center', md: 'flex-start' } }}>
            <Box
              component="img"
              src={setup.qrCode}
              alt="Authenticator QR code"
              sx={{
                width: 220,
                height: 220,
                display: 'block',
                bgcolor: '#fff',
                p: 1,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
              }}
            />
          </Box>
          <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              Scan the QR code with your authenticator app. If you cannot scan it, add the account by hand with this
              secret key.
            </Typography>
            <Box>
              <Typography variant="subtitle2" component="p" id="authenticator-secret-label">
                Secret key
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography
                  aria-labelledby="authenticator-secret-label"
                  data-testid="authenticator-secret"
                  sx={{
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    wordBreak: 'break-all',
                  }}
                >
                  {setup.secret}
                </Typography>
                <CopyButton text={setup.secret} label="Copy secret" />
              </Stack>
            </Box>
            <TextInput
              label="Setup link (otpauth URI)"
              value={setup.otpauthUri}
              size="small"
              htmlInput={{ readOnly: true, spellCheck: false }}
              onFocus={(event) => event.target.select()}
            />
            <Box component="form" ref={formRef} noValidate onSubmit={submit}>
              <Stack spacing={2.5} sx={{ maxWidth: 320 }}>
                <OneTimeCodeField
                  {...codeField}
                  helperText={codeField.helperText}
                  label="Authenticator code"
                  autoFocus
                />
                <ErrorAlert error={enable.error} />
                <Stack direction="row" spacing={1}>
                  <Button type="submit" variant="contained" loading={enable.isPending}>
                    Enable authenticator
                  </Button>
                  <Button type="button" onClick={onStartOver} disabled={enable.isPending}>
                    Start over
                  </Button>
                </Stack>
              </Stack>
            </Box>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
