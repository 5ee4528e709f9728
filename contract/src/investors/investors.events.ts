// What a changed investor makes stale in a console that hears of it.
import { defineChange } from '../common/events';

export const INVESTORS_EVENTS = {
  /** An investor's name shows on its locks. */
  changed: defineChange({ resource: 'investor', affects: ['investors', 'locked-funds'] }),
};
