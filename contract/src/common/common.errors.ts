// Errors more than one domain answers: the route's gates (per-IP limit, intake key, permission, Idempotency-Key), a
// reversed date range, a wallet address mistyped.
import { defineErrors } from './errors';

export const COMMON_ERRORS = defineErrors({
  ipRateLimited: {
    code: 'IP_RATE_LIMITED',
    status: 429,
    message: 'Too many requests from your network address. Wait a minute and try again.',
  },
  intakeKeyInvalid: { code: 'INTAKE_KEY_INVALID', status: 401, message: 'A valid intake API key is required.' },
  idempotencyKeyMalformed: {
    code: 'BAD_REQUEST',
    status: 400,
    message: 'The Idempotency-Key header is 1 to 200 visible characters without spaces.',
  },
  permissionDenied: {
    code: 'FORBIDDEN',
    status: 403,
    message: (permission: string) => `You do not have permission to do this. Ask an administrator for "${permission}".`,
  },
  creationRangeReversed: {
    code: 'BAD_REQUEST',
    status: 400,
    message: 'The end of the creation range is before its start.',
  },
  availabilityRangeReversed: {
    code: 'BAD_REQUEST',
    status: 400,
    message: 'The end of the availability range is before its start.',
  },
  walletChecksum: {
    code: 'BAD_CHECKSUM',
    status: 400,
    message: 'This wallet address has a wrong checksum: check it for a typing mistake.',
  },
});
