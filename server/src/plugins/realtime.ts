// The realtime connection: Socket.IO on /socket.io, websocket only, authenticated with the session;
// committed changes reach the consoles allowed to see them, revocations end the console's session. On PostgreSQL
// every instance relays through the database (LISTEN/NOTIFY), so a change made on one reaches sockets on all.
import type { Server as HttpServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import { createPostgresPool } from '../db/client';
import { COOKIES, PERMISSION_AREAS, REALTIME, hasPermission, type Permission } from '@blck/contract';
import type { EventBus } from '../lib/events';
import type { Session } from '../modules/auth/auth.service';

export const REALTIME_EVENTS = { changed: 'changed', revoked: 'session:revoked' } as const;

/** How long a revoked console keeps its socket, so the revocation message arrives before the close. */
const REVOKE_GRACE_MS = 250;

const viewRooms = (permissions: readonly Permission[]) =>
  PERMISSION_AREAS.filter((area) => hasPermission(permissions, `${area}.view`)).map((area) => `view:${area}`);
const ALL_VIEW_ROOMS = PERMISSION_AREAS.map((area) => `view:${area}`);

/** Connections for the adapter: one held for LISTEN, one or two for NOTIFY. */
const ADAPTER_POOL_SIZE = 3;

export const attachRealtime = (
  httpServer: HttpServer,
  deps: {
    authenticate(token: string | undefined, binding: string | undefined): Promise<Session>;
    events: EventBus;
    log: { warn(object: object, message: string): void };
    /** PostgreSQL shared by every instance; without it (PGlite) the fan-out stays in this process. */
    databaseUrl?: string;
  },
) => {
  const io = new Server(httpServer, { path: REALTIME.path, transports: ['websocket'], serveClient: false });
  const adapterPool = deps.databaseUrl ? createPostgresPool(deps.databaseUrl, ADAPTER_POOL_SIZE) : undefined;
  if (adapterPool) {
    adapterPool.on('error', (error) => deps.log.warn({ err: error }, 'realtime adapter connection failed'));
    io.adapter(
      createAdapter(adapterPool, {
        errorHandler: (error) => deps.log.warn({ err: error }, 'realtime adapter error'),
      }),
    );
  }

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

  // Room changes go through the adapter, so they reach the admin's sockets on every instance.
  deps.events.onPermissionsChanged((event) => {
    // Disjoint lists: the two commands may arrive at another instance in either order.
    const rooms = viewRooms(event.permissions);
    const sockets = io.in(`admin:${event.adminId}`);
    sockets.socketsLeave(ALL_VIEW_ROOMS.filter((room) => !rooms.includes(room)));
    sockets.socketsJoin(rooms);
  });

  return {
    io,
    /** Before the server stops: consoles reconnect to another instance. */
    disconnectAll: () => {
      io.disconnectSockets(true);
    },
    /** After the last request finished: nothing will emit any more. */
    close: async () => {
      await io.of('/').adapter.close();
      await adapterPool?.end();
    },
  };
};
