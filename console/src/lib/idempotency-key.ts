// A fresh Idempotency-Key for one user action that moves money (DESIGN §5): a random UUID v4, and the hook that keeps
// one key per action across retries.
import { useCallback, useRef, useState } from 'react';

export const newIdempotencyKey = (): string => {
  // randomUUID exists only in secure contexts (HTTPS, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** One money action as it is sent: its body and the key that makes a repeat of it harmless. */
export interface KeyedAttempt<T> {
  body: T;
  idempotencyKey: string;
}

/**
 * One Idempotency-Key per user action (DESIGN §5): `begin(body)` when the confirmation opens keeps the key of the
 * previous attempt when the body is the same (a retry after a lost answer is applied at most once) and makes a new
 * one otherwise; `finish()` after success, so the next action gets a new key. `begin` says whether the key is new.
 */
export function useKeyedAttempt<T>() {
  const attemptRef = useRef<KeyedAttempt<T> | null>(null);
  const [attempt, setAttempt] = useState<KeyedAttempt<T> | null>(null);

  const begin = useCallback((body: T): boolean => {
    const previous = attemptRef.current;
    const same = previous !== null && JSON.stringify(previous.body) === JSON.stringify(body);
    const next = same ? previous : { body, idempotencyKey: newIdempotencyKey() };
    attemptRef.current = next;
    setAttempt(next);
    return !same;
  }, []);

  const finish = useCallback(() => {
    attemptRef.current = null;
  }, []);

  return { attempt, begin, finish };
}
