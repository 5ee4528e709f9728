// Errors a service throws to say what went wrong, always a contract constant (apiError); the error handler turns
// them into the envelope.
import { errorMessage, type DomainError, type ErrorArgs } from '@blck/contract';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const retryAfter = (seconds: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/** The contract's error as an HttpError: `throw apiError(FIATS_ERRORS.notFound)`, arguments for a sentence that names. */
export const apiError = <E extends DomainError>(error: E, ...args: ErrorArgs<E>): HttpError =>
  new HttpError(error.status, error.code, errorMessage(error, ...args));

/** A contract 429 with its Retry-After: `apiErrorRetryAfter(AUTH_ERRORS.accountLocked, seconds, wait)`. */
export const apiErrorRetryAfter = <E extends DomainError>(
  error: E,
  retryAfterSeconds: number,
  ...args: ErrorArgs<E>
): HttpError => new HttpError(error.status, error.code, errorMessage(error, ...args), retryAfter(retryAfterSeconds));
