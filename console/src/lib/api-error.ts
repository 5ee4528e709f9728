// The error every failed call throws, and the one rule for the text a person sees (SPEC §8).
import { UNHANDLED_ERROR_MESSAGE, type DomainError } from '@blck/contract';

/** What a person reads when the server (or a part of the console still to load) could not be reached. */
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's `message`, or '' when the failure happened in the client. */
    readonly serverMessage: string,
    /** The server's `error` code, or '' when the failure happened in the client. */
    readonly error: string,
    clientMessage = '',
  ) {
    super(serverMessage || error || clientMessage);
  }
}

/** Server `message`, then server `error`, then the client error's message, else "Unhandled error". */
export const errorMessage = (failure: unknown): string => {
  if (failure instanceof ApiError) {
    return failure.serverMessage || failure.error || failure.message || UNHANDLED_ERROR_MESSAGE;
  }
  if (failure instanceof Error && failure.message) return failure.message;
  return UNHANDLED_ERROR_MESSAGE;
};

export const isClientError = (failure: unknown): boolean =>
  failure instanceof ApiError && failure.status >= 400 && failure.status < 500;

/** True when the server refused with this contract error (its status and code). */
export const isDomainError = (failure: unknown, error: DomainError): boolean =>
  failure instanceof ApiError && failure.status === error.status && failure.error === error.code;
