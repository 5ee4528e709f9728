// Forgot password: same answer for every address, code by mail, reset token, new password, sessions ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { MINUTE } from '../support/manual-clock';
import { codeIn } from '../support/smtp';

describe.each(testDatabases())('password reset on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  const requestCode = async (email: string) =>
    h.call(endpoints.forgotPasswordCode, { body: { email, captcha: await h.captcha() } });
  const exchange = async (email: string, code: string) =>
    h.call(endpoints.forgotPassword, { body: { email, code, captcha: await h.captcha() } });
  const reset = async (resettoken: string, newPassword: string, code: string) =>
    h.call(endpoints.resetPassword, {
      params: { resettoken },
      body: { newPassword, code, captcha: await h.captcha() },
    });
  const canSignIn = async (email: string, password: string) =>
    (await h.call(endpoints.signInFirstStep, { body: { email, password, captcha: await h.captcha() } })).statusCode ===
    200;

  it('resets the password with the mailed code and token, mails a notice, and does not sign in', async () => {
    const admin = await h.createAdmin();
    const asked = await requestCode(admin.email);
    expect(asked.json()).toEqual({ success: true, email: admin.email });
    const code = codeIn(await h.mailbox.waitFor(admin.email, /reset code/));

    const exchanged = await exchange(admin.email, code);
    expect(exchanged.statusCode).toBe(200);
    const { resetToken } = exchanged.json();
    expect(resetToken).toMatch(/^[0-9a-f]{64}$/);

    const done = await reset(resetToken, 'my renewed passphrase', code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Password updated successfully' });
    expect(done.json()).not.toHaveProperty('token');
    await h.mailbox.waitFor(admin.email, /password .* was just changed/);

    expect(await canSignIn(admin.email, admin.password)).toBe(false);
    expect(await canSignIn(admin.email, 'my renewed passphrase')).toBe(true);
    expect((await reset(resetToken, 'yet another passphrase', code)).json().error).toBe('RESET_LINK_INVALID');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const unknown = `nobody-${Date.now()}@example.com`;
    const known = await h.createAdmin();
    const forUnknown = await requestCode(unknown);
    const forKnown = await requestCode(known.email);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual({ success: true, email: unknown });
    await h.mailbox.waitFor(known.email, /reset code/);
    expect(h.mailbox.mails.some((m) => m.to.includes(unknown))).toBe(false);
    expect((await exchange(unknown, '123456')).json().error).toBe('CODE_INVALID');
  });

  it('refuses a wrong code, gives up after five tries, and expires the code after ten minutes', async () => {
    const admin = await h.createAdmin();
    await requestCode(admin.email);
    const code = codeIn(await h.mailbox.waitFor(admin.email, /reset code/));
    const wrong = code === '000000' ? '999999' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await exchange(admin.email, wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('The code is not correct or has expired. Ask for a new code.');
    }
    expect((await exchange(admin.email, code)).statusCode).toBe(422);

    await requestCode(admin.email);
    const fresh = codeIn(await h.mailbox.waitFor(admin.email, /reset code/));
    h.clock.advance(10 * MINUTE);
    expect((await exchange(admin.email, fresh)).statusCode).toBe(422);
  });

  it('needs the code with the token, refuses weak passwords, and expires the token after 30 minutes', async () => {
    const admin = await h.createAdmin();
    await requestCode(admin.email);
    const code = codeIn(await h.mailbox.waitFor(admin.email, /reset code/));
    const { resetToken } = (await exchange(admin.email, code)).json();
    const otherCode = code === '000000' ? '999999' : '000000';
    expect((await reset(resetToken, 'my renewed passphrase', otherCode)).json().error).toBe('CODE_INVALID');
    const common = await reset(resetToken, 'qwertyuiop123', code);
    expect(common.statusCode).toBe(422);
    expect(common.json().error).toBe('PASSWORD_TOO_COMMON');
    const short = await reset(resetToken, 'short', code);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('A password needs at least 12 characters.');
    expect(await canSignIn(admin.email, admin.password)).toBe(true);

    h.clock.advance(30 * MINUTE);
    expect((await reset(resetToken, 'my renewed passphrase', code)).json().error).toBe('RESET_LINK_INVALID');
    expect(await canSignIn(admin.email, admin.password)).toBe(true);
  });

  it('keeps the authenticator after a reset', async () => {
    const admin = await h.createAdmin();
    await h.db.query(`UPDATE admins SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1`, [admin.id]);
    await requestCode(admin.email);
    const code = codeIn(await h.mailbox.waitFor(admin.email, /reset code/));
    const { resetToken } = (await exchange(admin.email, code)).json();
    expect((await reset(resetToken, 'my renewed passphrase', code)).statusCode).toBe(200);
    const first = await h.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: 'my renewed passphrase', captcha: await h.captcha() },
    });
    expect(first.json().twoFASecured).toBe(true);
  });
});
