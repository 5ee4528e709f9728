// The error every failed call throws, and the one rule for the text a person sees (SPEC §8).
import { UNHANDLED_ERROR_MESSAGE } from '@blck/contract';

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

/** A 409: the data the action was based on changed meanwhile (a stale payment list), or its state forbids it. */
export const isConflict = (failure: unknown): boolean => failure instanceof ApiError && failure.status === 409;
