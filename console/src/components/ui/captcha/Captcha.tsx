// The captcha of every public form, by the provider the server announces: our ALTCHA check (solved in workers with
// altcha-lib, the library the server verifies with), or a notice that reCAPTCHA cannot run here.
import { lazy, Suspense, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { runtime } from '../../../config/runtime';
import { AltchaCaptcha, type AltchaState, type CaptchaStart } from './AltchaCaptcha';
import type { CaptchaHandle } from './captcha-handle';

export type { CaptchaHandle } from './captcha-handle';

const RecaptchaNotice = lazy(() => import('./RecaptchaNotice'));

export interface CaptchaProps {
  ref?: Ref<CaptchaHandle>;
  /** The validation message for the captcha field, if any. */
  error?: string;
  /** When the ALTCHA check starts solving: as the form shows (the default), or once the person starts on it. */
  startOn?: CaptchaStart;
}

const ALTCHA_HELP: Record<AltchaState, string> = {
  unverified: 'This check runs by itself as you fill in the form; select the checkbox to run it now.',
  verifying: 'Checking this browser. This takes a few seconds.',
  verified: 'Check passed.',
  error: 'The check failed. Select the checkbox to try again.',
};

export function Captcha({ ref, error, startOn }: CaptchaProps) {
  const helpId = useId();
  const [state, setState] = useState<AltchaState>('unverified');

  const widgetRef = useRef<CaptchaHandle>(null);
  const recaptcha = runtime.captchaProvider === 'recaptcha';
  useImperativeHandle(
    ref,
    () => ({
      solve: () => (recaptcha ? Promise.resolve(null) : (widgetRef.current?.solve() ?? Promise.resolve(null))),
      reset: () => widgetRef.current?.reset(),
    }),
    [recaptcha],
  );

  if (recaptcha) {
    return (
      <Box role="group" aria-label="Captcha" data-captcha-state="unavailable">
        <Suspense fallback={null}>
          <RecaptchaNotice siteKey={runtime.recaptchaSiteKey} />
        </Suspense>
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    );
  }

  const shownError = Boolean(error) && state !== 'verified' && state !== 'verifying';
  return (
    <Box role="group" aria-label="Captcha" data-captcha-state={state} sx={{ display: 'grid', gap: 0.5 }}>
      <AltchaCaptcha
        ref={widgetRef}
        describedBy={helpId}
        invalid={shownError}
        onStateChange={setState}
        startOn={startOn}
      />
      <FormHelperText id={helpId} error={shownError || state === 'error'} aria-live="polite">
        {shownError ? error : ALTCHA_HELP[state]}
      </FormHelperText>
    </Box>
  );
}
