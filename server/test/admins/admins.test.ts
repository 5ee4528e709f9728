// The administrator calls: list and search, details, confirm, status, 2FA reset, permissions, and their rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Permission } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { MINUTE } from '../support/manual-clock';
import { totpCode } from '../support/totp';

describe.each(testDatabases())('administrators on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  const manager = async (permissions: Permission[] = ['admins.manage']) => {
    const admin = await h.createAdmin({ permissions });
    return { ...admin, session: await h.signIn(admin.email, admin.password) };
  };
  const confirmIdentity = async (session: SignedIn, password: string) => {
    const response = await h.call(endpoints.reauthenticate, { session, body: { password } });
    expect(response.statusCode).toBe(200);
  };
  const status = (session: SignedIn, email: string, isConfirmed: boolean, isActive: boolean) =>
    h.call(endpoints.setAdminStatus, { session, body: { email, isConfirmed, isActive } });

  it('lists, sorts, pages and searches administrators', async () => {
    const { session } = await manager(['admins.view']);
    const tag = `zq${Date.now()}`;
    for (const name of ['Carla', 'alice', 'Bob'])
      await h.createAdmin({ email: `${name.toLowerCase()}.${tag}@example.com` });

    const page = await h.call(endpoints.searchAdmins, {
      session,
      rawPath: `/api/auth/v1/backoffice/search?search=${tag}&sort=email&order=asc&page=0&perPage=2`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().admins.map((a: { email: string }) => a.email.split('.')[0])).toEqual(['alice', 'bob']);
    const second = await h.call(endpoints.searchAdmins, {
      session,
      rawPath: `/api/auth/v1/backoffice/search?search=${tag.toUpperCase()}&sort=email&order=desc&page=1&perPage=2`,
    });
    expect(second.json().admins.map((a: { email: string }) => a.email.split('.')[0])).toEqual(['alice']);

    const all = await h.call(endpoints.listAdmins, { session, rawPath: '/api/auth/v1/backoffice/all?perPage=100' });
    expect(all.json().total).toBeGreaterThanOrEqual(4);
    expect(all.json().admins[0]).not.toHaveProperty('passwordHash');

    const wildcard = await h.call(endpoints.searchAdmins, {
      session,
      rawPath: '/api/auth/v1/backoffice/search?search=%25',
    });
    expect(wildcard.json().total).toBe(0);
  });

  it('refuses bad list parameters with a clear message', async () => {
    const { session } = await manager(['admins.view']);
    const cases: Array<[string, RegExp]> = [
      ['perPage=0', /Rows per page is a whole number from 1 to 100\./],
      ['perPage=101', /Rows per page/],
      ['page=-1', /The page is a whole number from 0\./],
      ['page=abc', /The page/],
      ['sort=password_hash', /Sort by one of: createdAt, email, firstName, lastName\./],
      ['order=sideways', /Order is "asc" or "desc"\./],
      ['admin=1', /Unknown field "admin"\./],
    ];
    for (const [query, message] of cases) {
      const response = await h.call(endpoints.listAdmins, { session, rawPath: `/api/auth/v1/backoffice/all?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const noSearch = await h.call(endpoints.searchAdmins, {
      session,
      rawPath: '/api/auth/v1/backoffice/search?search=',
    });
    expect(noSearch.json().message).toBe('Enter something to search for.');
    const longSearch = await h.call(endpoints.searchAdmins, {
      session,
      rawPath: `/api/auth/v1/backoffice/search?search=${'x'.repeat(101)}`,
    });
    expect(longSearch.json().message).toBe('A search has at most 100 characters.');
  });

  it('reads one administrator, and answers 404 or 400 for unknown or malformed ids', async () => {
    const { session } = await manager(['admins.view']);
    const other = await h.createAdmin();
    const found = await h.call(endpoints.getAdmin, { session, params: { id: other.id } });
    expect(found.json().admin).toMatchObject({ id: other.id, email: other.email });
    const missing = await h.call(endpoints.getAdmin, {
      session,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no administrator with this id.');
    expect((await h.call(endpoints.getAdmin, { session, params: { id: 'nope' } })).statusCode).toBe(400);
  });

  it('confirms and activates a registered admin, who can then sign in', async () => {
    const { session } = await manager();
    const invited = await h.createAdmin({ isConfirmed: false, isActive: false });
    const confirmed = await h.call(endpoints.confirmAdmin, { session, body: { id: invited.id } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().admin).toMatchObject({ isConfirmed: true, isActive: false });
    const activated = await status(session, invited.email, true, true);
    expect(activated.json().admin).toMatchObject({ isConfirmed: true, isActive: true });
    await expect(h.signIn(invited.email, invited.password)).resolves.toHaveProperty('token');

    const unregistered = await h.createAdmin({ registered: false, isConfirmed: false, isActive: false });
    const early = await h.call(endpoints.confirmAdmin, { session, body: { id: unregistered.id } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('NOT_REGISTERED');
    // Nor can they be stored as active, confirmed or not: the answer says why and nothing changes.
    const auditBefore = await h.auditCount();
    for (const isConfirmed of [false, true]) {
      const active = await status(session, unregistered.email, isConfirmed, true);
      expect(active.statusCode).toBe(409);
      expect(active.json()).toMatchObject({
        error: 'NOT_REGISTERED',
        message: `${unregistered.email} has not finished registration yet; ${isConfirmed ? 'confirm' : 'activate'} them once they have.`,
      });
    }
    const stored = await h.call(endpoints.getAdmin, { session, params: { id: unregistered.id } });
    expect(stored.json().admin).toMatchObject({ isConfirmed: false, isActive: false });
    expect(await h.auditCount()).toBe(auditBefore);
  });

  it('signs a deactivated admin out at once: the old token gets 401 on its next call', async () => {
    const { session } = await manager();
    const target = await h.createAdmin();
    const targetSession = await h.signIn(target.email, target.password);
    expect((await h.call(endpoints.currentAdmin, { session: targetSession })).statusCode).toBe(200);
    expect((await status(session, target.email, true, false)).statusCode).toBe(200);
    expect((await h.call(endpoints.currentAdmin, { session: targetSession })).statusCode).toBe(401);
    const back = await status(session, target.email, true, true);
    expect(back.json().admin.isActive).toBe(true);
    expect((await h.call(endpoints.currentAdmin, { session: targetSession })).statusCode).toBe(401);
  });

  it("resets another admin's 2FA only after the acting admin confirms, and revokes their sessions", async () => {
    const actor = await manager();
    const target = await h.createAdmin();
    await h.db.query(`UPDATE admins SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1`, [target.id]);
    const first = await h.call(endpoints.signInFirstStep, {
      body: { email: target.email, password: target.password, captcha: await h.captcha() },
    });
    const device = await h.call(endpoints.signInDevice, {
      headers: { sessionid: first.json().sessionId },
      body: { code: totpCode('JBSWY3DPEHPK3PXP', h.clock.now()), captcha: await h.captcha() },
    });
    const targetSession = {
      token: device.json().token,
      binding: device.cookies.find((c) => c.name === 'authbinding')!.value,
    };

    const unconfirmed = await h.call(endpoints.resetAdmin2fa, { session: actor.session, body: { id: target.id } });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().error).toBe('REAUTHENTICATION_REQUIRED');
    const wrong = await h.call(endpoints.reauthenticate, {
      session: actor.session,
      body: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(422);

    await confirmIdentity(actor.session, actor.password);
    const reset = await h.call(endpoints.resetAdmin2fa, { session: actor.session, body: { id: target.id } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().admin.twoFASecured).toBe(false);
    expect((await h.call(endpoints.currentAdmin, { session: targetSession })).statusCode).toBe(401);

    h.clock.advance(5 * MINUTE + 1000);
    const stale = await h.call(endpoints.resetAdmin2fa, { session: actor.session, body: { id: target.id } });
    expect(stale.json().error).toBe('REAUTHENTICATION_REQUIRED');
  });

  it('updates permissions after confirmation; the change applies on the next call', async () => {
    const actor = await manager();
    const target = await h.createAdmin({ permissions: ['admins.view'] });
    const targetSession = await h.signIn(target.email, target.password);
    expect((await h.call(endpoints.listAdmins, { session: targetSession })).statusCode).toBe(200);

    await confirmIdentity(actor.session, actor.password);
    const updated = await h.call(endpoints.updatePermissions, {
      session: actor.session,
      body: { id: target.id, permissions: ['audit.view'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().admin.permissions).toEqual(['audit.view']);
    expect((await h.call(endpoints.listAdmins, { session: targetSession })).statusCode).toBe(403);
    expect((await h.call(endpoints.listAudit, { session: targetSession })).statusCode).toBe(200);

    const unknown = await h.call(endpoints.updatePermissions, {
      session: actor.session,
      body: { id: target.id, permissions: ['root'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown permission "root".');
  });

  it('refuses self-edits and keeps the last active holder of admins.manage', async () => {
    // A fresh database, so the only managers are the ones made here.
    const isolated = await createHarness(database);
    try {
      const [onlyManager] = await isolated.db.query<{ id: string; email: string }>(`SELECT id, email FROM admins`);
      const helper = await isolated.createAdmin({ permissions: ['admins.view'] });
      await isolated.db.query(`UPDATE admins SET permissions = '{admins.manage,admins.view}' WHERE id = $1`, [
        helper.id,
      ]);
      const session = await isolated.signIn(helper.email, helper.password);
      await isolated.call(endpoints.reauthenticate, { session, body: { password: helper.password } });

      const self = await isolated.call(endpoints.updatePermissions, {
        session,
        body: { id: helper.id, permissions: [] },
      });
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('Nobody changes their own permissions; ask another administrator.');
      expect(
        (
          await isolated.call(endpoints.setAdminStatus, {
            session,
            body: { email: helper.email, isConfirmed: true, isActive: false },
          })
        ).json().error,
      ).toBe('SELF_CHANGE');

      // Two managers: taking it from the first admin is allowed…
      const strip = await isolated.call(endpoints.updatePermissions, {
        session,
        body: { id: onlyManager!.id, permissions: ['audit.view'] },
      });
      expect(strip.statusCode).toBe(200);
      // …then the helper is the last one, and nobody else can remove it (nobody else holds admins.manage).
      await isolated.db.query(`UPDATE admins SET permissions = '{admins.manage}' WHERE id = $1`, [onlyManager!.id]);
      const other = await isolated.createAdmin({ permissions: ['admins.manage'] });
      const otherSession = await isolated.signIn(other.email, other.password);
      await isolated.call(endpoints.reauthenticate, { session: otherSession, body: { password: other.password } });
      await isolated.call(endpoints.updatePermissions, {
        session: otherSession,
        body: { id: onlyManager!.id, permissions: [] },
      });
      const last = await isolated.call(endpoints.updatePermissions, {
        session: otherSession,
        body: { id: helper.id, permissions: [] },
      });
      expect(last.statusCode).toBe(200);
      const lastStanding = await isolated.call(endpoints.setAdminStatus, {
        session,
        body: { email: other.email, isConfirmed: true, isActive: false },
      });
      expect(lastStanding.statusCode).toBe(403);
      const before = await isolated.auditCount();
      const deactivateLast = await isolated.call(endpoints.setAdminStatus, {
        session: otherSession,
        body: { email: other.email, isConfirmed: true, isActive: false },
      });
      expect(deactivateLast.json().error).toBe('SELF_CHANGE');
      expect(await isolated.auditCount()).toBe(before);
    } finally {
      await isolated.close();
    }
  });

  it('sends the registration link again only to an admin who has not registered', async () => {
    const { session } = await manager();
    const email = `again-${Date.now()}@example.com`;
    await h.call(endpoints.registrationLink, {
      session,
      body: { email, password: 'temporary passphrase 1', firstName: 'A', lastName: 'B' },
    });
    const firstLink = await h.mailbox.waitFor(email, /registration\//);
    const { id } = (
      await h.call(endpoints.searchAdmins, { session, rawPath: `/api/auth/v1/backoffice/search?search=${email}` })
    ).json().admins[0];
    const again = await h.call(endpoints.repeatRegistrationLink, { session, body: { id } });
    expect(again.statusCode).toBe(200);
    const secondLink = await h.mailbox.waitFor(email, /registration\//);
    const token = (mail: { text: string }) => /\/registration\/([0-9a-f]{64})/.exec(mail.text)![1]!;
    expect(token(secondLink)).not.toBe(token(firstLink));
    const oldOne = await h.call(endpoints.finishRegistration, {
      params: { resetToken: token(firstLink) },
      body: {
        email,
        oldPassword: 'temporary passphrase 1',
        newPassword: 'my own passphrase 2',
        captcha: await h.captcha(),
      },
    });
    expect(oldOne.json().error).toBe('REGISTRATION_LINK_INVALID');
    const registered = await h.createAdmin();
    expect((await h.call(endpoints.repeatRegistrationLink, { session, body: { id: registered.id } })).statusCode).toBe(
      409,
    );
  });
});
