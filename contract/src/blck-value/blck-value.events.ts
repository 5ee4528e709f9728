// What a changed token value entry makes stale in a console that hears of it.
import { defineChange } from '../common/events';

export const BLCK_VALUE_EVENTS = {
  changed: defineChange({ resource: 'blck_value', affects: ['blck-values'] }),
};
