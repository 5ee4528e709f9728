// What the realtime socket says about a session: it ended (the server closes the socket right after).
import { z } from 'zod';
import { REALTIME_EVENTS } from '../common/constants';
import { defineEvent } from '../common/events';

export const AUTH_EVENTS = {
  /** `{ reason }`, a SESSION_END_REASONS reason; read leniently, an unknown reason gets the general sentence. */
  revoked: defineEvent({
    name: REALTIME_EVENTS.revoked,
    payload: z.object({ reason: z.string().catch('') }).catch({ reason: '' }),
    affects: [],
  }),
};
