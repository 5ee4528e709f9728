// Inviting an administrator and finishing the registration from the mailed link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { MINUTE } from '../support/manual-clock';

describe.each(testDatabases())('registration on $name', (database) => {
  let h: Harness;
  let inviter: SignedIn;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  beforeEach(async () => {
    const admin = await h.createAdmin({ permissions: ['admins.manage'] });
    inviter = await h.signIn(admin.email, admin.password);
  });
  afterAll(() => h?.close());

  const invite = (email: string, password = 'temporary passphrase 1') =>
    h.call(endpoints.registrationLink, {
      session: inviter,
      body: { email, password, firstName: 'Ada', lastName: 'Byron' },
    });
  const linkToken = async (email: string) => {
    const mail = await h.mailbox.waitFor(email, /registration\//);
    return /\/registration\/([0-9a-f]{64})/.exec(mail.text)![1]!;
  };
  const finish = async (token: string, body: Record<string, string>) =>
    h.call(endpoints.finishRegistration, {
      params: { resetToken: token },
      body: { ...body, captcha: await h.captcha() },
    });

  it('invites, mails a link on PUBLIC_URL, finishes once, and sign-in waits for confirmation', async () => {
    const email = `new-${Date.now()}@example.com`;
    const invited = await invite(email);
    expect(invited.statusCode).toBe(200);
    expect(invited.json().admin).toMatchObject({
      email,
      isConfirmed: false,
      isActive: false,
      isRegistered: false,
      permissions: [],
    });
    const mail = await h.mailbox.waitFor(email, /registration\//);
    expect(mail.text).toContain('http://console.test/registration/');
    const token = /\/registration\/([0-9a-f]{64})/.exec(mail.text)![1]!;

    const done = await finish(token, {
      email,
      oldPassword: 'temporary passphrase 1',
      newPassword: 'my own passphrase 2',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/once an administrator has confirmed/);
    const again = await finish(token, {
      email,
      oldPassword: 'my own passphrase 2',
      newPassword: 'another passphrase 3',
    });
    expect(again.json().error).toBe('REGISTRATION_LINK_INVALID');

    const signIn = await h.call(endpoints.signInFirstStep, {
      body: { email, password: 'my own passphrase 2', captcha: await h.captcha() },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toBe('ACCOUNT_INACTIVE');
  });

  it('refuses the wrong temporary password, another email, the same password, and an expired link, changing nothing', async () => {
    const email = `new-${Date.now()}@example.com`;
    await invite(email);
    const token = await linkToken(email);
    const before = await h.auditCount();
    const wrongTemp = await finish(token, {
      email,
      oldPassword: 'not the temporary one',
      newPassword: 'my own passphrase 2',
    });
    expect(wrongTemp.json()).toMatchObject({
      error: 'INVALID_CREDENTIALS',
      message: 'The email or temporary password is not correct.',
    });
    const otherEmail = await finish(token, {
      email: 'other@example.com',
      oldPassword: 'temporary passphrase 1',
      newPassword: 'my own passphrase 2',
    });
    expect(otherEmail.json().error).toBe('INVALID_CREDENTIALS');
    const same = await finish(token, {
      email,
      oldPassword: 'temporary passphrase 1',
      newPassword: 'temporary passphrase 1',
    });
    expect(same.json().error).toBe('PASSWORD_UNCHANGED');
    expect(await h.auditCount()).toBe(before);

    h.clock.advance(72 * 60 * MINUTE);
    const expired = await finish(token, {
      email,
      oldPassword: 'temporary passphrase 1',
      newPassword: 'my own passphrase 2',
    });
    expect(expired.json().error).toBe('REGISTRATION_LINK_INVALID');
  });

  it('refuses an existing email, a common temporary password, and callers without admins.manage', async () => {
    const existing = await h.createAdmin();
    const duplicate = await invite(existing.email.toUpperCase());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An administrator with this email already exists.');
    expect((await invite(`weak-${Date.now()}@example.com`, 'password1234')).json().error).toBe('PASSWORD_TOO_COMMON');

    const viewer = await h.createAdmin({ permissions: ['admins.view'] });
    const viewerSession = await h.signIn(viewer.email, viewer.password);
    const forbidden = await h.call(endpoints.registrationLink, {
      session: viewerSession,
      body: { email: `x-${Date.now()}@example.com`, password: 'temporary passphrase 1', firstName: 'A', lastName: 'B' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toContain('admins.manage');
    expect((await h.call(endpoints.registrationLink, { body: {} })).statusCode).toBe(401);
  });
});
