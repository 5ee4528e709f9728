// A console's realtime connection as the tests open it: websocket only, the session's token and binding cookie, no
// reconnection (a test sees a drop as it happens).
import { io, type Socket } from 'socket.io-client';
import { COOKIES, REALTIME } from '@blck/contract';
import type { SignedIn } from './harness';

/**
 * Opens a socket to `origin` and resolves once it is connected; rejects with the server's refusal. `opened` gets the
 * socket at once, connected or not, so the caller can close it whatever happens.
 */
export const openSocket = (origin: string, session: SignedIn | null, opened?: (socket: Socket) => void) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(origin, {
      path: REALTIME.path,
      transports: ['websocket'],
      auth: { token: session?.token },
      extraHeaders: session ? { cookie: `${COOKIES.binding}=${session.binding}` } : {},
      reconnection: false,
    });
    opened?.(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
