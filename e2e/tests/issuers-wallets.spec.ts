// Issuer, wallet and deposit walks in the console (SPEC §2, §3, §4, §8; issue 4): finding an issuer, finishing its
// KYC and generating its custom token; a confirmed deposit into an issuer wallet seen in the wallet list and the
// deposit history; the history filtered by a date range and downloaded as CSV; official wallets suspended and
// activated again, and a suspended BLCK wallet refusing a deposit.
// Issuers enter through the intake call and are prepared (KYC, earlier deposits) through the API; what a walk is
// about happens in the console. Every walk makes its own issuers, named with a stamp of its own.
import type { Deposit, Issuer } from '@blck/contract';
import type { Locator, Page } from '@playwright/test';
import {
  depositThroughApi,
  finishKycThroughApi,
  intakeIssuer,
  randomWalletAddress,
  sessionCookies,
  setOfficialWalletActiveThroughApi,
  type ApiSession,
  firstAdminSessionOnce,
} from '../support/api';
import { amountText, describedValue, shortHex, toast, typeDate } from '../support/console-ui';
import { downloadCsv } from '../support/csv';
import { expect, test } from '../support/fixtures';
import { newStamp, randomLetters } from '../support/stamps';

/** One sign-in of the first admin for the walks of this file (each sign-in with an authenticator spends a step). */
const adminSession = firstAdminSessionOnce();

/** A company issuer registered through the intake call (KYC pending), named after `stamp`. */
const registerCompany = (stamp: string, company: string, person: { firstName: string; lastName: string }) =>
  intakeIssuer({
    email: `${person.firstName}.${stamp}@issuers.e2e.example`.toLowerCase(),
    issuerType: 'company',
    companyName: `${company} ${stamp}`,
    firstName: person.firstName,
    lastName: person.lastName,
    paymentType: 'fiat',
    wallet: randomWalletAddress(),
  });

/** A company issuer whose KYC is done, so its wallet takes deposits. */
const registerCheckedCompany = async (
  session: ApiSession,
  stamp: string,
  company: string,
  person: { firstName: string; lastName: string },
): Promise<Issuer> => finishKycThroughApi(session, await registerCompany(stamp, company, person));

/** An amount as the console shows it: grouped whole digits and the unit. */
const shown = (amount: string, grouped: string) => ({ amount, text: `${grouped} $BLCK`, cell: amountText(grouped) });

const issuerRow = (page: Page, issuerId: string): Locator =>
  page.getByRole('grid', { name: 'Issuers' }).locator(`[role="row"][data-id="${issuerId}"]`);
const walletRow = (page: Page, wallet: string): Locator =>
  page.getByRole('grid', { name: 'Issuer wallets' }).locator(`[role="row"][data-id="${wallet}"]`);
const depositRows = (page: Page): Locator =>
  page.getByRole('grid', { name: 'Deposits' }).locator('[role="row"][data-id]');

/** The UTC day (YYYY-MM-DD) of a timestamp, `offsetDays` later. */
const utcDay = (iso: string, offsetDays = 0): string =>
  new Date(Date.parse(iso) + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Clicks "Download CSV" and reads the downloaded file as rows of cells. */
const downloadHistoryCsv = (page: Page) => downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));

/**
 * Walks that suspend an official wallet say so first with `activateAfterwards(currency)`: the wallet is activated
 * again through the API after the walk, whether it passed, failed or timed out, so no other walk meets it suspended.
 */
const walletTest = test.extend<{ activateAfterwards: (currency: string) => void }>({
  // eslint-disable-next-line no-empty-pattern
  activateAfterwards: async ({}, use) => {
    const currencies = new Set<string>();
    await use((currency) => currencies.add(currency));
    if (currencies.size === 0) return;
    const session = await adminSession();
    for (const currency of currencies) await setOfficialWalletActiveThroughApi(session, currency, true);
  },
});

const CSV_HEADER = [
  'createdAt',
  'walletAddress',
  'issuerName',
  'email',
  'amount',
  'balanceAfter',
  'adminEmail',
  'id',
  'reason',
];

/** A deposit as the CSV report carries it. */
const csvRowOf = (deposit: Deposit) => [
  deposit.createdAt,
  deposit.walletAddress,
  deposit.issuerName,
  deposit.email,
  deposit.amount,
  deposit.balanceAfter,
  deposit.adminEmail ?? '',
  deposit.id,
  deposit.reason ?? '',
];

test('searches an issuer, finishes its KYC and generates its custom token', async ({ page, context, baseURL }) => {
  const stamp = newStamp();
  const issuer = await registerCompany(stamp, 'Kestrel Mining', { firstName: 'Kim', lastName: 'Kestrel' });
  const symbol = `K${randomLetters(5)}`;
  await context.addCookies(sessionCookies(await adminSession()));

  // /issuers leads to the list; the search finds the new issuer, KYC pending and no token yet.
  await page.goto('/issuers');
  await expect(page).toHaveURL(`${baseURL}/issuers/view`);
  await expect(page.getByRole('heading', { name: 'Issuers', level: 1 })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${stamp}(&|$)`));
  const rows = page.getByRole('grid', { name: 'Issuers' }).locator('[role="row"][data-id]');
  await expect(rows).toHaveCount(1);
  const row = issuerRow(page, issuer.id);
  await expect(row.getByRole('gridcell')).toHaveText([
    `Kestrel Mining ${stamp}`,
    'Kim Kestrel',
    issuer.email,
    'Pending',
    amountText('0'),
    '—',
    /\d/,
  ]);

  // Its details.
  await row.getByRole('link', { name: `Kestrel Mining ${stamp}`, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/issuers/view/${issuer.id}`);
  await expect(page.getByRole('heading', { name: `Kestrel Mining ${stamp}`, level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Issuer details' });
  await expect(describedValue(details, 'Email')).toHaveText(issuer.email);
  await expect(describedValue(details, 'KYC')).toHaveText('Pending: the identity has not been checked yet.');
  await expect(describedValue(details, 'Wallet')).toContainText(issuer.wallet!);
  await expect(describedValue(details, 'Last name')).toHaveText('Kestrel');
  const tokenCard = page.getByRole('region', { name: 'Custom token' });
  await expect(tokenCard.getByText('No custom token', { exact: true })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Actions' });
  await expect(
    actions.getByLabel(
      'Generate custom token: Finish KYC first: a custom token is generated only for an issuer whose KYC is complete.',
    ),
  ).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Generate custom token' })).toBeDisabled();

  // Finish KYC with the identity as checked: the last name was registered short.
  await actions.getByRole('button', { name: 'Finish KYC' }).click();
  const kyc = page.getByRole('dialog', { name: 'Finish KYC' });
  await expect(kyc).toBeVisible();
  await expect(kyc.getByLabel('Email', { exact: true })).toHaveValue(issuer.email);
  await expect(kyc.getByLabel('Company name')).toHaveValue(`Kestrel Mining ${stamp}`);
  await expect(kyc.getByLabel('First name', { exact: true })).toHaveValue('Kim');
  await kyc.getByLabel('Last name', { exact: true }).fill('Kestrel-Hart');
  await kyc.getByRole('button', { name: 'Finish KYC' }).click();
  await expect(toast(page, 'KYC successfully finished')).toBeVisible();
  await expect(kyc).toBeHidden();
  await expect(details.getByText('Completed', { exact: true })).toBeVisible();
  await expect(describedValue(details, 'KYC')).toHaveText(/^Completed on /);
  await expect(describedValue(details, 'Last name')).toHaveText('Kestrel-Hart');
  await expect(actions.getByRole('button', { name: 'Finish KYC' })).toBeDisabled();
  // Why is written on the page, not only in the tooltip.
  await expect(
    page.getByTestId('disabled-reason').filter({ hasText: 'Finish KYC: KYC of this issuer is already complete.' }),
  ).toBeVisible();

  // Generate its custom token; the symbol is typed in small letters and becomes capitals.
  await actions.getByRole('button', { name: 'Generate custom token' }).click();
  const tokenDialog = page.getByRole('dialog', { name: 'Generate custom token' });
  await expect(tokenDialog).toBeVisible();
  await expect(tokenDialog.getByLabel('Wallet address', { exact: true })).toHaveValue(issuer.wallet!);
  await tokenDialog.getByLabel('Title', { exact: true }).fill(`Kestrel Gold ${stamp}`);
  await tokenDialog.getByLabel('Symbol', { exact: true }).fill(symbol.toLowerCase());
  await expect(tokenDialog.getByLabel('Symbol', { exact: true })).toHaveValue(symbol);
  await tokenDialog.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'USD', exact: true }).click();
  await expect(tokenDialog.getByRole('combobox', { name: 'Currency' })).toHaveText('USD');
  await tokenDialog.getByRole('button', { name: 'Generate token' }).click();
  await expect(toast(page, 'Custom token successfully generated')).toBeVisible();
  await expect(tokenDialog).toBeHidden();

  // The details show the token, and the issuer cannot get a second one.
  await expect(describedValue(tokenCard, 'Title')).toHaveText(`Kestrel Gold ${stamp}`);
  await expect(describedValue(tokenCard, 'Symbol')).toHaveText(symbol);
  await expect(describedValue(tokenCard, 'Currency')).toHaveText('USD');
  await expect(describedValue(tokenCard, 'Token wallet')).toHaveText(issuer.wallet!);
  await expect(actions.getByLabel('Generate custom token: This issuer already has a custom token.')).toBeVisible();

  // So does the list it came from (the search kept), after a reload.
  await page.getByRole('link', { name: 'Back to issuers' }).click();
  await expect(page).toHaveURL(new RegExp(`/issuers/view\\?(.*&)?search=${stamp}(&|$)`));
  await page.reload();
  await expect(row.getByRole('gridcell').nth(3)).toHaveText('Completed');
  await expect(row.getByRole('gridcell').nth(5)).toHaveText(symbol);
});

test('increases an issuer wallet after a confirmation, then sees it in the wallet list and the deposit history', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const issuer = await registerCheckedCompany(session, stamp, 'Osprey Freight', {
    firstName: 'Oona',
    lastName: 'Osprey',
  });
  const wallet = issuer.wallet!;
  const earlier = await depositThroughApi(session, wallet, '1000.25');
  const before = shown('1000.25', '1,000.25');
  const amount = shown('250.5', '250.5');
  const after = shown('1250.75', '1,250.75');
  await context.addCookies(sessionCookies(session));

  // /wallets leads to the list; the wallet is found by its issuer, with its balance.
  await page.goto('/wallets');
  await expect(page).toHaveURL(`${baseURL}/wallets/view`);
  await expect(page.getByRole('heading', { name: 'Issuer wallets', level: 1 })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(`Osprey Freight ${stamp}`);
  const row = walletRow(page, wallet);
  await expect(page.getByRole('grid', { name: 'Issuer wallets' }).locator('[role="row"][data-id]')).toHaveCount(1);
  await expect(row.getByRole('gridcell').nth(1)).toHaveText(`Osprey Freight ${stamp}`);
  await expect(row.getByRole('gridcell').nth(3)).toHaveText(before.cell);

  // "Increase balance" on its row opens the deposit form with the wallet filled in.
  await row.getByRole('link', { name: 'Increase balance' }).click();
  await expect(page).toHaveURL(`${baseURL}/wallets/update/balance?wallet=${wallet}`);
  await expect(page.getByRole('heading', { name: 'Increase balance', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Deposit' });
  await expect(form.getByLabel('Wallet address', { exact: true })).toHaveValue(wallet);
  await form.getByLabel('Amount', { exact: true }).fill(amount.amount);
  await form.getByRole('button', { name: 'Review deposit' }).click();

  // The confirmation shows the wallet, its issuer, the amount and the balances now and after.
  const confirmation = page.getByRole('dialog', { name: 'Confirm deposit' });
  await expect(confirmation).toBeVisible();
  await expect(describedValue(confirmation, 'Wallet')).toHaveText(wallet);
  await expect(describedValue(confirmation, 'Issuer')).toHaveText(`Osprey Freight ${stamp} (${issuer.email})`);
  await expect(describedValue(confirmation, 'Amount')).toHaveText(amount.text);
  await expect(describedValue(confirmation, 'Balance now')).toHaveText(before.text);
  await expect(describedValue(confirmation, 'Balance after')).toHaveText(after.text);
  await confirmation.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(toast(page, 'Issuer funds successfully increased')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(page.getByTestId('new-balance')).toHaveText(after.text);
  await expect(page.getByTestId('new-balance').locator('[data-amount]')).toHaveAttribute('data-amount', after.amount);

  // The wallet list shows the new balance.
  await page.getByRole('link', { name: 'Go to wallets' }).click();
  await expect(page).toHaveURL(`${baseURL}/wallets/view`);
  await page.getByLabel('Search', { exact: true }).fill(wallet);
  await expect(row.getByRole('gridcell').nth(3)).toHaveText(after.cell);
  await page.reload();
  await expect(row.getByRole('gridcell').nth(3)).toHaveText(after.cell);

  // The deposit history lists both deposits of the wallet, the new one first, made by the first admin.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Deposit history' }).click();
  await expect(page).toHaveURL(`${baseURL}/wallets/history`);
  await expect(page.getByRole('heading', { name: 'Deposit history', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Deposit history filters' });
  await filters.getByLabel('Search', { exact: true }).fill(wallet);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]search=${wallet}(&|$)`));
  const rows = depositRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('gridcell')).toHaveText([
    /\d/,
    `Osprey Freight ${stamp}`,
    shortHex(wallet),
    amount.cell,
    after.cell,
  ]);
  await expect(rows.nth(1)).toHaveAttribute('data-id', earlier.deposit.id);
  await expect(rows.nth(1).getByRole('gridcell')).toHaveText([
    /\d/,
    `Osprey Freight ${stamp}`,
    shortHex(wallet),
    before.cell,
    before.cell,
  ]);
});

test('filters the deposit history by a date range and downloads the matching deposits as CSV', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const heron = await registerCheckedCompany(session, stamp, 'Heron Textiles', { firstName: 'Hal', lastName: 'Heron' });
  const wren = await registerCheckedCompany(session, stamp, 'Wren Ceramics', { firstName: 'Wes', lastName: 'Wren' });
  const made = [
    (await depositThroughApi(session, heron.wallet!, '120')).deposit,
    (await depositThroughApi(session, wren.wallet!, '75.125')).deposit,
    (await depositThroughApi(session, heron.wallet!, '0.000000000000000001')).deposit,
  ];
  // The range of the days they were made on (one day, unless the set-up crossed midnight UTC).
  const times = made.map((deposit) => deposit.createdAt).sort();
  const first = utcDay(times[0]!);
  const last = utcDay(times[times.length - 1]!);
  await context.addCookies(sessionCookies(session));

  await page.goto('/wallets/history');
  await expect(page.getByRole('heading', { name: 'Deposit history', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Deposit history filters' });
  const rows = depositRows(page);
  const shownIds = () => rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-id')));

  // The walk's deposits, in the range of their days: all three, newest first.
  await filters.getByLabel('Search', { exact: true }).fill(stamp);
  await typeDate(page, filters, 'From', first);
  await typeDate(page, filters, 'To', last);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?(?=.*search=${stamp})(?=.*start=${first})(?=.*end=${last})`));
  await expect.poll(shownIds).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
  await expect(rows.nth(0).getByRole('gridcell').nth(3)).toHaveText('0.000000000000000001');
  await expect(rows.nth(1).getByRole('gridcell').nth(1)).toHaveText(`Wren Ceramics ${stamp}`);

  // The CSV holds exactly the filtered rows, oldest first, with the exact amounts.
  let csv = await downloadHistoryCsv(page);
  expect(csv.filename).toMatch(/\.csv$/);
  expect(csv.rows[0]).toEqual(CSV_HEADER);
  expect(csv.rows.slice(1)).toEqual(made.map(csvRowOf));

  // One issuer only: the other's deposit leaves the table and the file.
  await filters.getByLabel('Search', { exact: true }).fill(`Heron Textiles ${stamp}`);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect.poll(shownIds).toEqual([made[2]!.id, made[0]!.id]);
  csv = await downloadHistoryCsv(page);
  expect(csv.rows).toEqual([CSV_HEADER, csvRowOf(made[0]!), csvRowOf(made[2]!)]);

  // A range that ends the day before: no row of the table or the file, though the search still matches.
  const dayBefore = utcDay(times[0]!, -1);
  const weekBefore = utcDay(times[0]!, -7);
  await filters.getByLabel('Search', { exact: true }).fill(stamp);
  await typeDate(page, filters, 'From', weekBefore);
  await typeDate(page, filters, 'To', dayBefore);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?(?=.*start=${weekBefore})(?=.*end=${dayBefore})`));
  await expect(page.getByTestId('list-empty')).toHaveText('No deposits match these filters.');
  await expect(rows).toHaveCount(0);
  csv = await downloadHistoryCsv(page);
  expect(csv.rows).toEqual([CSV_HEADER]);

  // A range that starts the day after their last day: none either.
  const dayAfter = utcDay(times[times.length - 1]!, 1);
  await typeDate(page, filters, 'To', utcDay(times[times.length - 1]!, 7));
  await typeDate(page, filters, 'From', dayAfter);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?(?=.*start=${dayAfter})`));
  await expect(page.getByTestId('list-empty')).toHaveText('No deposits match these filters.');
  csv = await downloadHistoryCsv(page);
  expect(csv.rows).toEqual([CSV_HEADER]);

  // Clearing the filters shows the whole history again, newest first: the walk's last deposit on top.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(`${baseURL}/wallets/history`);
  await expect(filters.getByLabel('Search', { exact: true })).toHaveValue('');
  await expect(rows.first()).toHaveAttribute('data-id', made[2]!.id);
});

walletTest(
  'suspends the USD official wallet and activates it again',
  async ({ page, context, baseURL, activateAfterwards }) => {
    const session = await adminSession();
    const stamp = newStamp();
    const issuer = await registerCheckedCompany(session, stamp, 'Plover Energy', {
      firstName: 'Pia',
      lastName: 'Plover',
    });
    await context.addCookies(sessionCookies(session));
    activateAfterwards('USD');

    await page.goto('/official/wallets/view');
    await expect(page).toHaveURL(`${baseURL}/official/wallets/view`);
    await expect(page.getByRole('heading', { name: 'Official wallets', level: 1 })).toBeVisible();
    const usd = page.getByRole('grid', { name: 'Official wallets' }).locator('[role="row"][data-id="USD"]');
    await expect(usd.getByRole('gridcell').nth(1)).toHaveText('Active');

    await usd.getByRole('button', { name: 'Suspend USD', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Suspend the USD official wallet?' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(toast(page, 'Account suspended')).toBeVisible();
    await expect(confirmation).toBeHidden();
    await expect(usd.getByRole('gridcell').nth(1)).toHaveText('Suspended');
    await expect(usd.getByRole('button', { name: 'Activate USD', exact: true })).toBeVisible();
    await page.reload();
    await expect(usd.getByRole('gridcell').nth(1)).toHaveText('Suspended');

    // While it is suspended, USD is not offered for a new custom token; only fiat currencies are (DESIGN §8), never
    // BLCK, ETH or USDC although their official wallets are active.
    await page.goto(`/issuers/view/${issuer.id}`);
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Generate custom token' }).click();
    const tokenDialog = page.getByRole('dialog', { name: 'Generate custom token' });
    await tokenDialog.getByRole('combobox', { name: 'Currency' }).click();
    const currencies = page.getByRole('listbox').getByRole('option');
    await expect(currencies.filter({ hasText: /^EUR$/ })).toHaveCount(1);
    await expect(currencies.filter({ hasText: /^USD$/ })).toHaveCount(0);
    for (const notFiat of ['BLCK', 'ETH', 'USDC']) {
      await expect(currencies.filter({ hasText: new RegExp(`^${notFiat}$`) })).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await tokenDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tokenDialog).toBeHidden();

    // Activated again, confirmed like the suspension.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Official wallets' }).click();
    await expect(page).toHaveURL(`${baseURL}/official/wallets/view`);
    await usd.getByRole('button', { name: 'Activate USD', exact: true }).click();
    const activation = page.getByRole('dialog', { name: 'Activate the USD official wallet?' });
    await activation.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(toast(page, 'Account activated')).toBeVisible();
    await expect(activation).toBeHidden();
    await expect(usd.getByRole('gridcell').nth(1)).toHaveText('Active');
    await expect(usd.getByRole('button', { name: 'Suspend USD', exact: true })).toBeVisible();
    await page.reload();
    await expect(usd.getByRole('gridcell').nth(1)).toHaveText('Active');
  },
);

walletTest(
  'a suspended BLCK official wallet refuses a deposit with its reason; activated again, it goes through',
  async ({ page, context, browserProblems, activateAfterwards }) => {
    const session = await adminSession();
    const stamp = newStamp();
    const issuer = await registerCheckedCompany(session, stamp, 'Avocet Labs', {
      firstName: 'Ava',
      lastName: 'Avocet',
    });
    const wallet = issuer.wallet!;
    await depositThroughApi(session, wallet, '40');
    await context.addCookies(sessionCookies(session));
    const refusal = 'The BLCK official wallet is suspended: no balance in BLCK can change until it is activated again.';
    activateAfterwards('BLCK');

    await page.goto('/official/wallets/view');
    const blck = page.getByRole('grid', { name: 'Official wallets' }).locator('[role="row"][data-id="BLCK"]');
    await blck.getByRole('button', { name: 'Suspend BLCK', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Suspend the BLCK official wallet?' })
      .getByRole('button', { name: 'Suspend', exact: true })
      .click();
    await expect(toast(page, 'Account suspended')).toBeVisible();
    await expect(blck.getByRole('gridcell').nth(1)).toHaveText('Suspended');

    // The deposit is refused with the server's reason, in the confirmation and as a toast.
    await page.goto(`/wallets/update/balance?wallet=${wallet}`);
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Amount', { exact: true }).fill('2.5');
    await form.getByRole('button', { name: 'Review deposit' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirm deposit' });
    await expect(describedValue(confirmation, 'Balance now')).toHaveText('40 $BLCK');
    await expect(describedValue(confirmation, 'Balance after')).toHaveText('42.5 $BLCK');
    browserProblems.allowFailedRequest(409, /\/api\/v1\/wallets\/increase\/amount$/);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/wallets/increase/amount'));
    await confirmation.getByRole('button', { name: 'Deposit', exact: true }).click();
    expect((await refused).status()).toBe(409);
    await expect(confirmation.getByRole('alert')).toHaveText(refusal);
    // The toast says it too; the open dialog keeps it out of the accessibility tree meanwhile (its alert speaks).
    await expect(page.getByRole('status', { includeHidden: true }).filter({ hasText: refusal })).toBeVisible();
    await expect(page.getByTestId('new-balance')).toHaveCount(0);

    // In another tab: the balance did not move; BLCK is activated again.
    const other = await context.newPage();
    await other.goto(`/wallets/view?search=${wallet}`);
    await expect(walletRow(other, wallet).getByRole('gridcell').nth(3)).toHaveText(amountText('40'));
    await other.goto('/official/wallets/view');
    const blckThere = other.getByRole('grid', { name: 'Official wallets' }).locator('[role="row"][data-id="BLCK"]');
    await blckThere.getByRole('button', { name: 'Activate BLCK', exact: true }).click();
    await other
      .getByRole('dialog', { name: 'Activate the BLCK official wallet?' })
      .getByRole('button', { name: 'Activate', exact: true })
      .click();
    await expect(toast(other, 'Account activated')).toBeVisible();
    await expect(blckThere.getByRole('gridcell').nth(1)).toHaveText('Active');

    // The same deposit, tried again from the still open confirmation, now goes through once.
    await page.bringToFront();
    await confirmation.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(toast(page, 'Issuer funds successfully increased')).toBeVisible();
    await expect(confirmation).toBeHidden();
    await expect(page.getByTestId('new-balance')).toHaveText('42.5 $BLCK');
    await other.goto(`/wallets/view?search=${wallet}`);
    await expect(walletRow(other, wallet).getByRole('gridcell').nth(3)).toHaveText(amountText('42.5'));
  },
);
