// What the realtime socket says about administrators: a changed admin, and an invitee's finished registration.
import { REALTIME_EVENTS } from '../common/constants';
import { defineChange, defineEvent } from '../common/events';
import { AdminRegisteredNoticeSchema } from './admins.schemas';

export const ADMINS_EVENTS = {
  changed: defineChange({ resource: 'admin', affects: ['admins'] }),
  /** Sent only to sockets of admins holding `admins.manage`. */
  registered: defineEvent({
    name: REALTIME_EVENTS.adminRegistered,
    payload: AdminRegisteredNoticeSchema,
    affects: ['admins'],
  }),
};
