// The ALTCHA check of the public forms, drawn by us (the widget's web component weighed 27 KB on the sign-in page): a
// checkbox labelled "I'm not a robot" that shows the proof of work's state. It starts solving as it mounts, or (the
// sign-in page) when the person starts on its form, so the answer is usually ready before the form is filled in; it
// solves again after each use, before the challenge expires, and when the person selects the checkbox after a failure
// (or submits anyway).
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { createAltchaCheck, type AltchaCheck, type AltchaState } from './altcha-check';
import type { CaptchaHandle } from './captcha-handle';

export type { AltchaState } from './altcha-check';

/** When the check starts: as it mounts, or at the first input, key, pointer or focus inside its form. */
export type CaptchaStart = 'mount' | 'interaction';

/** What starts the check in `interaction` mode. */
const INTERACTIONS = ['input', 'keydown', 'pointerdown', 'focusin'] as const;

/**
 * The solver loads with the first check: it brings the api client, and with it the contract and zod, which the
 * sign-in page does not need before the person starts on the form. Once loaded, later checks start as they mount.
 */
let solverLoaded = false;
const solveLazily = async (signal: AbortSignal) => {
  const { solveAltcha } = await import('./solve-altcha');
  solverLoaded = true;
  return solveAltcha(signal);
};

export interface AltchaCaptchaProps {
  ref?: Ref<CaptchaHandle>;
  /** Id of the element that describes the captcha (its help or error text). */
  describedBy?: string;
  /** The form refused the captcha (e.g. submitted before any answer could be found). */
  invalid?: boolean;
  onStateChange?: (state: AltchaState) => void;
  startOn?: CaptchaStart;
}

export function AltchaCaptcha({
  ref,
  describedBy,
  invalid = false,
  onStateChange,
  startOn = 'mount',
}: AltchaCaptchaProps) {
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AltchaState>('unverified');
  const checkRef = useRef<AltchaCheck | null>(null);

  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  }, [onStateChange]);

  useEffect(() => {
    const check = createAltchaCheck({
      solveChallenge: solveLazily,
      onStateChange: (next) => {
        setState(next);
        onStateChangeRef.current?.(next);
      },
    });
    checkRef.current = check;
    let stopWaiting = () => {};
    const scope = rootRef.current?.closest('form');
    if (startOn === 'mount' || solverLoaded || !scope) {
      void check.verify();
    } else {
      const start = () => {
        stopWaiting();
        void check.verify();
      };
      for (const type of INTERACTIONS) scope.addEventListener(type, start);
      stopWaiting = () => {
        for (const type of INTERACTIONS) scope.removeEventListener(type, start);
      };
    }
    return () => {
      stopWaiting();
      check.dispose();
      checkRef.current = null;
    };
  }, [startOn]);

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
      ref={rootRef}
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
