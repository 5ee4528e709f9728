// The refusals of the custom validator calls, word for word (dates arrive formatted by the server).
import { defineErrors } from '../common/errors';

const ASK_FOR_NEW_LINK = 'Ask an administrator for a new pairing link.';

export const VALIDATORS_ERRORS = defineErrors({
  notFound: {
    code: 'CUSTOM_VALIDATOR_NOT_FOUND',
    status: 404,
    message: 'There is no custom authenticator with this id.',
  },
  alreadyRemoved: {
    code: 'CUSTOM_VALIDATOR_REMOVED',
    status: 409,
    message: (removedAt: string) => `This custom authenticator was already removed on ${removedAt}.`,
  },
  pairingCodeUnknown: {
    code: 'PAIRING_CODE_UNKNOWN',
    status: 404,
    message: `This pairing code is not valid. ${ASK_FOR_NEW_LINK}`,
  },
  pairingRemoved: {
    code: 'CUSTOM_VALIDATOR_REMOVED',
    status: 409,
    message: `This custom authenticator was removed: its pairing code no longer works. ${ASK_FOR_NEW_LINK}`,
  },
  alreadyPaired: {
    code: 'ALREADY_PAIRED',
    status: 409,
    message: (pairedAt: string) =>
      `This pairing code was already used: a validator node paired with it on ${pairedAt}. ${ASK_FOR_NEW_LINK}`,
  },
});
