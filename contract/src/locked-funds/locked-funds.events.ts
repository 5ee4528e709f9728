// What a changed lock makes stale in a console that hears of it.
import { defineChange } from '../common/events';

export const LOCKED_FUNDS_EVENTS = {
  /** A lock changes the state and balances of the investor's payments. */
  changed: defineChange({ resource: 'locked_funds', affects: ['locked-funds', 'investors'] }),
};
