// The realtime connection (Socket.IO, websocket only, SPEC §9 timings from the contract): opened by the signed-in
// frame, authenticated with the authtoken cookie (the HttpOnly binding cookie goes along on the same origin).
import { REALTIME, realtimeEvents, type AdminRegisteredNotice, type ChangeNotice } from '@blck/contract';
import { io, type Socket } from 'socket.io-client';
import { environment } from '../config/environment';
import { getAuthToken } from './cookies';

// Event names and payload schemas come from the contract (realtimeEvents); payloads are read defensively.

export type { ChangeNotice };

/** The server ended this console's session (a `SESSION_END_REASONS` reason: sign-out, expiry, deactivation, …). */
export interface RevocationNotice {
  reason: string;
}

export interface RealtimeHandlers {
  onChanged: (notice: ChangeNotice) => void;
  onRevoked: (notice: RevocationNotice) => void;
  /** An invited admin finished registration (sent only to admins who hold admins.manage). */
  onAdminRegistered?: (notice: AdminRegisteredNotice) => void;
  /** After a lost connection came back: changes made meanwhile were not heard. */
  onReconnected?: () => void;
}

export interface RealtimeConnection {
  disconnect: () => void;
}

/** Opens the connection; call `disconnect` on sign-out or when the signed-in frame goes away. */
export function connectRealtime(handlers: RealtimeHandlers): RealtimeConnection {
  const options = {
    path: REALTIME.path,
    transports: ['websocket'],
    reconnectionDelay: REALTIME.reconnectionDelayMs,
    reconnectionDelayMax: REALTIME.reconnectionDelayMaxMs,
    randomizationFactor: REALTIME.randomizationFactor,
    timeout: REALTIME.timeoutMs,
    // Read at every (re)connection, so a connection made after a new sign-in carries the new token.
    auth: (send: (data: object) => void) => send({ token: getAuthToken() ?? '' }),
    // On an http:// origin the page's own protocol wins (ws://); on https:// it is wss://.
    secure: true,
  };
  const socket: Socket = environment.socketOrigin ? io(environment.socketOrigin, options) : io(options);
  let closed = false;
  let retry: number | undefined;

  socket.on(realtimeEvents.changed.name, (payload: unknown) => {
    const notice = realtimeEvents.changed.payload.safeParse(payload);
    if (notice.success) handlers.onChanged(notice.data);
  });
  socket.on(realtimeEvents.revoked.name, (payload: unknown) =>
    handlers.onRevoked(realtimeEvents.revoked.payload.parse(payload)),
  );
  socket.on(realtimeEvents.adminRegistered.name, (payload: unknown) => {
    const notice = realtimeEvents.adminRegistered.payload.safeParse(payload);
    if (notice.success) handlers.onAdminRegistered?.(notice.data);
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) handlers.onReconnected?.();
    connectedBefore = true;
  });

  // A refusal by the server's handshake check (e.g. a session that just expired) stops Socket.IO's own retries:
  // try again at the longest reconnection delay while a token is present; API calls handle an ended session.
  socket.on('connect_error', () => {
    if (socket.active || closed) return;
    window.clearTimeout(retry);
    retry = window.setTimeout(() => {
      if (!closed && getAuthToken()) socket.connect();
    }, REALTIME.reconnectionDelayMaxMs);
  });

  return {
    disconnect: () => {
      closed = true;
      window.clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
