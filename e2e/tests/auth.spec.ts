// Sign-in walks in the console (SPEC §2, §4; DESIGN §6): emailed code, forgotten password, finishing a
// registration, and the authenticator. They run in this order: the first admin is the only one who can sign
// in, and once its authenticator is on, sign-in no longer uses emailed codes (support/first-admin.ts).
import { inviteAdmin, sessionCookies, signInFirstAdmin } from '../support/api';
import {
  expectDashboardOf,
  signInAsFirstAdmin,
  submitCode,
  submitSignIn,
  toast,
  waitForCaptcha,
} from '../support/console-ui';
import { expect, test } from '../support/fixtures';
import { freshTotpCode, readFirstAdmin, updateFirstAdmin } from '../support/first-admin';
import { codeIn, linkIn, waitForMail } from '../support/mailbox';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FIRST_ADMIN_FULL_NAME = 'First Administrator';
const WRONG_CREDENTIALS = 'The email or password is not correct.';

test('signs in with email, password, captcha and the code sent by email', async ({ page, context, baseURL }) => {
  const admin = readFirstAdmin();
  expect(admin.totpSecret, 'this walk needs the first admin before its authenticator is set up').toBeNull();

  const since = new Date();
  await submitSignIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(`${baseURL}/emailcode`);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(admin.email, /sign-in code/, { since });
  await submitCode(page, 'Code', codeIn(mail));

  await expectDashboardOf(page, FIRST_ADMIN_FULL_NAME, admin.email);
  const cookies = await context.cookies();
  const authtoken = cookies.find((cookie) => cookie.name === 'authtoken');
  expect(authtoken, 'the authtoken cookie').toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: false });
  expect(authtoken?.value).toMatch(/^[0-9a-f]{64}$/);
  expect(
    cookies.find((cookie) => cookie.name === 'authbinding'),
    'the HttpOnly binding cookie',
  ).toMatchObject({
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
  });
  expect(
    cookies.find((cookie) => cookie.name === 'sessionid'),
    'the finished sign-in session',
  ).toBeUndefined();
});

test('resets a forgotten password with the emailed code, then signs in with the new one', async ({
  page,
  baseURL,
  browserProblems,
}) => {
  const admin = readFirstAdmin();
  const newPassword = `reset e2e passphrase ${Date.now()}`;

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${baseURL}/forgotpassword`);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await waitForCaptcha(page);
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  const code = codeIn(await waitForMail(admin.email, /password reset code/, { since }));
  await page.getByLabel('Code', { exact: true }).fill(code);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(baseURL!)}/forgotpassword/${code}/[0-9a-f]{64}$`));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
  await waitForCaptcha(page);
  const reset = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/api/auth/v1/admins/resetpassword/'),
  );
  await page.getByRole('button', { name: 'Update password' }).click();
  if ((await reset).ok()) updateFirstAdmin({ password: newPassword });

  await expect(toast(page, 'Password updated successfully')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The old password no longer opens the account: the server's message is shown.
  browserProblems.allowFailedRequest(401, /\/api\/auth\/v1\/admins\/signin\/firststep$/);
  await submitSignIn(page, admin.email, admin.password);
  await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
  await expect(toast(page, WRONG_CREDENTIALS)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  // The new one does.
  await signInAsFirstAdmin(page);
});

test('finishes a registration from the emailed link; sign-in then waits for confirmation', async ({
  page,
  baseURL,
  browserProblems,
}) => {
  const invitee = {
    email: `invitee.${Date.now()}@e2e.example`,
    password: 'temporary e2e passphrase 2026',
    firstName: 'Ines',
    lastName: 'Invitee',
  };
  const newPassword = 'invitee own e2e passphrase';
  const session = await signInFirstAdmin();
  const since = new Date();
  await inviteAdmin(session, invitee);
  const mail = await waitForMail(invitee.email, /registration/, { since });
  const link = linkIn(mail, new RegExp(`^${escapeRegExp(baseURL!)}/registration/[0-9a-f]{64}$`));

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Finish registration' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(invitee.email);
  await page.getByLabel('Temporary password', { exact: true }).fill(invitee.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Finish registration' }).click();

  await expect(
    toast(
      page,
      'Registration finished. You can sign in once an administrator has confirmed and activated your account.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Another admin has not confirmed them yet: the server says so.
  browserProblems.allowFailedRequest(403, /\/api\/auth\/v1\/admins\/signin\/firststep$/);
  await submitSignIn(page, invitee.email, newPassword);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your account is not active. Ask an administrator to confirm and activate it.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('sets up the authenticator, then signs in with its code', async ({ page, context, baseURL }) => {
  const admin = readFirstAdmin();
  await context.addCookies(sessionCookies(await signInFirstAdmin()));

  await page.goto('/authenticator');
  await expect(page.getByRole('heading', { name: 'Authenticator', level: 1 })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  const qrCode = page.getByRole('img', { name: 'Authenticator QR code' });
  await expect(qrCode).toBeVisible();
  await expect.poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const secretText = page.getByLabel('Secret key');
  await expect(secretText).toHaveText(/^[A-Z2-7]{16,}=*$/);
  const secret = (await secretText.textContent())!.trim();
  await expect(page.getByLabel('Setup link (otpauth URI)')).toHaveValue(
    new RegExp(`^otpauth://totp/.*[?&]secret=${secret}(&|$)`),
  );

  await page.getByLabel('Authenticator code', { exact: true }).fill(await freshTotpCode(secret));
  const enable = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/auth/v1/admins/authenticator'),
  );
  await page.getByRole('button', { name: 'Enable authenticator' }).click();
  if ((await enable).ok()) updateFirstAdmin({ totpSecret: secret });

  await expect(toast(page, 'Authenticator enabled')).toBeVisible();
  await expectDashboardOf(page, FIRST_ADMIN_FULL_NAME, admin.email);
  const signedInAs = page.getByRole('region', { name: 'Signed in as' });
  await expect(signedInAs.getByText('Two-factor authentication:')).toBeVisible();
  await expect(signedInAs.getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'authtoken')).toBeUndefined();

  await submitSignIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(`${baseURL}/authenticatorcode`);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // A step after the one that enabled it: the server accepts each step once.
  await submitCode(page, 'Authenticator code', await freshTotpCode(secret));
  await expectDashboardOf(page, FIRST_ADMIN_FULL_NAME, admin.email);
});

test('the sign-in captcha waits for the person, runs from the keyboard and is tried again after a failure', async ({
  page,
  browserProblems,
}) => {
  const challengeUrl = /\/api\/auth\/v1\/captcha\/challenge$/;
  const challenges: string[] = [];
  page.on('request', (request) => {
    if (challengeUrl.test(request.url())) challenges.push(request.url());
  });
  // The first challenge is refused, as by a server that cannot answer for a moment; then the real one answers.
  browserProblems.allowFailedRequest(503, challengeUrl);
  let refuse = true;
  await page.route(challengeUrl, (route) =>
    refuse
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'SERVICE_UNAVAILABLE', message: 'Try again in a moment.' }),
        })
      : route.fallback(),
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const captcha = page.getByRole('group', { name: 'Captcha' });
  const checkbox = captcha.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(captcha).toHaveAttribute('data-captcha-state', 'unverified');
  await expect(checkbox).not.toBeChecked();
  await expect(checkbox).toHaveAccessibleDescription(/runs by itself as you fill in the form/);
  expect(challenges, 'no challenge before the person starts on the form').toEqual([]);

  // A key in the form starts the check; this challenge fails, and the captcha says so.
  await page.keyboard.press('Tab');
  await expect(captcha).toHaveAttribute('data-captcha-state', 'error');
  await expect(checkbox).toHaveAccessibleDescription('The check failed. Select the checkbox to try again.');
  await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  expect(challenges).toHaveLength(1);

  // Selecting the checkbox with the keyboard tries again, and passes.
  refuse = false;
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(captcha).toHaveAttribute('data-captcha-state', 'verified', { timeout: 60_000 });
  await expect(checkbox).toBeChecked();
  await expect(checkbox).toHaveAccessibleDescription('Check passed.');
  expect(challenges).toHaveLength(2);
});
