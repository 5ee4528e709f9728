// Errors a service throws to say what went wrong; the error handler turns them into the envelope.
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

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthenticated = (message = 'Your session has ended. Sign in again.', code = 'UNAUTHENTICATED') =>
  new HttpError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new HttpError(422, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'RATE_LIMITED') =>
  new HttpError(429, code, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
