// The captcha of every public form, by the provider the server announces: ALTCHA, or a reCAPTCHA placeholder.
import { useId, useImperativeHandle, useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { runtime } from '../../../config/runtime';
import { AltchaCaptcha } from './AltchaCaptcha';
import type { CaptchaHandle } from './captcha-handle';

export type { CaptchaHandle } from './captcha-handle';

export interface CaptchaProps {
  ref?: Ref<CaptchaHandle>;
  /** The validation message for the captcha field, if any. */
  error?: string;
}

const ALTCHA_HELP: Record<string, string> = {
  verifying: 'Checking this browser. This takes a few seconds.',
  verified: 'Check passed.',
  error: 'The check failed. Select the checkbox to try again.',
  expired: 'The check expired. It starts again by itself.',
};

export function Captcha({ ref, error }: CaptchaProps) {
  const helpId = useId();
  const [state, setState] = useState('unverified');

  if (runtime.captchaProvider === 'recaptcha') return <RecaptchaPlaceholder ref={ref} error={error} />;

  const help = ALTCHA_HELP[state] ?? 'This check runs by itself; select the checkbox if it does not start.';
  return (
    <Box role="group" aria-label="Captcha" data-captcha-state={state} sx={{ display: 'grid', gap: 0.5 }}>
      <AltchaCaptcha ref={ref} describedBy={helpId} onStateChange={setState} />
      <FormHelperText id={helpId} error={Boolean(error) && state !== 'verified'} aria-live="polite">
        {error && state !== 'verified' && state !== 'verifying' ? error : help}
      </FormHelperText>
    </Box>
  );
}

function RecaptchaPlaceholder({ ref, error }: CaptchaProps) {
  useImperativeHandle(ref, () => ({ solve: () => Promise.resolve(null), reset: () => undefined }), []);
  return (
    <Box role="group" aria-label="Captcha" data-captcha-state="unavailable">
      <Alert severity="warning" variant="outlined">
        <Typography variant="body2">
          This server uses reCAPTCHA{runtime.recaptchaSiteKey ? ` (site key ${runtime.recaptchaSiteKey})` : ''}. The
          console does not load Google&apos;s script, so the reCAPTCHA check cannot run here. Ask the operator to set
          CAPTCHA_PROVIDER=altcha{runtime.recaptchaSiteKey ? '' : ', or to provide RECAPTCHA_SITE_KEY'}.
        </Typography>
      </Alert>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
