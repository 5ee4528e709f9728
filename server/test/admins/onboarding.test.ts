// Onboarding in one step (issue 14): the admin list's status filter newest first, SPEC's confirm call extended with
// activation and permissions in one transaction (and bad input changing nothing), the permission boxes and presets
// (and the five DESIGN §7 names without a box, still accepted),
// and the realtime notice of a finished registration reaching only holders of admins.manage, over a real socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  ADMIN_STATUSES,
  ALL_PERMISSIONS,
  GRANTABLE_PERMISSIONS,
  PERMISSION_PRESETS,
  PERMISSION_PRESET_KEYS,
  PermissionListSchema,
  REALTIME_EVENTS,
  adminStatusOf,
  endpointList,
  endpoints,
  hasPermission,
  isGrantable,
  presetOf,
  type Admin,
  type AuditEvent,
  type Permission,
} from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { MINUTE } from '../support/manual-clock';
import { openSocket } from '../support/realtime-client';

describe('permission boxes and presets', () => {
  it("offers a box only where some call guards it, and accepts all of DESIGN §7's 13 areas × 2", () => {
    const guarded = new Set(endpointList.map((endpoint) => endpoint.access));
    for (const permission of GRANTABLE_PERMISSIONS) expect(guarded, permission).toContain(permission);
    expect(GRANTABLE_PERMISSIONS).toHaveLength(21);
    expect(ALL_PERMISSIONS).toHaveLength(26);
    for (const permission of ALL_PERMISSIONS) expect(PermissionListSchema.safeParse([permission]).success).toBe(true);
    const withoutBox = ALL_PERMISSIONS.filter((permission) => !isGrantable(permission));
    expect(withoutBox).toEqual([
      'funds.view',
      'histories.manage',
      'wallets.manage',
      'validators.manage',
      'audit.manage',
    ]);
    for (const permission of withoutBox) expect(guarded, permission).not.toContain(permission);
  });

  it('has four valid, distinct presets, each recognised from its own permissions', () => {
    const seen = new Set<string>();
    for (const key of PERMISSION_PRESET_KEYS) {
      const { permissions } = PERMISSION_PRESETS[key];
      expect(PermissionListSchema.safeParse(permissions).success, key).toBe(true);
      expect(presetOf([...permissions].reverse())).toBe(key);
      seen.add(permissions.join());
    }
    expect(seen.size).toBe(4);
    expect(PERMISSION_PRESETS.administrator.permissions).toEqual(GRANTABLE_PERMISSIONS);
    for (const key of PERMISSION_PRESET_KEYS) expect(PERMISSION_PRESETS[key].permissions.every(isGrantable)).toBe(true);
    // Names without a box do not hide the preset: the first admin (all 26) shows as Administrator.
    expect(presetOf(ALL_PERMISSIONS)).toBe('administrator');
    expect(presetOf([...PERMISSION_PRESETS.viewer.permissions, 'wallets.manage'])).toBe('viewer');
    expect(PERMISSION_PRESETS.viewer.permissions.every((permission) => permission.endsWith('.view'))).toBe(true);
    expect(PERMISSION_PRESETS.treasury.permissions).toEqual(
      expect.arrayContaining(['funds.manage', 'lockedFunds.manage', 'officialWallets.manage', 'blckValue.manage']),
    );
    expect(PERMISSION_PRESETS.treasury.permissions).not.toContain('admins.manage');
    expect(presetOf(['audit.view'])).toBeNull();
  });
});

describe.each(testDatabases())('onboarding in one step on $name', (database) => {
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

  const adminWith = async (permissions: readonly Permission[]) => {
    const admin = await h.createAdmin({ permissions });
    return { ...admin, session: await h.signIn(admin.email, admin.password) };
  };
  const reauthenticate = async (session: SignedIn, password: string) =>
    expect((await h.call(endpoints.reauthenticate, { session, body: { password } })).statusCode).toBe(200);
  const confirm = (session: SignedIn, body: unknown) => h.call(endpoints.confirmAdmin, { session, body });
  const stored = async (id: string): Promise<Admin> => (await h.app.services.admins.get(id)) as Admin;
  const historyOf = async (session: SignedIn, id: string): Promise<AuditEvent[]> =>
    (
      await h.call(endpoints.listAudit, {
        session,
        rawPath: `${endpoints.listAudit.path}?resource=admin&resourceId=${id}&order=asc&perPage=100`,
      })
    ).json().events;

  it('confirms, activates and sets the permissions in one call, with one audit event per change', async () => {
    const manager = await adminWith(['admins.manage']);
    const invitee = await h.createAdmin({ isConfirmed: false, isActive: false, permissions: [] });
    const auditBefore = await h.auditCount();
    await reauthenticate(manager.session, manager.password);
    const answer = await confirm(manager.session, {
      id: invitee.id,
      activate: true,
      permissions: PERMISSION_PRESETS.treasury.permissions,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual(['admin', 'success']);
    expect(answer.json().admin).toMatchObject({
      id: invitee.id,
      isConfirmed: true,
      isActive: true,
      permissions: PERMISSION_PRESETS.treasury.permissions,
    });
    // Reauthentication itself is audited too (on the manager); the confirmation adds exactly three events.
    const events = await historyOf(manager.session, invitee.id);
    expect(events.map((event) => event.action)).toEqual([
      'admin.confirmed',
      'admin.activated',
      'admin.permissions_updated',
    ]);
    expect(events[2]!.after).toEqual({ permissions: PERMISSION_PRESETS.treasury.permissions });
    expect(events.every((event) => event.actorId === manager.id)).toBe(true);
    expect(await h.auditCount()).toBe(auditBefore + 4);

    // They sign in at once with exactly those permissions.
    const theirs = await h.signIn(invitee.email, invitee.password);
    const current = await h.call(endpoints.currentAdmin, { session: theirs });
    expect(current.json().admin.permissions).toEqual(PERMISSION_PRESETS.treasury.permissions);
    expect((await h.call(endpoints.listOfficialWallets, { session: theirs, bearer: true })).statusCode).toBe(200);
    expect((await h.call(endpoints.listAdmins, { session: theirs })).statusCode).toBe(200);
    expect((await h.call(endpoints.registrationLink, { session: theirs, body: {} })).statusCode).toBe(403);

    // The same call again changes nothing and writes nothing.
    const beforeAgain = await h.auditCount();
    const again = await confirm(manager.session, {
      id: invitee.id,
      activate: true,
      permissions: [...PERMISSION_PRESETS.treasury.permissions].reverse(),
    });
    expect(again.statusCode).toBe(200);
    expect(await h.auditCount()).toBe(beforeAgain);
  });

  it("keeps SPEC's {id} call exactly: confirmed only, no activation, permissions untouched, no step-up needed", async () => {
    const manager = await adminWith(['admins.manage']);
    const invitee = await h.createAdmin({ isConfirmed: false, isActive: false, permissions: ['audit.view'] });
    const answer = await confirm(manager.session, { id: invitee.id });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual(['admin', 'success']);
    expect(answer.json().admin).toMatchObject({ isConfirmed: true, isActive: false, permissions: ['audit.view'] });
    expect((await historyOf(manager.session, invitee.id)).map((event) => event.action)).toEqual(['admin.confirmed']);

    // Activation without permissions needs no step-up either (like PUT backoffice/confirmed).
    const activated = await confirm(manager.session, { id: invitee.id, activate: true });
    expect(activated.json().admin).toMatchObject({ isConfirmed: true, isActive: true, permissions: ['audit.view'] });
  });

  it('changes nothing on bad input: unregistered, unknown permission, no step-up, own account', async () => {
    const manager = await adminWith(['admins.manage']);
    const registered = await h.createAdmin({ isConfirmed: false, isActive: false, permissions: [] });
    const unregistered = await h.createAdmin({
      registered: false,
      isConfirmed: false,
      isActive: false,
      permissions: [],
    });
    const before = await h.auditCount();
    const unchanged = async () => {
      expect(await stored(registered.id)).toMatchObject({ isConfirmed: false, isActive: false, permissions: [] });
      expect(await stored(unregistered.id)).toMatchObject({ isConfirmed: false, isActive: false, permissions: [] });
    };

    // Without a recent confirmation: 403 before anything is written, the confirmation included.
    const noStepUp = await confirm(manager.session, { id: registered.id, activate: true, permissions: ['audit.view'] });
    expect(noStepUp.statusCode).toBe(403);
    expect(noStepUp.json()).toMatchObject({
      error: 'REAUTHENTICATION_REQUIRED',
      message: 'Confirm it is you first: enter your password or a code from your authenticator.',
    });
    await unchanged();
    expect(await h.auditCount()).toBe(before);

    await reauthenticate(manager.session, manager.password);
    const afterStepUp = await h.auditCount();
    const cases: Array<[unknown, number, string, string | RegExp]> = [
      [
        { id: unregistered.id, activate: true, permissions: ['audit.view'] },
        409,
        'NOT_REGISTERED',
        `${unregistered.email} has not finished registration yet; confirm them once they have.`,
      ],
      [{ id: registered.id, activate: true, permissions: ['root'] }, 400, 'BAD_REQUEST', /Unknown permission "root"\./],
      [
        { id: registered.id, activate: true, permissions: ['audit.view', 'audit.view'] },
        400,
        'BAD_REQUEST',
        /A permission is listed twice\./,
      ],
      [
        { id: registered.id, activate: 'yes' },
        400,
        'BAD_REQUEST',
        /Say whether to activate the administrator as well: true or false\./,
      ],
      [{ id: registered.id, isActive: true }, 400, 'BAD_REQUEST', /Unknown field "isActive"\./],
      [
        { id: manager.id, activate: true, permissions: [] },
        403,
        'SELF_CHANGE',
        'Nobody changes their own permissions; ask another administrator.',
      ],
      [
        { id: '00000000-0000-4000-8000-000000000000', activate: true, permissions: [] },
        404,
        'ADMIN_NOT_FOUND',
        'There is no administrator with this id.',
      ],
    ];
    for (const [body, status, error, message] of cases) {
      const response = await confirm(manager.session, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error, JSON.stringify(body)).toBe(error);
      if (typeof message === 'string') expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(message);
    }
    await unchanged();
    expect(await h.auditCount()).toBe(afterStepUp);

    // A step-up older than its window is refused like none.
    h.clock.advance(6 * MINUTE);
    const stale = await confirm(manager.session, { id: registered.id, activate: true, permissions: ['audit.view'] });
    expect(stale.json().error).toBe('REAUTHENTICATION_REQUIRED');
    await unchanged();
  });

  it('lists newest first under a status filter that matches adminStatusOf exactly', async () => {
    const viewer = await adminWith(['admins.view']);
    const tag = `st${Date.now()}`;
    const made = [
      await h.createAdmin({ email: `inv.${tag}@example.com`, registered: false, isConfirmed: false, isActive: false }),
      await h.createAdmin({ email: `wait.${tag}@example.com`, isConfirmed: false, isActive: false }),
      await h.createAdmin({ email: `on.${tag}@example.com`, isConfirmed: true, isActive: true }),
      await h.createAdmin({ email: `off.${tag}@example.com`, isConfirmed: true, isActive: false }),
    ];
    h.clock.advance(MINUTE);
    const newest = await h.createAdmin({ email: `new.${tag}@example.com`, isConfirmed: false, isActive: false });
    const list = (query: Record<string, string>, endpoint = endpoints.listAdmins) =>
      h.call(endpoint, {
        session: viewer.session,
        rawPath: `${endpoint.path}?${new URLSearchParams({ perPage: '100', sort: 'createdAt', order: 'desc', ...query })}`,
      });
    const all: Admin[] = (await list({})).json().admins;
    expect(all[0]!.id).toBe(newest.id);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.createdAt >= all[i]!.createdAt).toBe(true);

    for (const status of ADMIN_STATUSES) {
      const response = await list({ status });
      expect(response.statusCode, response.body).toBe(200);
      const expected = all.filter((admin) => adminStatusOf(admin) === status);
      expect(expected.length, status).toBeGreaterThan(0);
      expect(response.json().admins.map((admin: Admin) => admin.id)).toEqual(expected.map((admin) => admin.id));
      expect(response.json().total).toBe(expected.length);
      const searched = await list({ status, search: tag }, endpoints.searchAdmins);
      expect(searched.json().admins.map((admin: Admin) => admin.email)).toEqual(
        expected.filter((admin) => admin.email.includes(tag)).map((admin) => admin.email),
      );
    }
    const waiting = await list({ status: 'awaiting_confirmation', search: tag }, endpoints.searchAdmins);
    expect(waiting.json().admins.map((admin: Admin) => admin.id)).toEqual([newest.id, made[1]!.id]);

    const exported = await h.call(endpoints.exportAdmins, {
      session: viewer.session,
      rawPath: `${endpoints.exportAdmins.path}?status=invited&search=${tag}`,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(made[0]!.email);
    expect(exported.body).not.toContain(made[1]!.email);

    for (const response of [await list({ status: 'pending' }), await exportCsvWith({ status: 'Active' })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(
        'The status filter is one of: invited, awaiting_confirmation, active, deactivated.',
      );
    }
    function exportCsvWith(query: Record<string, string>) {
      return h.call(endpoints.exportAdmins, {
        session: viewer.session,
        rawPath: `${endpoints.exportAdmins.path}?${new URLSearchParams(query)}`,
      });
    }
  });

  it('accepts a stored wallets.manage (no box, DESIGN §7), returns it exactly, and it grants wallets.view only', async () => {
    const manager = await adminWith(['admins.manage']);
    const holder = await h.createAdmin({ permissions: [] });
    await reauthenticate(manager.session, manager.password);
    const answer = await h.call(endpoints.updatePermissions, {
      session: manager.session,
      body: { id: holder.id, permissions: ['wallets.manage'] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().admin.permissions).toEqual(['wallets.manage']);
    expect((await stored(holder.id)).permissions).toEqual(['wallets.manage']);
    const read = await h.call(endpoints.getAdmin, { session: manager.session, params: { id: holder.id } });
    expect(read.json().admin.permissions).toEqual(['wallets.manage']);

    const session = await h.signIn(holder.email, holder.password);
    const held = (await h.call(endpoints.currentAdmin, { session })).json().admin.permissions as string[];
    expect(held).toEqual(['wallets.manage']);
    expect(hasPermission(held, 'wallets.view')).toBe(true);
    // Every guarded call answers 403 except the wallets.view ones: nothing beyond what wallets.view grants.
    const sampleId = '00000000-0000-4000-8000-000000000000';
    for (const endpoint of endpointList.filter((e) => (ALL_PERMISSIONS as readonly string[]).includes(e.access))) {
      const response = await h.call(endpoint, {
        session,
        bearer: endpoint.service !== 'auth',
        params: Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, sampleId])),
        ...(endpoint.body ? { body: {} } : {}),
      });
      if (endpoint.access === 'wallets.view')
        expect([401, 403], endpoint.operationId).not.toContain(response.statusCode);
      else expect(response.statusCode, endpoint.operationId).toBe(403);
    }
  });

  describe('the realtime notice of a finished registration', () => {
    const connect = (session: SignedIn) => openSocket(origin, session, (socket) => sockets.push(socket));
    const heard = (socket: Socket) => {
      const events: Array<{ name: string; payload: unknown }> = [];
      socket.onAny((name: string, payload: unknown) => events.push({ name, payload }));
      return events;
    };
    const nextEvent = <T>(socket: Socket, name: string, matches: (payload: T) => boolean = () => true) =>
      new Promise<T>((resolve) => {
        const listener = (payload: T) => {
          if (!matches(payload)) return;
          socket.off(name, listener);
          resolve(payload);
        };
        socket.on(name, listener);
      });
    const inviteAndRegister = async (inviter: SignedIn, email: string) => {
      const invited = await h.call(endpoints.registrationLink, {
        session: inviter,
        body: { email, password: 'temporary passphrase 1', firstName: 'Nia', lastName: 'Notice' },
      });
      expect(invited.statusCode, invited.body).toBe(200);
      const mail = await h.mailbox.waitFor(email, /registration\//);
      const token = /\/registration\/([0-9a-f]{64})/.exec(mail.text)![1]!;
      const done = await h.call(endpoints.finishRegistration, {
        params: { resetToken: token },
        body: {
          email,
          oldPassword: 'temporary passphrase 1',
          newPassword: 'her own passphrase 2',
          captcha: await h.captcha(),
        },
      });
      expect(done.statusCode, done.body).toBe(200);
      return invited.json().admin as Admin;
    };

    it('reaches the holders of admins.manage only, and follows a permission change', async () => {
      const manager = await adminWith(['admins.manage']);
      const viewer = await adminWith(['admins.view']);
      const outsider = await adminWith(['audit.view']);
      const managerSocket = await connect(manager.session);
      const viewerSocket = await connect(viewer.session);
      const outsiderSocket = await connect(outsider.session);
      const viewerHeard = heard(viewerSocket);
      const outsiderHeard = heard(outsiderSocket);

      const email = `nia.${Date.now()}@example.com`;
      const notice = nextEvent(managerSocket, REALTIME_EVENTS.adminRegistered);
      const viewerChange = nextEvent<{ action: string; id: string }>(
        viewerSocket,
        REALTIME_EVENTS.changed,
        (change) => change.action === 'registered',
      );
      const invited = await inviteAndRegister(manager.session, email);
      expect(await notice).toEqual({ id: invited.id, email, firstName: 'Nia', lastName: 'Notice' });
      // The notice is sent before the change event; the viewer heard the change, so no notice is on its way to them.
      expect((await viewerChange).id).toBe(invited.id);
      expect(viewerHeard.map((event) => event.name)).not.toContain(REALTIME_EVENTS.adminRegistered);
      expect(outsiderHeard).toEqual([]);

      // Given admins.manage, the viewer's open socket hears the next one; the manager who lost it does not.
      const granter = await adminWith(['admins.manage']);
      await reauthenticate(granter.session, granter.password);
      for (const [id, permissions] of [
        [viewer.id, ['admins.manage']],
        [manager.id, ['admins.view']],
      ] as const) {
        const changed = await h.call(endpoints.updatePermissions, {
          session: granter.session,
          body: { id, permissions },
        });
        expect(changed.statusCode, changed.body).toBe(200);
      }
      const managerHeard = heard(managerSocket);
      const promoted = nextEvent(viewerSocket, REALTIME_EVENTS.adminRegistered);
      const demotedChange = nextEvent<{ action: string }>(
        managerSocket,
        REALTIME_EVENTS.changed,
        (change) => change.action === 'registered',
      );
      const second = await inviteAndRegister(granter.session, `nia2.${Date.now()}@example.com`);
      expect(await promoted).toMatchObject({ id: second.id });
      await demotedChange;
      expect(managerHeard.map((event) => event.name)).not.toContain(REALTIME_EVENTS.adminRegistered);
    });
  });
});
