// The response envelope every call shares (DESIGN §4): `{ success: true, …fields }` or an error body.
import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  /** A sum the database keeps would leave its column (SQLSTATE 22003): 422. */
  'AMOUNT_OUT_OF_RANGE',
  /** Refusals made before any route runs (the framework or the HTTP parser): 405, 413, 414, 415, 431. */
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  /**
   * 409: a list the call sent back (an investor's payments with their versions) changed since it was read; only this
   * conflict is cured by reloading the list, so only it earns the console's "Reload the payments" hint.
   */
  'STALE_PAYMENT_LIST',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  /** Per-field messages when the request was malformed, keyed by the field's dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });
export const OkSchema = ok({});
export type Ok = z.infer<typeof OkSchema>;
