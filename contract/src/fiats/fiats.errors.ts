// The refusals of the fiat currency calls, word for word.
import { defineErrors } from '../common/errors';

export const FIATS_ERRORS = defineErrors({
  notFound: { code: 'FIAT_NOT_FOUND', status: 404, message: 'There is no fiat currency with this id.' },
  labelTaken: {
    code: 'FIAT_LABEL_TAKEN',
    status: 409,
    message: (label: string, holder: string | null) =>
      `The label ${label} is already used by ${holder ?? 'another fiat currency'}. Choose another label.`,
  },
});
