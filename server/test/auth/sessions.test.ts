// Sessions: a token works only with its binding cookie, within its idle and absolute limits, until revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { MINUTE } from '../support/manual-clock';
import { codeIn } from '../support/smtp';
import { deleteExpiredStores } from '../../src/db/stores';

describe.each(testDatabases())('sessions on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  const current = (session: { token: string; binding: string }, options: { withoutBinding?: boolean } = {}) =>
    h.call(endpoints.currentAdmin, { session, ...options });

  it('refuses a token without its binding cookie, or with another browser binding', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    expect((await current(session)).statusCode).toBe(200);
    const stolen = await current(session, { withoutBinding: true });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error).toBe('SESSION_NOT_BOUND');
    const other = await h.signIn(admin.email, admin.password);
    expect((await current({ token: session.token, binding: other.binding })).statusCode).toBe(401);
    expect((await current({ token: 'f'.repeat(64), binding: session.binding })).statusCode).toBe(401);
    expect((await h.call(endpoints.currentAdmin)).statusCode).toBe(401);
  });

  it('ends the session at sign-out', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    const signOut = await h.call(endpoints.signOut, { session });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.cookies.find((c) => c.name === COOKIES.binding)?.value).toBe('');
    expect((await current(session)).statusCode).toBe(401);
  });

  it('expires after 30 idle minutes, while activity keeps it alive', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    h.clock.advance(29 * MINUTE);
    expect((await current(session)).statusCode).toBe(200);
    h.clock.advance(29 * MINUTE);
    expect((await current(session)).statusCode).toBe(200);
    h.clock.advance(30 * MINUTE);
    const idle = await current(session);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toBe('SESSION_EXPIRED');
  });

  it('expires 12 hours after sign-in even when in use', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    for (let hour = 0; hour < 12 * 3 - 1; hour++) {
      h.clock.advance(20 * MINUTE);
      expect((await current(session)).statusCode).toBe(200);
    }
    h.clock.advance(20 * MINUTE);
    expect((await current(session)).statusCode).toBe(401);
  });

  it('gives a new token at every sign-in and keeps the others valid', async () => {
    const admin = await h.createAdmin();
    const a = await h.signIn(admin.email, admin.password);
    const b = await h.signIn(admin.email, admin.password);
    expect(a.token).not.toBe(b.token);
    expect((await current(a)).statusCode).toBe(200);
    expect((await current(b)).statusCode).toBe(200);
  });

  it('revokes every session of an admin whose password is reset', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    await h.call(endpoints.forgotPasswordCode, { body: { email: admin.email, captcha: await h.captcha() } });
    const code = codeIn(await h.mailbox.waitFor(admin.email, /reset code/));
    const { resetToken } = (
      await h.call(endpoints.forgotPassword, { body: { email: admin.email, code, captcha: await h.captcha() } })
    ).json();
    const reset = await h.call(endpoints.resetPassword, {
      params: { resettoken: resetToken },
      body: { newPassword: 'a brand new passphrase', code, captcha: await h.captcha() },
    });
    expect(reset.statusCode).toBe(200);
    expect((await current(session)).statusCode).toBe(401);
  });

  it('refuses a session of an admin deactivated since sign-in', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    await h.db.query('UPDATE admins SET is_active = false WHERE id = $1', [admin.id]);
    const response = await current(session);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('ACCOUNT_INACTIVE');
  });

  it('housekeeping removes expired sign-in attempts, sessions, nonces and rate windows, and keeps live ones', async () => {
    const admin = await h.createAdmin();
    const live = await h.signIn(admin.email, admin.password);
    await h
      .captcha()
      .then((captcha) =>
        h.call(endpoints.signInFirstStep, { body: { email: admin.email, password: admin.password, captcha } }),
      );
    const count = async (table: string) =>
      (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    expect(await count('signin_attempts')).toBeGreaterThan(0);
    h.clock.advance(13 * 60 * MINUTE);
    await h.app.services.auth.deleteExpired();
    await deleteExpiredStores(h.db, h.clock.now());
    expect(await count('signin_attempts')).toBe(0);
    expect(await count('captcha_nonces')).toBe(0);
    expect(await count('rate_limits')).toBe(0);
    // Every session of this file was created more than 12 hours (the absolute limit) before now.
    expect(await count('sessions')).toBe(0);
    expect((await current(live)).statusCode).toBe(401);
  });
});
