// The sign-in lockout (DESIGN §6): a guess is reserved before it is evaluated, five failures lock, a right guess
// gives its reservation back.
import { AUTH_ERRORS } from '@blck/contract';
import type { Queryable } from '../../db/client';
import { apiErrorRetryAfter } from '../../lib/http-error';
import { AUTH_LIMITS, MINUTE, type AuthContext } from './auth-context';
import type { AttemptReservation } from './auth.repository';

const minutesText = (ms: number) => {
  const minutes = Math.ceil(ms / MINUTE);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const lockedError = (auth: AuthContext, lockedUntil: Date) => {
  const { now } = auth;
  const waitMs = lockedUntil.getTime() - now().getTime();
  return apiErrorRetryAfter(AUTH_ERRORS.accountLocked, waitMs / 1000, minutesText(waitMs));
};

/**
 * Counts a guess for the address before it is evaluated (DESIGN §6: five failures lock), so concurrent guesses
 * past the limit answer the lock without being evaluated; a right guess gives its reservation back.
 */
export const reserveGuess = async (auth: AuthContext, q: Queryable, email: string): Promise<AttemptReservation> => {
  const { authRepository, now } = auth;
  for (let round = 0; round < 2; round++) {
    const reservation = await authRepository.reserveAttempt(q, email, now(), AUTH_LIMITS);
    if (reservation) return reservation;
    const lockedUntil = await authRepository.findLockedUntil(q, email);
    if (lockedUntil && lockedUntil > now()) throw lockedError(auth, lockedUntil);
    // The lock ended between the two statements: reserve again.
  }
  throw lockedError(auth, new Date(now().getTime() + 1000));
};

export const releaseGuess = (auth: AuthContext, q: Queryable, email: string, reservation: AttemptReservation) =>
  auth.authRepository.releaseAttempt(q, email, reservation, AUTH_LIMITS.failuresBeforeLock);
