// The ALTCHA check of the public forms, drawn by us (the widget's web component weighed 27 KB on the sign-in page): a
// checkbox labelled "I'm not a robot" that shows the proof of work's state. It starts solving as it mounts, so the answer
// is usually ready before the form is filled in; it solves again after each use, before the challenge expires, and when
// the person selects the checkbox after a failure (or submits anyway).
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { createAltchaCheck, type AltchaCheck, type AltchaState } from './altcha-check';
import type { CaptchaHandle } from './captcha-handle';
import { solveAltcha } from './solve-altcha';

export type { AltchaState } from './altcha-check';

export interface AltchaCaptchaProps {
  ref?: Ref<CaptchaHandle>;
  /** Id of the element that describes the captcha (its help or error text). */
  describedBy?: string;
  /** The form refused the captcha (e.g. submitted before any answer could be found). */
  invalid?: boolean;
  onStateChange?: (state: AltchaState) => void;
}

export function AltchaCaptcha({ ref, describedBy, invalid = false, onStateChange }: AltchaCaptchaProps) {
  const inputId = useId();
  const [state, setState] = useState<AltchaState>('unverified');
  const checkRef = useRef<AltchaCheck | null>(null);

  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  }, [onStateChange]);

  useEffect(() => {
    const check = createAltchaCheck({
      solveChallenge: solveAltcha,
      onStateChange: (next) => {
        setState(next);
        onStateChangeRef.current?.(next);
      },
    });
    checkRef.current = check;
    void check.verify();
    return () => {
      check.dispose();
      checkRef.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      solve: () => checkRef.current?.solve() ?? Promise.resolve(null),
      reset: () => checkRef.current?.reset(),
    }),
    [],
  );

  const failed = (state === 'error' || invalid) && state !== 'verified';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 58,
        px: 2,
        border: 1,
        borderColor: failed ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="input"
        id={inputId}
        type="checkbox"
        checked={state === 'verified'}
        // Selecting it starts the check again after a failure; it cannot be unticked, and waits while the check runs.
        onChange={() => {
          if (state === 'error' || state === 'unverified') void checkRef.current?.verify();
        }}
        aria-describedby={describedBy}
        aria-invalid={failed ? true : undefined}
        aria-disabled={state === 'verifying' ? true : undefined}
        sx={{
          m: 0,
          width: 20,
          height: 20,
          flexShrink: 0,
          cursor: state === 'verifying' ? 'progress' : 'pointer',
          accentColor: (theme) => (theme.vars ?? theme).palette.primary.main,
        }}
      />
      <Box component="label" htmlFor={inputId} sx={{ typography: 'body1', flexGrow: 1, cursor: 'pointer' }}>
        I&apos;m not a robot
      </Box>
      {state === 'verifying' && <CircularProgress size={20} aria-hidden />}
    </Box>
  );
}
