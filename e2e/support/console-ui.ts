// Steps of the walks as a user does them in the console: by labels, button names and what the page shows.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { freshTotpCode, readFirstAdmin } from './first-admin';
import { codeIn, waitForMail } from './mailbox';

/** Waits until the ALTCHA check of the form has solved its proof of work, as the console reports it. */
export const waitForCaptcha = async (page: Page): Promise<void> => {
  const captcha = page.getByRole('group', { name: 'Captcha' });
  await expect(captcha).toHaveAttribute('data-captcha-state', 'verified', { timeout: 60_000 });
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

/** Sign-in of an admin without an authenticator: first step, then the code mailed to them; ends on the dashboard. */
export const signInWithEmailCode = async (
  page: Page,
  admin: { email: string; password: string; firstName: string; lastName: string },
): Promise<void> => {
  const since = new Date();
  await submitSignIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/emailcode$/);
  await submitCode(page, 'Code', codeIn(await waitForMail(admin.email, /sign-in code/, { since })));
  await expectDashboardOf(page, `${admin.firstName} ${admin.lastName}`, admin.email);
};

/** "Finish registration" from the mailed link: email, temporary password, the new one twice, captcha. */
export const finishRegistrationInConsole = async (
  page: Page,
  link: string,
  invitee: { email: string; temporaryPassword: string; newPassword: string },
): Promise<void> => {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Finish registration' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(invitee.email);
  await page.getByLabel('Temporary password', { exact: true }).fill(invitee.temporaryPassword);
  await page.getByLabel('New password', { exact: true }).fill(invitee.newPassword);
  await page.getByLabel('Repeat new password', { exact: true }).fill(invitee.newPassword);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Finish registration' }).click();
};

/** The row of the administrators table whose email link is `email`. */
export const adminRow = (page: Page, email: string): Locator =>
  page
    .getByRole('grid', { name: 'Administrators' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: email, exact: true }) });

/** The status chips of an admin row or details card, in order, e.g. ["Confirmed", "Active", "2FA off"]. */
export const statusChips = (scope: Locator): Locator => scope.getByTestId('admin-status').locator('> *');

/** The value (`dd`) the console shows next to the term (`dt`) `term` of a description list inside `scope`. */
export const describedValue = (scope: Locator, term: string): Locator =>
  scope.locator(`dt:text-is(${JSON.stringify(term)}) + dd`);

/**
 * Types a date into the MUI X date field labelled `label` inside `scope`, whose format is YYYY-MM-DD, as a keyboard
 * user does: into its first section, replacing what was there, digit by digit (a full section moves on to the next).
 */
export const typeDate = async (page: Page, scope: Locator, label: string, isoDate: string): Promise<void> => {
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(isoDate.replaceAll('-', ''));
  await expect(field.getByRole('spinbutton')).toHaveText(isoDate.split('-'));
};

/** Opens the row menu "Actions for {email}" and picks `item`. */
export const pickRowAction = async (page: Page, email: string, item: string): Promise<void> => {
  await page.getByRole('button', { name: `Actions for ${email}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
};

/**
 * "Confirm it's you" as the first admin: the authenticator code when they have one (the dialog asks for it
 * first), else the password; then "Confirm".
 */
export const confirmItsYouAsFirstAdmin = async (page: Page): Promise<void> => {
  const admin = readFirstAdmin();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  if (admin.totpSecret) {
    await dialog.getByLabel('Authenticator code', { exact: true }).fill(await freshTotpCode(admin.totpSecret));
  } else {
    await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
  }
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toast(page, 'Identity confirmed')).toBeVisible();
  await expect(dialog).toBeHidden();
};

/**
 * Resolves once the page's realtime connection (Socket.IO on /socket.io/) is accepted by the server. Call it
 * before the navigation that opens the signed-in frame.
 */
export const realtimeConnected = (page: Page, timeoutMs = 60_000): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The realtime connection was not accepted within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        // Socket.IO's CONNECT acknowledgement of the default namespace: "40{"sid":…}".
        if (typeof payload === 'string' && payload.startsWith('40')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });

/**
 * The text of an amount in a list cell: grouped digits without the unit (it is in the header), padded with zeros to the
 * column's decimals, e.g. amountText('1,250.5') matches "1,250.5" and "1,250.50".
 */
export const amountText = (grouped: string): RegExp =>
  new RegExp(`^${grouped.replace(/[.,]/g, '\\$&')}${grouped.includes('.') ? '0*' : '(\\.0+)?'}$`);

/** A wallet address as a list shows it, shortened in the middle: `0x2598…8F99`. */
export const shortHex = (value: string): string => `${value.slice(0, 6)}…${value.slice(-4)}`;

/** Asserts that `target` has focus; when it does not, the failure also says what has it (toBeFocused only says "inactive"). */
export const expectFocused = async (page: Page, target: Locator): Promise<void> => {
  try {
    await expect(target).toBeFocused();
  } catch (failure) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'nothing (the page body)';
      const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name.trim().slice(0, 80)}"`;
    });
    throw new Error(`${(failure as Error).message}\nFocused instead: ${focused}`, { cause: failure });
  }
};
