// The realtime connection over a real socket: session-authenticated, changes reach allowed admins, revocation ends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { REALTIME_EVENTS, endpoints, type Permission } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { INTAKE_KEY, createHarness, type Harness, type SignedIn } from '../support/harness';
import { MINUTE } from '../support/manual-clock';
import { openSocket } from '../support/realtime-client';

describe.each(testDatabases())('realtime on $name', (database) => {
  let h: Harness;
  let origin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // The expiry sweep runs often here, so a test that moves the clock waits for it briefly.
    h = await createHarness(database, {}, { realtimeSweepMs: 50 });
    origin = await h.app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await h?.close();
  });

  const connect = (session: SignedIn | null) => openSocket(origin, session, (socket) => sockets.push(socket));
  const nextEvent = <T>(socket: Socket, name: string, timeoutMs = 20_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
      socket.once(name, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  const adminWith = async (permissions: Permission[]) => {
    const admin = await h.createAdmin({ permissions });
    return { ...admin, session: await h.signIn(admin.email, admin.password) };
  };

  it('refuses a socket without a valid session', async () => {
    await expect(connect(null)).rejects.toThrow(/Sign in/);
    const admin = await adminWith(['admins.view']);
    await expect(connect({ token: admin.session.token, binding: 'f'.repeat(64) })).rejects.toThrow(/another browser/);
  });

  it('tells admins who may see admins about a committed change, and no one else', async () => {
    const viewer = await adminWith(['admins.view']);
    const outsider = await adminWith(['audit.view']);
    const actor = await adminWith(['admins.manage']);
    const viewerSocket = await connect(viewer.session);
    const outsiderSocket = await connect(outsider.session);
    let outsiderHeard = false;
    outsiderSocket.on('changed', () => {
      outsiderHeard = true;
    });
    const target = await h.createAdmin();
    const heard = nextEvent<{ resource: string; id: string; action: string }>(viewerSocket, 'changed');
    await h.call(endpoints.setAdminStatus, {
      session: actor.session,
      body: { email: target.email, isConfirmed: true, isActive: false },
    });
    expect(await heard).toEqual({ resource: 'admin', id: target.id, action: 'status' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsiderHeard).toBe(false);
  });

  it('sends session:revoked to a deactivated admin and closes their socket', async () => {
    const actor = await adminWith(['admins.manage']);
    const target = await adminWith(['admins.view']);
    const socket = await connect(target.session);
    const revoked = nextEvent<{ reason: string }>(socket, 'session:revoked');
    const closed = nextEvent<string>(socket, 'disconnect');
    await h.call(endpoints.setAdminStatus, {
      session: actor.session,
      body: { email: target.email, isConfirmed: true, isActive: false },
    });
    expect(await revoked).toEqual({ reason: 'deactivated' });
    expect(await closed).toBe('io server disconnect');
  });

  /** Resolves with the revocation's reason once the socket got `session:revoked` and then was closed by the server. */
  const endedWith = (socket: Socket) => {
    const revoked = nextEvent<{ reason: string }>(socket, REALTIME_EVENTS.revoked);
    const closed = nextEvent<string>(socket, 'disconnect');
    return Promise.all([revoked, closed]).then(([notice, why]) => ({ ...notice, closedBy: why }));
  };

  it("ends the socket of a session that signs out, and only that session's", async () => {
    const admin = await adminWith(['admins.view']);
    const otherSession = await h.signIn(admin.email, admin.password);
    const socket = await connect(admin.session);
    const otherSocket = await connect(otherSession);
    let otherEnded = false;
    otherSocket.on('disconnect', () => {
      otherEnded = true;
    });
    const ended = endedWith(socket);
    expect((await h.call(endpoints.signOut, { session: admin.session })).statusCode).toBe(200);
    expect(await ended).toEqual({ reason: 'signed-out', closedBy: 'io server disconnect' });
    expect(otherEnded).toBe(false);
    expect(otherSocket.connected).toBe(true);
  });

  it('ends a socket when its session passes the idle limit on the clock', async () => {
    const admin = await adminWith(['admins.view']);
    const socket = await connect(admin.session);
    const ended = endedWith(socket);
    h.clock.advance(h.config.session.idleMs);
    expect(await ended).toEqual({ reason: 'expired', closedBy: 'io server disconnect' });
  });

  it('ends a socket when its session passes the absolute limit, however active it was', async () => {
    const admin = await adminWith(['admins.view']);
    const socket = await connect(admin.session);
    let endedEarly = false;
    socket.on(REALTIME_EVENTS.revoked, () => {
      endedEarly = true;
    });
    const step = 20 * MINUTE;
    const steps = Math.floor(h.config.session.maxMs / step);
    for (let i = 1; i < steps; i++) {
      h.clock.advance(step);
      // A request each 20 minutes keeps it under the idle limit; then the sweep sees the session live.
      expect((await h.call(endpoints.currentAdmin, { session: admin.session })).statusCode).toBe(200);
      await h.app.sweepRealtime();
    }
    expect(endedEarly).toBe(false);
    socket.removeAllListeners(REALTIME_EVENTS.revoked);
    const ended = endedWith(socket);
    h.clock.advance(h.config.session.maxMs - (steps - 1) * step);
    expect(await ended).toEqual({ reason: 'expired', closedBy: 'io server disconnect' });
  });

  it('ends the sockets of an admin whose 2FA is reset', async () => {
    const actor = await adminWith(['admins.manage']);
    const target = await adminWith(['admins.view']);
    const socket = await connect(target.session);
    const ended = endedWith(socket);
    await h.call(endpoints.reauthenticate, { session: actor.session, body: { password: actor.password } });
    const reset = await h.call(endpoints.resetAdmin2fa, { session: actor.session, body: { id: target.id } });
    expect(reset.statusCode).toBe(200);
    expect(await ended).toEqual({ reason: 'two-factor-reset', closedBy: 'io server disconnect' });
  });

  it('tells investor viewers of a new investor, and locked-funds viewers only of locks', async () => {
    const investorsViewer = await adminWith(['investors.view']);
    const locksViewer = await adminWith(['lockedFunds.view']);
    const investorsSocket = await connect(investorsViewer.session);
    const locksSocket = await connect(locksViewer.session);
    const locksHeard: unknown[] = [];
    locksSocket.on('changed', (notice: unknown) => locksHeard.push(notice));
    const heard = nextEvent<{ resource: string; id: string; action: string }>(investorsSocket, 'changed');
    const response = await h.call(endpoints.intakeInvestor, {
      headers: { 'x-api-key': INTAKE_KEY },
      body: {
        investorName: 'Socket Investor',
        investorId: 'SOCK-1',
        investorAddress: '1 Wire Lane',
        investorType: 'company',
        representedBy: '',
        interestRate: '1',
        rewardBonus: '0',
        contactEmail: 'socket.investor@example.com',
        paymentType: 'crypto',
        paymentList: [],
      },
    });
    expect(await heard).toEqual({ resource: 'investor', id: response.json().investor.id, action: 'registered' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(locksHeard).toEqual([]);
  });
});
