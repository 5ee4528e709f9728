// The review → confirm → send cycle of an action that moves money: the plan the confirmation shows (frozen when it
// opens, like the body it sends), one Idempotency-Key per user action, and the mutation that sends it.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { failureToShow, onAwaitingApproval, type AwaitingApproval } from './awaiting-approval';
import { useKeyedAttempt, type KeyedAttempt } from './idempotency-key';

/**
 * `P` is what the confirmation shows (with the `body` it sends), `R` the call's answer; `onSuccess` runs after the
 * confirmation closed on success (a toast, the next page). A call held back for approval (four eyes) closes the
 * confirmation too and ends the attempt (the proposal is made; the next action gets a new key), but moved nothing:
 * `onAwaiting` runs instead of `onSuccess` (the notice itself comes from useEndpointMutation).
 */
export function useMoneyAction<P extends { body: unknown }, R>(
  mutation: UseMutationResult<R, unknown, KeyedAttempt<P['body']>>,
  onSuccess: (result: R) => void,
  onAwaiting?: (outcome: AwaitingApproval) => void,
) {
  const { attempt, begin, finish } = useKeyedAttempt<P['body']>();
  const [plan, setPlan] = useState<P | null>(null);
  const [confirming, setConfirming] = useState(false);

  /** Opens the confirmation for `next`; the same body as the last failed attempt keeps its key. */
  const review = (next: P) => {
    if (begin(next.body)) mutation.reset();
    setPlan(next);
    setConfirming(true);
  };

  /** Sends the attempt being confirmed; on success the confirmation closes and the next action gets a new key. */
  const confirm = () => {
    if (!attempt || mutation.isPending) return;
    mutation.mutate(attempt, {
      onSuccess: (result) => {
        finish();
        setConfirming(false);
        onSuccess(result);
      },
      onError: onAwaitingApproval((outcome) => {
        finish();
        setConfirming(false);
        onAwaiting?.(outcome);
      }),
    });
  };

  const close = () => setConfirming(false);
  return {
    plan,
    review,
    close,
    /** The confirmation dialog's props: open (with a plan to show), sending, the failed attempt's error, actions. */
    dialog: {
      open: confirming && plan !== null,
      busy: mutation.isPending,
      error: failureToShow(mutation.error),
      onConfirm: confirm,
      onClose: close,
    },
  };
}
