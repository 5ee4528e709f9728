// The ledger's refusals, which any call that moves money may answer (amounts arrive written by the server).
import { defineErrors } from './errors';

export const LEDGER_ERRORS = defineErrors({
  idempotencyKeyReused: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    status: 409,
    message: 'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
  },
  insufficientFunds: {
    code: 'INSUFFICIENT_FUNDS',
    status: 422,
    message: (available: string, asked: string) => `Not enough funds: ${available} is available, ${asked} was asked.`,
  },
  accountNotFound: {
    code: 'ACCOUNT_NOT_FOUND',
    status: 404,
    message: 'A ledger account of this transfer does not exist.',
  },
  pendingNotFound: { code: 'PENDING_NOT_FOUND', status: 404, message: 'There is no reservation with this id.' },
  alreadyResolved: { code: 'ALREADY_RESOLVED', status: 409, message: 'These funds were already released or returned.' },
});
