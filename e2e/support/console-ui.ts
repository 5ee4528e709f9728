// Steps of the walks as a user does them in the console: by labels, button names and what the page shows.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { freshTotpCode, readFirstAdmin } from './first-admin';
import { codeIn, waitForMail } from './mailbox';

/** Waits until the ALTCHA widget of the form has solved its proof of work, as the console reports it. */
export const waitForCaptcha = async (page: Page): Promise<void> => {
  const captcha = page.getByRole('group', { name: 'Captcha' });
  await expect(captcha).toHaveAttribute('data-captcha-state', 'verified', { timeout: 20_000 });
  await expect(captcha.getByText('Check passed.')).toBeVisible();
};

/** Sign-in first step on `/`: email, password, the solved captcha, then "Sign in". */
export const submitSignIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** The code step (`/emailcode` or `/authenticatorcode`): the code, the solved captcha, then "Verify". */
export const submitCode = async (page: Page, label: 'Code' | 'Authenticator code', code: string): Promise<void> => {
  await page.getByLabel(label, { exact: true }).fill(code);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
};

/** The dashboard of a signed-in admin, with their name and email. */
export const expectDashboardOf = async (page: Page, name: string, email: string): Promise<void> => {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const signedInAs = page.getByRole('region', { name: 'Signed in as' });
  await expect(signedInAs.getByText(name, { exact: true })).toBeVisible();
  await expect(signedInAs.getByText(email, { exact: true })).toBeVisible();
};

/** A toast (react-hot-toast, role status) with exactly this text. */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/**
 * Signs the first admin in through the console with the credentials that hold now, finishing with the
 * emailed code or the authenticator code, whichever step the console opens.
 */
export const signInAsFirstAdmin = async (page: Page): Promise<void> => {
  const admin = readFirstAdmin();
  const since = new Date();
  await submitSignIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/(emailcode|authenticatorcode)$/);
  if (page.url().endsWith('/authenticatorcode')) {
    if (!admin.totpSecret) throw new Error('The console asks for an authenticator code, but no secret is known.');
    await submitCode(page, 'Authenticator code', await freshTotpCode(admin.totpSecret));
  } else {
    await submitCode(page, 'Code', codeIn(await waitForMail(admin.email, /sign-in code/, { since })));
  }
  await expectDashboardOf(page, `${admin.firstName} ${admin.lastName}`, admin.email);
};
