// The sign-in path end to end over HTTP: emailed code through real SMTP, captcha, one-time use, expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness } from '../support/harness';
import { MINUTE } from '../support/manual-clock';
import { codeIn } from '../support/smtp';

describe.each(testDatabases())('sign-in on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  const firstStep = async (email: string, password: string) =>
    h.call(endpoints.signInFirstStep, { body: { email, password, captcha: await h.captcha() } });
  const final = async (sessionId: string, code: string, endpoint = endpoints.signInFinal) =>
    h.call(endpoint, { headers: { sessionid: sessionId }, body: { code, captcha: await h.captcha() } });

  it('signs in with the code received by a real SMTP server, and the token reads the current admin', async () => {
    const admin = await h.createAdmin();
    const first = await firstStep(admin.email, admin.password);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ success: true, sessionId: expect.stringMatching(/^[0-9a-f]{32}$/), twoFASecured: false });

    const mail = await h.mailbox.waitFor(admin.email, /sign-in code/);
    expect(mail.subject).toContain('sign-in code');
    const response = await final(body.sessionId, codeIn(mail));
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const cookie = response.cookies.find((c) => c.name === COOKIES.binding);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

    const current = await h.call(endpoints.currentAdmin, { session: { token, binding: cookie!.value } });
    expect(current.statusCode).toBe(200);
    expect(current.json().admin).toMatchObject({ id: admin.id, email: admin.email, twoFASecured: false });
    expect(current.json().admin).not.toHaveProperty('passwordHash');
  });

  it('accepts the platform service Bearer header with the same token', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    // The auth service reads only Authtoken: a Bearer header alone is not a session there.
    const viaBearer = await h.call(endpoints.currentAdmin, { session, bearer: true });
    expect(viaBearer.statusCode).toBe(401);
  });

  it('refuses a wrong code with the tries left, and the sign-in ends after five wrong codes', async () => {
    const admin = await h.createAdmin();
    const { sessionId } = (await firstStep(admin.email, admin.password)).json();
    const code = codeIn(await h.mailbox.waitFor(admin.email, /sign-in code/));
    const wrong = code === '000000' ? '111111' : '000000';
    const firstWrong = await final(sessionId, wrong);
    expect(firstWrong.statusCode).toBe(422);
    expect(firstWrong.json()).toMatchObject({
      success: false,
      error: 'CODE_INVALID',
      message: expect.stringContaining('4 tries left'),
    });
    for (let i = 0; i < 3; i++) expect((await final(sessionId, wrong)).statusCode).toBe(422);
    const fifth = await final(sessionId, wrong);
    // The fifth failure locks the account (five consecutive failures) and ends this sign-in.
    expect(fifth.statusCode).toBe(429);
    h.clock.advance(2 * MINUTE);
    const afterwards = await final(sessionId, code);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().error).toBe('SIGNIN_EXPIRED');
  });

  it('accepts a code once and refuses it after ten minutes', async () => {
    const admin = await h.createAdmin();
    const { sessionId } = (await firstStep(admin.email, admin.password)).json();
    const code = codeIn(await h.mailbox.waitFor(admin.email, /sign-in code/));
    expect((await final(sessionId, code)).statusCode).toBe(200);
    const again = await final(sessionId, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This sign-in has expired. Start again from the sign-in page.');

    const second = (await firstStep(admin.email, admin.password)).json();
    const secondCode = codeIn(await h.mailbox.waitFor(admin.email, /sign-in code/));
    h.clock.advance(10 * MINUTE);
    expect((await final(second.sessionId, secondCode)).statusCode).toBe(401);
  });

  it('refuses the email step for an account with an authenticator, and the device step for one without', async () => {
    const admin = await h.createAdmin();
    const { sessionId } = (await firstStep(admin.email, admin.password)).json();
    const code = codeIn(await h.mailbox.waitFor(admin.email, /sign-in code/));
    const device = await final(sessionId, code, endpoints.signInDevice);
    expect(device.statusCode).toBe(409);
    expect(device.json().error).toBe('USE_EMAIL_CODE');
    expect((await final(sessionId, code)).statusCode).toBe(200);
  });

  it('refuses a captcha solution used twice, a forged one, and a missing one', async () => {
    const admin = await h.createAdmin();
    const captcha = await h.captcha();
    const once = await h.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: admin.password, captcha },
    });
    expect(once.statusCode).toBe(200);
    const twice = await h.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: admin.password, captcha },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      error: 'CAPTCHA_REUSED',
      message: 'This captcha was already used. Solve it again and retry.',
    });

    const tamper = async (
      change: (payload: {
        challenge: { parameters: Record<string, unknown> };
        solution: { derivedKey: string };
      }) => void,
    ) => {
      const decoded = JSON.parse(Buffer.from(await h.captcha(), 'base64').toString());
      change(decoded);
      const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
      return h.call(endpoints.signInFirstStep, {
        body: { email: admin.email, password: admin.password, captcha: forged },
      });
    };
    const wrongKey = await tamper((p) => {
      p.solution.derivedKey = p.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    });
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json().error).toBe('CAPTCHA_INVALID');
    const longerLife = await tamper((p) => {
      const data = p.challenge.parameters.data as { expiresAtMs: number };
      data.expiresAtMs += 3_600_000;
    });
    expect(longerLife.json().error).toBe('CAPTCHA_INVALID');
    const garbage = await h.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: admin.password, captcha: 'not-a-payload' },
    });
    expect(garbage.statusCode).toBe(422);

    const expiring = await h.captcha();
    h.clock.advance(11 * MINUTE);
    const expired = await h.call(endpoints.signInFirstStep, {
      body: { email: admin.email, password: admin.password, captcha: expiring },
    });
    expect(expired.json().error).toBe('CAPTCHA_EXPIRED');
  });

  it('refuses sign-in to an admin who is not registered, confirmed or active, without a code', async () => {
    for (const fixture of [{ registered: false }, { isConfirmed: false }, { isActive: false }]) {
      const admin = await h.createAdmin(fixture);
      const response = await firstStep(admin.email, admin.password);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/registration|not active/);
    }
  });

  it('refuses a missing or malformed sessionid header with a clear message', async () => {
    const missing = await h.call(endpoints.signInFinal, { body: { code: '123456', captcha: await h.captcha() } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The sign-in session is missing. Start again from the sign-in page.');
    const malformed = await h.call(endpoints.signInFinal, {
      headers: { sessionid: 'not-a-session' },
      body: { code: '123456', captcha: await h.captcha() },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The sign-in session is not valid. Start again from the sign-in page.');
  });

  it('audits the sign-in and keeps secrets out of the audit trail and the log', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    const events = await h.db.query<{ action: string; after: unknown }>(
      'SELECT action, after FROM audit_events WHERE actor_id = $1 ORDER BY seq',
      [admin.id],
    );
    expect(events.map((e) => e.action)).toContain('signin.succeeded');
    const auditText = JSON.stringify(await h.db.query('SELECT * FROM audit_events'));
    const log = h.logText();
    for (const secret of [admin.password, session.token, session.binding]) {
      expect(auditText).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    for (const mail of h.mailbox.mails) {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      // As a number of its own: the log's timestamps and response times hold any 6 digits now and then.
      if (code) expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`));
    }
  });
});
