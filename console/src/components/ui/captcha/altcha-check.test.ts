import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAltchaCheck, EXPIRY_MARGIN_MS, MIN_EXPIRY_DELAY_MS, type AltchaState } from './altcha-check';
import type { SolvedChallenge } from './solve-altcha';

const NOW = 1_000_000;

/** A solver whose every call waits until the test settles it. */
const controlledSolver = () => {
  const calls: Array<{
    signal: AbortSignal;
    resolve: (solved: SolvedChallenge | null) => void;
    reject: (error: Error) => void;
  }> = [];
  const solveChallenge = (signal: AbortSignal) =>
    new Promise<SolvedChallenge | null>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { calls, solveChallenge };
};

const setUp = () => {
  const states: AltchaState[] = [];
  const solver = controlledSolver();
  const check = createAltchaCheck({
    onStateChange: (state) => states.push(state),
    solveChallenge: solver.solveChallenge,
    now: () => NOW,
  });
  return { check, states, calls: solver.calls };
};

describe('createAltchaCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('solves once for everyone who asks while it solves, then hands out the same answer', async () => {
    const { check, states, calls } = setUp();
    const first = check.verify();
    const second = check.solve();
    expect(calls).toHaveLength(1);
    expect(states).toEqual(['verifying']);

    calls[0]!.resolve({ payload: 'answer-1', expiresAtMs: null });
    await expect(first).resolves.toBe('answer-1');
    await expect(second).resolves.toBe('answer-1');
    expect(states).toEqual(['verifying', 'verified']);
    await expect(check.solve()).resolves.toBe('answer-1');
    expect(calls).toHaveLength(1);
  });

  it('solves a new challenge after a reset (an answer is accepted once)', async () => {
    const { check, states, calls } = setUp();
    const first = check.verify();
    calls[0]!.resolve({ payload: 'answer-1', expiresAtMs: null });
    await first;

    check.reset();
    expect(calls).toHaveLength(2);
    const next = check.solve();
    calls[1]!.resolve({ payload: 'answer-2', expiresAtMs: null });
    await expect(next).resolves.toBe('answer-2');
    expect(states).toEqual(['verifying', 'verified', 'verifying', 'verified']);
  });

  it('shows a failure, answers null, and tries again when asked', async () => {
    const { check, states, calls } = setUp();
    const failed = check.verify();
    calls[0]!.reject(new Error('The server could not be reached.'));
    await expect(failed).resolves.toBeNull();
    expect(states).toEqual(['verifying', 'error']);

    const retried = check.solve();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ payload: 'answer-2', expiresAtMs: null });
    await expect(retried).resolves.toBe('answer-2');
    expect(states.at(-1)).toBe('verified');
  });

  it('solves again before the server would refuse the answer as expired', async () => {
    const { check, calls } = setUp();
    const ttl = 10 * 60_000;
    const first = check.verify();
    calls[0]!.resolve({ payload: 'answer-1', expiresAtMs: NOW + ttl });
    await first;

    vi.advanceTimersByTime(ttl - EXPIRY_MARGIN_MS - 1);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    const next = check.solve();
    calls[1]!.resolve({ payload: 'answer-2', expiresAtMs: null });
    await expect(next).resolves.toBe('answer-2');
  });

  it('waits at least a minute before solving again, whatever the challenge says', async () => {
    const { check, calls } = setUp();
    const first = check.verify();
    calls[0]!.resolve({ payload: 'answer-1', expiresAtMs: NOW - 60_000 });
    await first;
    vi.advanceTimersByTime(MIN_EXPIRY_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
  });

  it('stops solving when disposed, without showing a failure', async () => {
    const { check, states, calls } = setUp();
    const pending = check.verify();
    check.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.reject(new DOMException('Aborted', 'AbortError'));
    await expect(pending).resolves.toBeNull();
    expect(states).toEqual(['verifying']);
    await expect(check.solve()).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });
});
