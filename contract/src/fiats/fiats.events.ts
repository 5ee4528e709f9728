// What a changed fiat currency makes stale in a console that hears of it.
import { defineChange } from '../common/events';

export const FIATS_EVENTS = {
  changed: defineChange({ resource: 'fiat', affects: ['fiats'] }),
};
