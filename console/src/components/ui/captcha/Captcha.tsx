// The captcha of every public form, by the provider the server announces: ALTCHA (its widget loads right after the
// form renders, in its own chunk), or a notice that reCAPTCHA cannot run here.
import { lazy, Suspense, useCallback, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { runtime } from '../../../config/runtime';
import type { CaptchaHandle } from './captcha-handle';

export type { CaptchaHandle } from './captcha-handle';

const AltchaCaptcha = lazy(() => import('./AltchaCaptcha'));
const RecaptchaNotice = lazy(() => import('./RecaptchaNotice'));

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

/** Height of the ALTCHA widget, kept while it loads so the form does not jump. */
const WIDGET_HEIGHT = 58;

export function Captcha({ ref, error }: CaptchaProps) {
  const helpId = useId();
  const [state, setState] = useState('unverified');

  // The widget arrives lazily: a submit made before it is there waits for it instead of failing.
  const widgetRef = useRef<CaptchaHandle | null>(null);
  const waitersRef = useRef<Array<(handle: CaptchaHandle) => void>>([]);
  const attachWidget = useCallback((handle: CaptchaHandle | null) => {
    widgetRef.current = handle;
    if (!handle) return;
    const waiters = waitersRef.current;
    waitersRef.current = [];
    for (const resolve of waiters) resolve(handle);
  }, []);

  const recaptcha = runtime.captchaProvider === 'recaptcha';
  useImperativeHandle(
    ref,
    () => ({
      solve: () => {
        if (recaptcha) return Promise.resolve(null);
        const widget = widgetRef.current;
        if (widget) return widget.solve();
        return new Promise<CaptchaHandle>((resolve) => waitersRef.current.push(resolve)).then((handle) =>
          handle.solve(),
        );
      },
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

  const help = ALTCHA_HELP[state] ?? 'This check runs by itself; select the checkbox if it does not start.';
  return (
    <Box role="group" aria-label="Captcha" data-captcha-state={state} sx={{ display: 'grid', gap: 0.5 }}>
      <Suspense
        fallback={
          <Box
            sx={{
              height: WIDGET_HEIGHT,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          />
        }
      >
        <AltchaCaptcha ref={attachWidget} describedBy={helpId} onStateChange={setState} />
      </Suspense>
      <FormHelperText id={helpId} error={Boolean(error) && state !== 'verified'} aria-live="polite">
        {error && state !== 'verified' && state !== 'verifying' ? error : help}
      </FormHelperText>
    </Box>
  );
}
