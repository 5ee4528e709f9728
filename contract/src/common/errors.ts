// One domain error as a constant (wire code, HTTP status, exact sentence), so services throw it and endpoints name it.
import type { ErrorCode } from './envelope';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/** The ERROR_CODES class each status belongs to, for the OpenAPI description and generic handling. */
export const ERROR_KIND_BY_STATUS: Record<ErrorStatus, ErrorCode | 'UPSTREAM'> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM',
  503: 'UPSTREAM',
};

/**
 * A domain error: `code` is the envelope's `error` (an ERROR_CODES class or a narrower domain code), `message` its
 * sentence, word for word; a sentence that names the thing is a function of what it names.
 */
export interface DomainError {
  readonly code: string;
  readonly status: ErrorStatus;
  readonly message: string | ((...args: never[]) => string);
}

/** What an error's sentence needs: nothing for a fixed sentence. */
export type ErrorArgs<E extends DomainError> = E['message'] extends (...args: infer A) => string ? A : [];

/** Keeps each error's literal code, status and argument types. */
export const defineErrors = <const T extends Record<string, DomainError>>(errors: T): T => errors;

/** The sentence of an error, filled with its arguments. */
export const errorMessage = <E extends DomainError>(error: E, ...args: ErrorArgs<E>): string =>
  typeof error.message === 'function' ? (error.message as (...a: ErrorArgs<E>) => string)(...args) : error.message;

/** The generic refusals every endpoint may answer (malformed request, no session, no permission, too many, ours). */
export const GENERIC_ERROR_STATUSES = [400, 401, 403, 429, 500] as const;
