// What a changed issuer makes stale in a console that hears of it.
import { defineChange } from '../common/events';

export const ISSUERS_EVENTS = {
  changed: defineChange({ resource: 'issuer', affects: ['issuers'] }),
};
