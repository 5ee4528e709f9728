// The realtime connection: Socket.IO on /socket.io, websocket only, authenticated with the session;
// committed changes reach the consoles allowed to see them, revocations end the console's session.
import type { Server as HttpServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { Server } from 'socket.io';
import { COOKIES, PERMISSION_AREAS, REALTIME, hasPermission, type Permission } from '@blck/contract';
import type { EventBus } from '../lib/events';
import type { Session } from '../modules/auth/auth.service';

export const REALTIME_EVENTS = { changed: 'changed', revoked: 'session:revoked' } as const;

/** How long a revoked console keeps its socket, so the revocation message arrives before the close. */
const REVOKE_GRACE_MS = 250;

const viewRooms = (permissions: readonly Permission[]) =>
  PERMISSION_AREAS.filter((area) => hasPermission(permissions, `${area}.view`)).map((area) => `view:${area}`);

export const attachRealtime = (
  httpServer: HttpServer,
  deps: {
    authenticate(token: string | undefined, binding: string | undefined): Promise<Session>;
    events: EventBus;
    log: { warn(object: object, message: string): void };
  },
) => {
  const io = new Server(httpServer, { path: REALTIME.path, transports: ['websocket'], serveClient: false });

  io.use((socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const binding = fastifyCookie.parse(socket.handshake.headers.cookie ?? '')[COOKIES.binding];
    deps
      .authenticate(token, binding)
      .then((session) => {
        socket.data.adminId = session.admin.id;
        socket.data.permissions = session.admin.permissions;
        next();
      })
      .catch((error: unknown) => next(new Error(error instanceof Error ? error.message : 'Sign in to continue.')));
  });

  io.on('connection', (socket) => {
    void socket.join([`admin:${socket.data.adminId as string}`, ...viewRooms(socket.data.permissions as Permission[])]);
  });

  deps.events.onChange((event) => {
    io.to(`view:${event.area}`).emit(REALTIME_EVENTS.changed, {
      resource: event.resource,
      id: event.id,
      action: event.action,
    });
  });

  deps.events.onRevoked((event) => {
    const room = `admin:${event.adminId}`;
    io.to(room).emit(REALTIME_EVENTS.revoked, { reason: event.reason });
    setTimeout(() => io.in(room).disconnectSockets(true), REVOKE_GRACE_MS).unref();
  });

  deps.events.onPermissionsChanged((event) => {
    const room = `admin:${event.adminId}`;
    io.in(room)
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) {
          for (const old of viewRooms(socket.data.permissions as Permission[])) socket.leave(old);
          socket.data.permissions = event.permissions;
          socket.join(viewRooms(event.permissions));
        }
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'could not move sockets to their new rooms'));
  });

  return {
    io,
    close: () => {
      io.disconnectSockets(true);
    },
  };
};
