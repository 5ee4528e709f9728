// Runs a sensitive change; when the server asks for a fresh confirmation (403 REAUTHENTICATION_REQUIRED), opens
// "Confirm it's you" and, once confirmed, runs the same change again by itself.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ADMINS_ERRORS } from '@blck/contract';
import { isDomainError } from '../../../lib/api-error';
import { ReauthenticateDialog } from './ReauthenticateDialog';

export const needsReauthentication = (failure: unknown): boolean =>
  isDomainError(failure, ADMINS_ERRORS.reauthenticationRequired);

export type StepUpResult = { status: 'done' } | { status: 'failed'; error: unknown } | { status: 'cancelled' };

interface Pending {
  action: () => Promise<unknown>;
  settle: (result: StepUpResult) => void;
}

export function useStepUp(hasAuthenticator: boolean): {
  run: (action: () => Promise<unknown>) => Promise<StepUpResult>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const attempt = useCallback(async (action: () => Promise<unknown>, settle: (result: StepUpResult) => void) => {
    try {
      await action();
      settle({ status: 'done' });
    } catch (error) {
      if (!needsReauthentication(error)) return settle({ status: 'failed', error });
      pendingRef.current = { action, settle };
      setOpen(true);
    }
  }, []);

  const run = useCallback(
    (action: () => Promise<unknown>) => new Promise<StepUpResult>((settle) => void attempt(action, settle)),
    [attempt],
  );

  const take = () => {
    const pending = pendingRef.current;
    pendingRef.current = null;
    setOpen(false);
    return pending;
  };

  const dialog = (
    <ReauthenticateDialog
      open={open}
      hasAuthenticator={hasAuthenticator}
      onConfirmed={() => {
        const pending = take();
        if (pending) void attempt(pending.action, pending.settle);
      }}
      onCancel={() => take()?.settle({ status: 'cancelled' })}
    />
  );

  return { run, dialog };
}
