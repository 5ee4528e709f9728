// Administrator walks in the console (SPEC §2, §4, §6, §8): inviting an admin who registers, confirming,
// activating and giving them view-only permissions behind "Confirm it's you"; what a view-only admin sees;
// deactivation ending an open console at once; and the admin list following changes made elsewhere (realtime).
// Set-up that is not the point of a walk goes through the API (support/api.ts). The first admin may have an
// authenticator, depending on which walks ran before: sign-in and step-up use support/first-admin.ts.
import {
  callApi,
  createActiveAdmin,
  finishRegistrationThroughApi,
  registrationLinkFor,
  sessionCookies,
  signInFirstAdmin,
  signInThroughApi,
} from '../support/api';
import {
  adminRow,
  confirmItsYouAsFirstAdmin,
  finishRegistrationInConsole,
  pickRowAction,
  realtimeConnected,
  signInWithEmailCode,
  statusChips,
  toast,
} from '../support/console-ui';
import { expect, test } from '../support/fixtures';
import { readFirstAdmin } from '../support/first-admin';
import type { Page, Response } from '@playwright/test';

/** The list with the newest admins first, so a new admin is on the first page whatever ran before. */
const NEWEST_FIRST = '/admins/view?sort=createdAt&order=desc';
const TEMPORARY_PASSWORD = 'temporary e2e passphrase 2026';

const uniqueEmail = (who: string) => `${who}.${Date.now()}@e2e.example`;

const answerOf = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

/** Fills and sends "Invite an administrator" from the list; resolves with the server's answer. */
const inviteFromList = async (
  page: Page,
  invitee: { email: string; firstName: string; lastName: string; password: string },
): Promise<Response> => {
  await page.getByRole('button', { name: 'Invite administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an administrator' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(invitee.email);
  await dialog.getByLabel('First name', { exact: true }).fill(invitee.firstName);
  await dialog.getByLabel('Last name', { exact: true }).fill(invitee.lastName);
  await dialog.getByLabel('Temporary password', { exact: true }).fill(invitee.password);
  const answer = answerOf(page, 'POST', /\/api\/auth\/v1\/admins\/registration\/link$/);
  await dialog.getByRole('button', { name: 'Send registration link' }).click();
  return answer;
};

test('invites an admin who registers, is confirmed, activated and given view-only access, then sees only that', async ({
  page,
  context,
  baseURL,
  browserProblems,
  openContext,
}) => {
  const firstAdmin = readFirstAdmin();
  const invitee = {
    email: uniqueEmail('vera.viewer'),
    firstName: 'Vera',
    lastName: 'Viewer',
    password: TEMPORARY_PASSWORD,
  };
  const ownPassword = 'vera viewer own e2e passphrase';

  // The first admin invites her from the list.
  await context.addCookies(sessionCookies(await signInFirstAdmin()));
  await page.goto(NEWEST_FIRST);
  await expect(page.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
  const since = new Date();
  expect((await inviteFromList(page, invitee)).ok(), 'the invitation call').toBe(true);
  await expect(toast(page, 'Registration link sent successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Invite an administrator' })).toBeHidden();
  const row = adminRow(page, invitee.email);
  await expect(row).toContainText(`${invitee.firstName}${invitee.lastName}`);
  await expect(statusChips(row)).toHaveText(['Invited', 'Inactive', '2FA off']);

  // She finishes registration from the mailed link in her own browser.
  const link = await registrationLinkFor(invitee.email, since);
  const hers = await (await openContext()).newPage();
  await finishRegistrationInConsole(hers, link, {
    email: invitee.email,
    temporaryPassword: TEMPORARY_PASSWORD,
    newPassword: ownPassword,
  });
  await expect(
    toast(
      hers,
      'Registration finished. You can sign in once an administrator has confirmed and activated your account.',
    ),
  ).toBeVisible();
  await expect(hers).toHaveURL(`${baseURL}/`);

  // Back as the first admin (the list shows the new state after a reload as well as live).
  await page.reload();
  await expect(statusChips(row)).toHaveText(['Registered', 'Inactive', '2FA off']);
  await pickRowAction(page, invitee.email, 'Confirm');
  await expect(toast(page, 'Admin successfully confirmed')).toBeVisible();
  await expect(statusChips(row)).toHaveText(['Confirmed', 'Inactive', '2FA off']);
  await pickRowAction(page, invitee.email, 'Activate');
  await expect(toast(page, 'Admin is now active')).toBeVisible();
  await expect(statusChips(row)).toHaveText(['Confirmed', 'Active', '2FA off']);

  // Only admins.view and audit.view; saving asks "Confirm it's you" (the server answers 403 first), then goes on.
  await pickRowAction(page, invitee.email, 'Edit permissions');
  const permissions = page.getByRole('dialog', {
    name: `Edit permissions of ${invitee.firstName} ${invitee.lastName}`,
  });
  await expect(permissions).toBeVisible();
  await expect(permissions.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(permissions.getByRole('button', { name: 'Save permissions' })).toBeDisabled();
  await permissions.getByRole('checkbox', { name: 'Admins: view', exact: true }).check();
  await permissions.getByRole('checkbox', { name: 'Audit: view', exact: true }).check();
  await expect(permissions.getByRole('checkbox', { checked: true })).toHaveCount(2);
  browserProblems.allowFailedRequest(403, /\/api\/auth\/v1\/admins\/permissions$/);
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await confirmItsYouAsFirstAdmin(page);
  await expect(toast(page, 'Permissions successfully updated')).toBeVisible();
  await expect(permissions).toBeHidden();

  // She signs in with the code mailed to her.
  await signInWithEmailCode(hers, { ...invitee, password: ownPassword });
  const sections = hers.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link')).toHaveText(['Dashboard', 'Authenticator', 'Admins', 'Audit']);
  for (const hidden of [
    'Issuers',
    'Investors',
    'Locked funds',
    'Fiats',
    'Token value',
    'Wallets',
    'Official wallets',
    'Deposit history',
    'Validators',
  ]) {
    await expect(sections.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  // The admin list, view only: no invitation, no row actions, no actions column.
  await sections.getByRole('link', { name: 'Admins' }).click();
  await expect(hers).toHaveURL(`${baseURL}/admins/view`);
  await expect(hers.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
  await expect(statusChips(adminRow(hers, firstAdmin.email))).toHaveText(['Confirmed', 'Active', /^2FA (on|off)$/]);
  await expect(statusChips(adminRow(hers, invitee.email))).toHaveText(['Confirmed', 'Active', '2FA off']);
  await expect(hers.getByRole('grid', { name: 'Administrators' }).getByRole('columnheader')).toHaveText([
    'Created',
    'Email',
    'First name',
    'Last name',
    'Status',
  ]);
  await expect(hers.getByRole('button', { name: 'Invite administrator' })).toHaveCount(0);
  await expect(hers.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  // Her own details show what she was given, and no actions.
  await adminRow(hers, invitee.email).getByRole('link', { name: invitee.email, exact: true }).click();
  await expect(hers).toHaveURL(new RegExp(`/admins/view/[0-9a-f-]{36}$`));
  await expect(hers.getByRole('heading', { name: `${invitee.firstName} ${invitee.lastName}`, level: 1 })).toBeVisible();
  const details = hers.getByRole('region', { name: 'Administrator details' });
  await expect(details.locator('dt:text-is("Permissions") + dd').locator('.MuiChip-root')).toHaveText([
    'Admins: view',
    'Audit: view',
  ]);
  await expect(hers.getByRole('group', { name: 'Actions' })).toHaveCount(0);
  await expect(hers.getByRole('button', { name: /^(Confirm|Activate|Deactivate|Edit permissions)$/ })).toHaveCount(0);

  // The audit trail opens, shows the change of her permissions, and its chain is intact.
  await sections.getByRole('link', { name: 'Audit' }).click();
  await expect(hers).toHaveURL(`${baseURL}/audit`);
  await expect(hers.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await expect(
    hers
      .getByRole('grid', { name: 'Audit events' })
      .getByRole('gridcell', { name: 'Permissions changed', exact: true })
      .first(),
  ).toBeVisible();
  await hers.getByRole('button', { name: 'Verify chain' }).click();
  await expect(hers.getByTestId('verify-chain-result')).toContainText(/Chain intact: \d+ events checked/);
});

test('deactivating an admin sends their open console to the sign-in page through the realtime event', async ({
  page,
  context,
  baseURL,
  openContext,
}) => {
  const firstAdminSession = await signInFirstAdmin();
  const target = await createActiveAdmin(
    { email: uniqueEmail('dora.deactivated'), firstName: 'Dora', lastName: 'Deactivated' },
    ['admins.view'],
    firstAdminSession,
  );
  const theirSession = await signInThroughApi(target.email, target.password);

  // Their console is open on the admin list, connected for live changes.
  const theirContext = await openContext();
  await theirContext.addCookies(sessionCookies(theirSession));
  const theirs = await theirContext.newPage();
  const connected = realtimeConnected(theirs);
  await theirs.goto('/admins/view');
  await expect(theirs.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
  await expect(adminRow(theirs, target.email)).toBeVisible();
  await connected;

  // The first admin deactivates them.
  await context.addCookies(sessionCookies(firstAdminSession));
  await page.goto(NEWEST_FIRST);
  const row = adminRow(page, target.email);
  await expect(statusChips(row)).toHaveText(['Confirmed', 'Active', '2FA off']);
  await pickRowAction(page, target.email, 'Deactivate');
  const confirmation = page.getByRole('dialog', { name: `Deactivate ${target.firstName} ${target.lastName}?` });
  await expect(confirmation).toBeVisible();
  const answer = answerOf(page, 'PUT', /\/api\/auth\/v1\/backoffice\/confirmed$/);
  await confirmation.getByRole('button', { name: 'Deactivate', exact: true }).click();

  // Their console leaves for / at once, without its session cookie.
  // Their page is never reloaded or polled: only the realtime event can take it there (how fast is the bench's figure).
  await expect(theirs).toHaveURL(`${baseURL}/`);
  expect((await theirContext.cookies()).find((cookie) => cookie.name === 'authtoken')).toBeUndefined();
  await expect(theirs.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(
    toast(theirs, 'Your account was deactivated by another administrator, so you have been signed out.'),
  ).toBeVisible();
  // The server ended the session too.
  expect((await callApi('GET', '/api/auth/v1/admins/current', { session: theirSession })).status).toBe(401);

  expect((await answer).ok(), 'the deactivation call').toBe(true);
  await expect(toast(page, 'Admin is now not active')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(statusChips(row)).toHaveText(['Confirmed', 'Inactive', '2FA off']);
});

test('the admin list follows changes made in another console and by the invitee, without reloading', async ({
  page,
  context,
  openContext,
}) => {
  const invitee = {
    email: uniqueEmail('liv.live'),
    firstName: 'Liv',
    lastName: 'Live',
    password: TEMPORARY_PASSWORD,
  };

  // Console B: the first admin watching the list, newest first.
  const watcherContext = await openContext();
  await watcherContext.addCookies(sessionCookies(await signInFirstAdmin()));
  const watcher = await watcherContext.newPage();
  const connected = realtimeConnected(watcher);
  await watcher.goto(NEWEST_FIRST);
  await expect(watcher.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
  await expect(adminRow(watcher, readFirstAdmin().email)).toBeVisible();
  await connected;
  // Marks this document: a reload or navigation would lose it.
  await watcher.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  const watched = adminRow(watcher, invitee.email);
  await expect(watched).toHaveCount(0);

  // Console A: the first admin again (another session) invites an admin.
  await context.addCookies(sessionCookies(await signInFirstAdmin()));
  await page.goto(NEWEST_FIRST);
  const since = new Date();
  expect((await inviteFromList(page, invitee)).ok(), 'the invitation call').toBe(true);
  await expect(statusChips(watched)).toHaveText(['Invited', 'Inactive', '2FA off']);
  await expect(watched).toContainText(`${invitee.firstName}${invitee.lastName}`);

  // The invitee finishes registration elsewhere.
  await finishRegistrationThroughApi(
    await registrationLinkFor(invitee.email, since),
    invitee.email,
    TEMPORARY_PASSWORD,
    'liv live own e2e passphrase',
  );
  await expect(statusChips(watched)).toHaveText(['Registered', 'Inactive', '2FA off']);

  // A confirms, then activates them.
  await expect(toast(page, 'Registration link sent successfully')).toBeVisible();
  await expect(statusChips(adminRow(page, invitee.email))).toHaveText(['Registered', 'Inactive', '2FA off']);
  let answer = answerOf(page, 'PUT', /\/api\/auth\/v1\/admins\/confirm$/);
  await pickRowAction(page, invitee.email, 'Confirm');
  expect((await answer).ok(), 'the confirmation call').toBe(true);
  await expect(statusChips(watched)).toHaveText(['Confirmed', 'Inactive', '2FA off']);

  answer = answerOf(page, 'PUT', /\/api\/auth\/v1\/backoffice\/confirmed$/);
  await pickRowAction(page, invitee.email, 'Activate');
  expect((await answer).ok(), 'the activation call').toBe(true);
  await expect(statusChips(watched)).toHaveText(['Confirmed', 'Active', '2FA off']);

  expect(await watcher.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
});
