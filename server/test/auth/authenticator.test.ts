// Authenticator (TOTP) setup and the device step, with codes computed independently per RFC 6238.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@blck/contract';
import { testDatabases } from '../support/databases';
import { createHarness, type Harness, type SignedIn } from '../support/harness';
import { totpCode } from '../support/totp';

describe.each(testDatabases())('authenticator on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h?.close());

  const enroll = async (session: SignedIn, password: string) => {
    const setup = await h.call(endpoints.authenticatorSetup, { session, body: { password } });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauthUri).toContain('algorithm=SHA1');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const enable = await h.call(endpoints.authenticatorEnable, {
      session,
      body: { code: totpCode(secret, h.clock.now()) },
    });
    expect(enable.statusCode).toBe(200);
    expect(enable.json().admin.twoFASecured).toBe(true);
    return secret as string;
  };

  const firstStep = async (email: string, password: string) =>
    (await h.call(endpoints.signInFirstStep, { body: { email, password, captcha: await h.captcha() } })).json();
  const device = async (sessionId: string, code: string) =>
    h.call(endpoints.signInDevice, { headers: { sessionid: sessionId }, body: { code, captcha: await h.captcha() } });

  it('sets up with the password, then signs in through the device step with an independently computed code', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    const secret = await enroll(session, admin.password);
    const mailsBefore = h.mailbox.mails.length;

    h.clock.advance(60_000);
    const first = await firstStep(admin.email, admin.password);
    expect(first).toMatchObject({ success: true, twoFASecured: true });
    const signIn = await device(first.sessionId, totpCode(secret, h.clock.now()));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().token).toMatch(/^[0-9a-f]{64}$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.mailbox.mails.length).toBe(mailsBefore);
  });

  it('refuses a reused code, a code two steps old, and accepts one a step old', async () => {
    const admin = await h.createAdmin();
    const secret = await enroll(await h.signIn(admin.email, admin.password), admin.password);
    h.clock.advance(90_000);

    const used = totpCode(secret, h.clock.now());
    const first = await firstStep(admin.email, admin.password);
    expect((await device(first.sessionId, used)).statusCode).toBe(200);

    const second = await firstStep(admin.email, admin.password);
    const reused = await device(second.sessionId, used);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/already used/);

    h.clock.advance(90_000);
    const third = await firstStep(admin.email, admin.password);
    const twoStepsOld = await device(third.sessionId, totpCode(secret, h.clock.now(), -2));
    expect(twoStepsOld.statusCode).toBe(422);
    expect(twoStepsOld.json().error).toBe('CODE_INVALID');
    const oneStepOld = await device(third.sessionId, totpCode(secret, h.clock.now(), -1));
    expect(oneStepOld.statusCode).toBe(200);
  });

  it('refuses the email step for an authenticator account', async () => {
    const admin = await h.createAdmin();
    const secret = await enroll(await h.signIn(admin.email, admin.password), admin.password);
    h.clock.advance(60_000);
    const first = await firstStep(admin.email, admin.password);
    const viaEmail = await h.call(endpoints.signInFinal, {
      headers: { sessionid: first.sessionId },
      body: { code: totpCode(secret, h.clock.now()), captcha: await h.captcha() },
    });
    expect(viaEmail.statusCode).toBe(409);
    expect(viaEmail.json().error).toBe('USE_AUTHENTICATOR');
  });

  it('needs the password to start, a pending setup and a correct code to enable, and changes nothing otherwise', async () => {
    const admin = await h.createAdmin();
    const session = await h.signIn(admin.email, admin.password);
    const before = await h.auditCount();
    const noSetup = await h.call(endpoints.authenticatorEnable, { session, body: { code: '123456' } });
    expect(noSetup.statusCode).toBe(409);
    const wrongPassword = await h.call(endpoints.authenticatorSetup, {
      session,
      body: { password: 'not my password' },
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().message).toBe('The password is not correct.');

    const setup = (await h.call(endpoints.authenticatorSetup, { session, body: { password: admin.password } })).json();
    const wrongCode = totpCode(setup.secret, h.clock.now(), 5);
    const refused = await h.call(endpoints.authenticatorEnable, { session, body: { code: wrongCode } });
    expect(refused.statusCode).toBe(422);
    const current = await h.call(endpoints.currentAdmin, { session });
    expect(current.json().admin.twoFASecured).toBe(false);
    // Only the failed password check was audited.
    expect((await h.auditCount()) - before).toBe(1);
  });

  it('refuses setup without a session', async () => {
    expect((await h.call(endpoints.authenticatorSetup, { body: { password: 'whatever password' } })).statusCode).toBe(
      401,
    );
  });
});
