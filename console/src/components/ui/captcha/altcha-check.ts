// The state of one ALTCHA check, outside React: solving (shared by every caller waiting for an answer), the answer
// until it is used or expires, and a new solving after a failure, a use or before the expiry.
import type { SolvedChallenge } from './solve-altcha';

export type AltchaState = 'unverified' | 'verifying' | 'verified' | 'error';

/** A new challenge is solved this long before the server stops accepting the current answer. */
export const EXPIRY_MARGIN_MS = 30_000;
/** Never sooner than this, whatever the challenge says (a client clock far ahead of the server's). */
export const MIN_EXPIRY_DELAY_MS = 60_000;

export interface AltchaCheck {
  /** Starts solving unless it is solving already; resolves to the answer, or null when none could be found. */
  verify: () => Promise<string | null>;
  /** The current answer, solving one first when needed. */
  solve: () => Promise<string | null>;
  /** Drops the used answer and solves a new challenge. */
  reset: () => void;
  /** Stops solving and every timer (the form is gone). */
  dispose: () => void;
}

export interface AltchaCheckOptions {
  onStateChange: (state: AltchaState) => void;
  /** Solves one challenge; null when the signal aborted it, throws when it failed. */
  solveChallenge: (signal: AbortSignal) => Promise<SolvedChallenge | null>;
  now?: () => number;
}

export const createAltchaCheck = ({
  onStateChange,
  solveChallenge,
  now = Date.now,
}: AltchaCheckOptions): AltchaCheck => {
  let payload: string | null = null;
  let run: Promise<string | null> | null = null;
  let controller: AbortController | null = null;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const verify = (): Promise<string | null> => {
    if (disposed) return Promise.resolve(null);
    if (run) return run;
    clearTimeout(expiry);
    payload = null;
    const own = new AbortController();
    controller = own;
    onStateChange('verifying');
    const current: Promise<string | null> = solveChallenge(own.signal)
      .then(
        (solved) => {
          if (!solved || own.signal.aborted) return null;
          payload = solved.payload;
          onStateChange('verified');
          if (solved.expiresAtMs !== null) {
            const delay = Math.max(MIN_EXPIRY_DELAY_MS, solved.expiresAtMs - now() - EXPIRY_MARGIN_MS);
            expiry = setTimeout(() => void verify(), delay);
          }
          return solved.payload;
        },
        () => {
          if (!own.signal.aborted) onStateChange('error');
          return null;
        },
      )
      .finally(() => {
        if (run === current) run = null;
      });
    run = current;
    return current;
  };

  return {
    verify,
    solve: () => (payload ? Promise.resolve(payload) : verify()),
    reset: () => {
      payload = null;
      void verify();
    },
    dispose: () => {
      disposed = true;
      controller?.abort();
      run = null;
      payload = null;
      clearTimeout(expiry);
    },
  };
};
