// What a new deposit makes stale in a console that hears of it.
import { defineChange } from '../common/events';

export const HISTORIES_EVENTS = {
  deposited: defineChange({ resource: 'deposit', affects: ['histories'] }),
};
