// The realtime connection over a real socket: session-authenticated, changes reach allowed admins, revocation ends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { endpoints, type Permission } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { INTAKE_KEY, createHarness, type Harness, type SignedIn } from '../support/harness';
import { openSocket } from '../support/realtime-client';

describe.each(testDatabases())('realtime on $name', (database) => {
  let h: Harness;
  let origin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    h = await createHarness(database);
    origin = await h.app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await h?.close();
  });

  const connect = (session: SignedIn | null) => openSocket(origin, session, (socket) => sockets.push(socket));
  const nextEvent = <T>(socket: Socket, name: string, timeoutMs = 2000) =>
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
