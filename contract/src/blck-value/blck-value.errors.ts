// The refusals of the token value calls, word for word.
import { defineErrors } from '../common/errors';

export const BLCK_VALUE_ERRORS = defineErrors({
  notFound: { code: 'BLCK_VALUE_NOT_FOUND', status: 404, message: 'There is no token value entry with this id.' },
});
