// What a pairing or a removal makes stale: both the custom validators list and the counter live under `validators`.
import { defineChange } from '../common/events';

export const VALIDATORS_EVENTS = {
  customValidatorChanged: defineChange({ resource: 'custom_validator', affects: ['validators'] }),
  validatorChanged: defineChange({ resource: 'validator', affects: ['validators'] }),
};
