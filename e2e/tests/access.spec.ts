// Access by the authtoken cookie alone (SPEC §4, §9; DESIGN §9), the not-found page, and the public footer.
import { sessionCookies, signInFirstAdmin } from '../support/api';
import { expectDashboardOf } from '../support/console-ui';
import { E2E_BRAND_NAME } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { readFirstAdmin } from '../support/first-admin';

test('a protected page without the cookie counts down from 3 and replaces the location with /', async ({
  page,
  context,
  baseURL,
}) => {
  expect(await context.cookies()).toEqual([]);
  // The "3" shows for one second only: start looking as soon as the page is committed.
  await page.goto('/dashboard', { waitUntil: 'commit' });

  await expect(page.getByRole('progressbar', { name: 'Redirecting' })).toBeVisible();
  await expect(page.getByText('Redirection in 3 seconds...', { exact: true })).toBeVisible();
  const countdownSeenAt = Date.now();
  const historyLength = await page.evaluate(() => window.history.length);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);

  await expect(page.getByText('Redirection in 2 seconds...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);

  await expect(page).toHaveURL(`${baseURL}/`);
  expect(Date.now() - countdownSeenAt, 'time from "3 seconds" to the redirect').toBeGreaterThanOrEqual(2_000);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // location.replace: the protected page left no entry in the history.
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
});

test('a signed-in visitor opening a public page is sent to /dashboard', async ({ page, context, baseURL }) => {
  const admin = readFirstAdmin();
  await context.addCookies(sessionCookies(await signInFirstAdmin()));

  await page.goto('/');
  await expectDashboardOf(page, `${admin.firstName} ${admin.lastName}`, admin.email);

  await page.goto('/forgotpassword');
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page, baseURL }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/no/such/page`);

  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the public footer shows the year, the brand and the legal links', async ({ page, baseURL }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(footer.getByText(`© ${year} ${E2E_BRAND_NAME}`, { exact: true })).toBeVisible();

  const terms = footer.getByRole('link', { name: 'Terms and Conditions', exact: true });
  const legal = footer.getByRole('link', { name: 'Legal & Privacy', exact: true });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(legal).toHaveAttribute('href', '/legal');

  await terms.click();
  await expect(page).toHaveURL(`${baseURL}/terms`);
  await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal & Privacy', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/legal`);
  await expect(page.getByRole('heading', { name: 'Legal & Privacy', level: 1 })).toBeVisible();
});

test('a failed answer without a message shows its error code, not the generic text (SPEC §8 order)', async ({
  page,
  context,
  browserProblems,
}) => {
  browserProblems.allowFailedRequest(502, /\/api\/auth\/v1\/dashboard$/);
  await context.addCookies(sessionCookies(await signInFirstAdmin()));
  // A gateway in front of the server answers with an error code only; the console must show that code.
  await page.route('**/api/auth/v1/dashboard', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'UPSTREAM_UNAVAILABLE' }),
    }),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('The figures could not be loaded. UPSTREAM_UNAVAILABLE', { exact: true })).toBeVisible();
  await expect(page.getByText(/The server answered 502/)).toHaveCount(0);
});
