// The realtime connection: Socket.IO on /socket.io, websocket only, authenticated with the session;
// committed changes reach the consoles allowed to see them (a finished registration, its managers), revocations end the console's session. On PostgreSQL
// every instance relays through the database (LISTEN/NOTIFY), so a change made on one reaches sockets on all.
import type { Server as HttpServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import { createPostgresPool } from '../db/client';
import {
  COOKIES,
  PERMISSION_AREAS,
  REALTIME,
  REALTIME_EVENTS,
  hasPermission,
  mayViewArea,
  type Admin,
  type Permission,
  type SessionEndReason,
} from '@blck/contract';
import type { ChangeEvent, EventBus } from '../lib/events';

/** Server-to-server message (through the adapter): end the sockets of a room on every instance. */
const END_SOCKETS = 'blck:end-sockets';

/** Server-to-server message: the changes committed on another instance, for this one's sockets. */
const CHANGES = 'blck:changes';
/**
 * At most this many bytes of changes in one relayed message: the adapter sends a larger one as a table row plus a
 * NOTIFY (over its 8,000-byte threshold), which costs more than two messages.
 */
const MAX_RELAYED_BYTES = 6_000;

/** The changes in order, cut into messages of at most MAX_RELAYED_BYTES of JSON each. */
const inMessagesOf = (changes: readonly ChangeEvent[]): ChangeEvent[][] => {
  const messages: ChangeEvent[][] = [];
  let message: ChangeEvent[] = [];
  let bytes = 0;
  for (const change of changes) {
    const size = Buffer.byteLength(JSON.stringify(change)) + 1;
    if (message.length > 0 && bytes + size > MAX_RELAYED_BYTES) {
      messages.push(message);
      message = [];
      bytes = 0;
    }
    message.push(change);
    bytes += size;
  }
  if (message.length > 0) messages.push(message);
  return messages;
};

/** How often an instance checks its sockets' sessions by default. */
export const REALTIME_SWEEP_MS = 15_000;

/** The rooms of a socket's permissions: `view:<area>` for every area it may view, `manage:admins` for onboarding. */
const permissionRooms = (permissions: readonly Permission[]) => [
  ...PERMISSION_AREAS.filter((area) => mayViewArea(permissions, area)).map((area) => `view:${area}`),
  ...(hasPermission(permissions, 'admins.manage') ? [MANAGE_ADMINS_ROOM] : []),
];
const MANAGE_ADMINS_ROOM = 'manage:admins';
const ALL_PERMISSION_ROOMS = [...PERMISSION_AREAS.map((area) => `view:${area}`), MANAGE_ADMINS_ROOM];
const adminRoom = (adminId: string) => `admin:${adminId}`;
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/** Connections for the adapter: one held for LISTEN, one or two for NOTIFY. */
const ADAPTER_POOL_SIZE = 3;

export const attachRealtime = (
  httpServer: HttpServer,
  deps: {
    /** The session of a socket's token and binding (the auth service's); throws when there is none. */
    authenticate(
      token: string | undefined,
      binding: string | undefined,
    ): Promise<{ admin: Pick<Admin, 'id' | 'permissions'>; tokenHash: string }>;
    /** Which of these sessions (token hashes) ended, and why, at the injectable clock's now. */
    endedSessions(tokenHashes: readonly string[]): Promise<{ tokenHash: string; reason: SessionEndReason }[]>;
    events: EventBus;
    log: { warn(object: object, message: string): void };
    /** PostgreSQL shared by every instance; without it (PGlite) the fan-out stays in this process. */
    databaseUrl?: string;
    sweepEveryMs?: number;
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
        socket.data.tokenHash = session.tokenHash;
        socket.data.permissions = session.admin.permissions;
        next();
      })
      .catch((error: unknown) => next(new Error(error instanceof Error ? error.message : 'Sign in to continue.')));
  });

  io.on('connection', (socket) => {
    void socket.join([
      adminRoom(socket.data.adminId as string),
      sessionRoom(socket.data.tokenHash as string),
      ...permissionRooms(socket.data.permissions as Permission[]),
    ]);
  });

  /**
   * Tells this instance's sockets in `room` why their session ended, then closes them. Socket.IO writes the
   * disconnect after the event and closes the connection once both are flushed, so the event always arrives first.
   */
  const endLocalSockets = (room: string, reason: SessionEndReason) => {
    const namespace = io.of('/');
    for (const id of [...(namespace.adapter.rooms.get(room) ?? [])]) {
      const socket = namespace.sockets.get(id);
      if (!socket) continue;
      socket.emit(REALTIME_EVENTS.revoked, { reason });
      socket.disconnect(true);
    }
  };
  const endSockets = (room: string, reason: SessionEndReason) => {
    endLocalSockets(room, reason);
    // The in-process adapter has no other instance to tell (and refuses server-side messages).
    if (adapterPool) io.serverSideEmit(END_SOCKETS, room, reason);
  };
  io.on(END_SOCKETS, (room: string, reason: SessionEndReason) => endLocalSockets(room, reason));

  const emitChangeLocally = (event: ChangeEvent) =>
    io.local.to(`view:${event.area}`).emit(REALTIME_EVENTS.changed, {
      resource: event.resource,
      id: event.id,
      action: event.action,
    });
  // The other instances hear the changes of one turn of the event loop in one message (one NOTIFY), not one each: a
  // batch of money calls announces a few changes per call, and each NOTIFY is a transaction of its own.
  let unrelayed: ChangeEvent[] = [];
  const relayChanges = () => {
    const changes = unrelayed;
    unrelayed = [];
    for (const message of inMessagesOf(changes)) io.serverSideEmit(CHANGES, message);
  };
  deps.events.onChange((event) => {
    emitChangeLocally(event);
    if (!adapterPool) return;
    if (unrelayed.push(event) === 1) setImmediate(relayChanges);
  });
  io.on(CHANGES, (changes: ChangeEvent[]) => changes.forEach(emitChangeLocally));

  // Only admin managers hear that an invitee awaits confirmation (they are the ones who can confirm).
  deps.events.onAdminRegistered((notice) => io.to(MANAGE_ADMINS_ROOM).emit(REALTIME_EVENTS.adminRegistered, notice));

  deps.events.onRevoked((event) => endSockets(adminRoom(event.adminId), event.reason));
  deps.events.onSessionEnded((event) => endSockets(sessionRoom(event.tokenHash), event.reason));

  // Room changes go through the adapter, so they reach the admin's sockets on every instance.
  deps.events.onPermissionsChanged((event) => {
    // Disjoint lists: the two commands may arrive at another instance in either order.
    const rooms = permissionRooms(event.permissions);
    const sockets = io.in(adminRoom(event.adminId));
    sockets.socketsLeave(ALL_PERMISSION_ROOMS.filter((room) => !rooms.includes(room)));
    sockets.socketsJoin(rooms);
  });

  /**
   * Checks the sessions of this instance's sockets and ends those whose session passed its idle or absolute limit
   * on the clock, or ended without this instance hearing of it (e.g. a revocation while it was connecting).
   */
  const sweep = async () => {
    const tokenHashes = new Set<string>();
    for (const socket of io.of('/').sockets.values()) tokenHashes.add(socket.data.tokenHash as string);
    if (tokenHashes.size === 0) return;
    for (const { tokenHash, reason } of await deps.endedSessions([...tokenHashes])) {
      endLocalSockets(sessionRoom(tokenHash), reason);
    }
  };
  let sweeping: Promise<void> | null = null;
  const sweepOnce = () => {
    sweeping ??= sweep().finally(() => {
      sweeping = null;
    });
    return sweeping;
  };
  const sweeper = setInterval(() => {
    sweepOnce().catch((error: unknown) => deps.log.warn({ err: error }, 'realtime session sweep failed'));
  }, deps.sweepEveryMs ?? REALTIME_SWEEP_MS);
  sweeper.unref();

  return {
    io,
    sweep: sweepOnce,
    /** Before the server stops: consoles reconnect to another instance. */
    disconnectAll: () => {
      clearInterval(sweeper);
      io.disconnectSockets(true);
    },
    /** After the last request finished: nothing will emit any more. */
    close: async () => {
      clearInterval(sweeper);
      relayChanges();
      await sweeping?.catch(() => undefined);
      await io.of('/').adapter.close();
      await adapterPool?.end();
    },
  };
};
