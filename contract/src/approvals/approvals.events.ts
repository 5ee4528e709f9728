// What a proposal's change makes stale in a console that hears of it.
import { defineChange } from '../common/events';

export const APPROVALS_EVENTS = {
  changed: defineChange({ resource: 'proposal', affects: ['approvals'] }),
};
