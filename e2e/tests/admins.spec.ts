// Administrator walks in the console (SPEC §2, §4, §6, §8; issue 14 item 6): inviting an admin who registers, then
// "Confirm and activate" with view-only boxes behind "Confirm it's you" in one dialog; what a view-only admin sees;
// deactivation ending an open console at once; the admin list following changes made elsewhere (realtime); and
// one-step onboarding: the manager's notice of a finished registration, the status filter, the Treasury preset.
// An admin holding a DESIGN §7 name that has no box keeps it when the console saves their permissions.
// Set-up that is not the point of a walk goes through the API (support/api.ts). The first admin may have an
// authenticator, depending on which walks ran before: sign-in and step-up use support/first-admin.ts.
import {
  callApi,
  createActiveAdmin,
  finishRegistrationThroughApi,
  getAdminThroughApi,
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
import { PERMISSION_PRESETS } from '@blck/contract';
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

test('invites an admin who registers, is confirmed and activated with view-only boxes in one dialog, then sees only that', async ({
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
  await expect(statusChips(row)).toHaveText(['Invited', '2FA off']);

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
  await expect(statusChips(row)).toHaveText(['Awaiting confirmation', '2FA off']);

  // One dialog confirms, activates and gives only admins.view and audit.view; the call asks "Confirm it's you" (the
  // server answers 403 first), then goes on by itself.
  await pickRowAction(page, invitee.email, 'Confirm and activate');
  const onboarding = page.getByRole('dialog', {
    name: `Confirm and activate ${invitee.firstName} ${invitee.lastName}`,
  });
  await expect(onboarding).toBeVisible();
  await expect(onboarding.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await onboarding.getByRole('checkbox', { name: 'Admins: view', exact: true }).check();
  await onboarding.getByRole('checkbox', { name: 'Audit: view', exact: true }).check();
  await expect(onboarding.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(onboarding.getByTestId('permission-preset-description')).toHaveText('Custom: chosen box by box.');
  browserProblems.allowFailedRequest(403, /\/api\/auth\/v1\/admins\/confirm$/);
  await onboarding.getByRole('button', { name: 'Confirm and activate' }).click();
  await confirmItsYouAsFirstAdmin(page);
  await expect(toast(page, 'Admin successfully confirmed and activated')).toBeVisible();
  await expect(onboarding).toBeHidden();
  await expect(statusChips(row)).toHaveText(['Active', '2FA off']);

  // She signs in with the code mailed to her.
  await signInWithEmailCode(hers, { ...invitee, password: ownPassword });
  const sections = hers.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link')).toHaveText(['Dashboard', 'Approvals', 'Authenticator', 'Admins', 'Audit']);
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
  await expect(statusChips(adminRow(hers, firstAdmin.email))).toHaveText(['Active', /^2FA (on|off)$/]);
  await expect(statusChips(adminRow(hers, invitee.email))).toHaveText(['Active', '2FA off']);
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
  await expect(
    hers.getByRole('button', { name: /^(Confirm and activate|Activate|Deactivate|Edit permissions)$/ }),
  ).toHaveCount(0);

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
  await expect(statusChips(row)).toHaveText(['Active', '2FA off']);
  await pickRowAction(page, target.email, 'Deactivate');
  const confirmation = page.getByRole('dialog', { name: `Deactivate ${target.firstName} ${target.lastName}?` });
  await expect(confirmation).toBeVisible();
  const answer = answerOf(page, 'PUT', /\/api\/auth\/v1\/backoffice\/confirmed$/);
  await confirmation.getByRole('button', { name: 'Deactivate', exact: true }).click();
  // Each side's toast lasts 4 seconds: both are awaited side by side, so neither check waits for the other on a busy
  // machine. Their page is never reloaded or polled: only the realtime event can show them theirs.
  await Promise.all([
    expect(toast(page, 'Admin is now not active')).toBeVisible(),
    expect(
      toast(theirs, 'Your account was deactivated by another administrator, so you have been signed out.'),
    ).toBeVisible(),
  ]);
  expect((await answer).ok(), 'the deactivation call').toBe(true);

  // Their console left for / at once, without its session cookie (how fast is the bench's figure).
  await expect(theirs).toHaveURL(`${baseURL}/`);
  expect((await theirContext.cookies()).find((cookie) => cookie.name === 'authtoken')).toBeUndefined();
  await expect(theirs.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The server ended the session too.
  expect((await callApi('GET', '/api/auth/v1/admins/current', { session: theirSession })).status).toBe(401);

  await expect(confirmation).toBeHidden();
  await expect(statusChips(row)).toHaveText(['Deactivated', '2FA off']);
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
  await expect(statusChips(watched)).toHaveText(['Invited', '2FA off']);
  await expect(watched).toContainText(`${invitee.firstName}${invitee.lastName}`);

  // The invitee finishes registration elsewhere.
  await finishRegistrationThroughApi(
    await registrationLinkFor(invitee.email, since),
    invitee.email,
    TEMPORARY_PASSWORD,
    'liv live own e2e passphrase',
  );
  await expect(statusChips(watched)).toHaveText(['Awaiting confirmation', '2FA off']);

  // A confirms and activates them, leaving their (no) permissions as they are: no step-up, one call.
  await expect(toast(page, 'Registration link sent successfully')).toBeVisible();
  await expect(statusChips(adminRow(page, invitee.email))).toHaveText(['Awaiting confirmation', '2FA off']);
  const answer = answerOf(page, 'PUT', /\/api\/auth\/v1\/admins\/confirm$/);
  await pickRowAction(page, invitee.email, 'Confirm and activate');
  await page
    .getByRole('dialog', { name: `Confirm and activate ${invitee.firstName} ${invitee.lastName}` })
    .getByRole('button', { name: 'Confirm and activate' })
    .click();
  expect((await answer).ok(), 'the confirmation call').toBe(true);
  await expect(statusChips(watched)).toHaveText(['Active', '2FA off']);

  expect(await watcher.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
});

test('one-step onboarding: the manager hears of the registration, filters by status and confirms and activates with the Treasury preset', async ({
  page,
  context,
  baseURL,
  browserProblems,
  openContext,
}) => {
  const invitee = {
    email: uniqueEmail('tara.treasury'),
    firstName: 'Tara',
    lastName: 'Treasury',
    password: TEMPORARY_PASSWORD,
  };
  const name = `${invitee.firstName} ${invitee.lastName}`;
  const ownPassword = 'tara treasury own e2e passphrase';

  // The manager's console on the admin list as the menu opens it: newest first, connected for live notices.
  const session = await signInFirstAdmin();
  await context.addCookies(sessionCookies(session));
  const connected = realtimeConnected(page);
  await page.goto('/admins');
  await expect(page).toHaveURL(`${baseURL}/admins/view`);
  await expect(page.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
  await connected;
  const grid = page.getByRole('grid', { name: 'Administrators' });
  await expect(grid.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  // The invitation goes out; the newest admin is the first row.
  const since = new Date();
  expect((await inviteFromList(page, invitee)).ok(), 'the invitation call').toBe(true);
  await expect(toast(page, 'Registration link sent successfully')).toBeVisible();
  await expect(grid.locator('[role="row"][data-id]').first()).toContainText(invitee.email);
  await expect(statusChips(adminRow(page, invitee.email))).toHaveText(['Invited', '2FA off']);

  // She finishes registration from the link in the mail the product sent through SMTP, in her own browser.
  const hers = await (await openContext()).newPage();
  await finishRegistrationInConsole(hers, await registrationLinkFor(invitee.email, since), {
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

  // The manager hears of it at once: a notice with a link to her, which stays until it is used or dismissed.
  const notice = page.getByRole('status').filter({ hasText: `${name} finished registration and awaits confirmation.` });
  await expect(notice).toBeVisible();
  await expect(statusChips(adminRow(page, invitee.email))).toHaveText(['Awaiting confirmation', '2FA off']);

  // The status filter shows those awaiting confirmation, and is kept in the URL.
  await page
    .getByRole('group', { name: 'Filters of Administrators' })
    .getByRole('combobox', { name: 'Status' })
    .click();
  await page.getByRole('option', { name: 'Awaiting confirmation', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=awaiting_confirmation(&|$)/);
  await expect(adminRow(page, invitee.email)).toBeVisible();
  const firstChips = grid.locator('[role="row"][data-id]').getByTestId('admin-status').locator('> :first-child');
  await expect(firstChips.first()).toHaveText('Awaiting confirmation');
  await expect
    .poll(async () => new Set(await firstChips.allTextContents()))
    .toEqual(new Set(['Awaiting confirmation']));

  // The notice's link opens her page (inside the app) and goes away.
  await notice.getByRole('link', { name: `Review ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admins/view/${'[0-9a-f-]{36}'}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
  const details = page.getByRole('region', { name: 'Administrator details' });
  await expect(statusChips(details)).toHaveText(['Awaiting confirmation', '2FA off']);

  // "Confirm and activate": the Treasury preset, a box unticked and ticked again, then one call behind a step-up.
  await page.getByRole('button', { name: 'Confirm and activate' }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm and activate ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Treasury' }).check();
  await expect(dialog.getByTestId('permission-preset-description')).toHaveText(PERMISSION_PRESETS.treasury.description);
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(
    PERMISSION_PRESETS.treasury.permissions.length,
  );
  for (const box of ['Funds: manage', 'Locked funds: manage', 'Official wallets: manage', 'Token value: manage']) {
    await expect(dialog.getByRole('checkbox', { name: box, exact: true })).toBeChecked();
  }
  await expect(dialog.getByRole('checkbox', { name: 'Admins: manage', exact: true })).not.toBeChecked();
  // Boxes that would guard nothing are not offered.
  await expect(dialog.getByRole('checkbox', { name: 'Funds: view', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Audit: manage', exact: true })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Audit: view', exact: true }).uncheck();
  await expect(dialog.getByRole('radio', { name: 'Treasury' })).not.toBeChecked();
  await expect(dialog.getByTestId('permission-preset-description')).toHaveText('Custom: chosen box by box.');
  await dialog.getByRole('checkbox', { name: 'Audit: view', exact: true }).check();
  await expect(dialog.getByRole('radio', { name: 'Treasury' })).toBeChecked();

  browserProblems.allowFailedRequest(403, /\/api\/auth\/v1\/admins\/confirm$/);
  await dialog.getByRole('button', { name: 'Confirm and activate' }).click();
  await confirmItsYouAsFirstAdmin(page);
  await expect(toast(page, 'Admin successfully confirmed and activated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statusChips(details)).toHaveText(['Active', '2FA off']);
  await expect(details.locator('dt:text-is("Permissions") + dd').locator('.MuiChip-root')).toContainText([
    'Funds: manage',
  ]);
  expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);

  // Stored as one step: confirmed, active, exactly the Treasury permissions; she signs in.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stored = await getAdminThroughApi(session, id);
  expect(stored).toMatchObject({ isConfirmed: true, isActive: true });
  expect([...stored.permissions].sort()).toEqual([...PERMISSION_PRESETS.treasury.permissions].sort());
  await signInWithEmailCode(hers, { ...invitee, password: ownPassword });
  await expect(
    hers.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Official wallets' }),
  ).toBeVisible();
});

test('an admin holding wallets.manage (a DESIGN §7 name without a box, set through the API) keeps it when the console saves their permissions', async ({
  page,
  context,
  browserProblems,
}) => {
  const target = await createActiveAdmin(
    { email: uniqueEmail('walt.wallets'), firstName: 'Walt', lastName: 'Wallets' },
    ['wallets.manage'],
  );
  expect(target.permissions).toEqual(['wallets.manage']);
  const session = await signInFirstAdmin();
  await context.addCookies(sessionCookies(session));
  await page.goto(`/admins/view/${target.id}`);
  const details = page.getByRole('region', { name: 'Administrator details' });
  await expect(details.locator('dt:text-is("Permissions") + dd').locator('.MuiChip-root')).toHaveText([
    'Wallets: view',
  ]);
  await expect(details.getByTestId('permissions-without-box')).toHaveText(
    'Also holds: wallets.manage (no separate box: grants what wallets.view grants)',
  );

  // The grid offers no box for it, shows Wallets: view ticked (manage implies view) and lists the name under it.
  await page.getByRole('button', { name: 'Edit permissions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit permissions of Walt Wallets' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Wallets: manage', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Wallets: view', exact: true })).toBeChecked();
  await expect(dialog.getByTestId('permissions-without-box')).toContainText('wallets.manage');
  await dialog.getByRole('checkbox', { name: 'Issuers: view', exact: true }).check();

  browserProblems.allowFailedRequest(403, /\/api\/auth\/v1\/admins\/permissions$/);
  await dialog.getByRole('button', { name: 'Save permissions' }).click();
  await confirmItsYouAsFirstAdmin(page);
  await expect(toast(page, 'Permissions successfully updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await getAdminThroughApi(session, target.id)).permissions).toEqual(['issuers.view', 'wallets.manage']);
  await expect(details.getByTestId('permissions-without-box')).toContainText('wallets.manage');
});
