// Fiat currency and token value walks in the console (SPEC §2, §3, §4, §8; issue 6): a seeded fiat deactivated and
// activated again (each confirmed, then its toast and chip, both kept after a reload), its value edited to an exact
// decimal and shown in the list, and a label already used refused with the server's message and nothing changed;
// a token value entry added (then the current value on /blckvalue/view) and corrected.
// The fiat walk uses the seeded Norwegian krone (NOK), which no other walk touches; the token value walk adds its own
// entry, with a value of its own, so it does not depend on the entries other walks add.
import type { Locator, Page } from '@playwright/test';
import { addBlckValueThroughApi, firstAdminSessionOnce, sessionCookies } from '../support/api';
import { amountText, describedValue, toast } from '../support/console-ui';
import { expect, test } from '../support/fixtures';

/** One sign-in of the first admin for the walks of this file (each sign-in with an authenticator spends a step). */
const adminSession = firstAdminSessionOnce();

const fiatsTable = (page: Page): Locator => page.getByRole('grid', { name: 'Fiat currencies' });
const fiatRow = (page: Page, label: string): Locator => fiatsTable(page).locator(`[role="row"][data-id="${label}"]`);
const entryRows = (page: Page): Locator =>
  page.getByRole('grid', { name: 'Token values' }).locator('[role="row"][data-id]');

/** Digits of this run, so the walk's token values are its own (ending in 7: the server drops trailing zeros). */
const runDigits = () => `${String(Date.now()).slice(-8)}7`;

test('deactivates and activates a fiat, edits its value, and a label already used changes nothing', async ({
  page,
  context,
  baseURL,
  browserProblems,
}) => {
  await context.addCookies(sessionCookies(await adminSession()));
  const name = 'Norwegian krone (NOK)';

  // `/fiats` opens the list; its sort lives in the URL query, so a link reopens the same view.
  await page.goto('/fiats');
  await expect(page).toHaveURL(`${baseURL}/fiats/view`);
  await expect(page.getByRole('heading', { name: 'Fiat currencies', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Fiat currencies · /);
  // 25 rows a page unless the admin chose otherwise: more than the 10 of the contract's default.
  await expect.poll(() => fiatsTable(page).locator('[role="row"][data-id]').count()).toBeGreaterThan(10);
  await fiatsTable(page)
    .getByRole('columnheader')
    .filter({ hasText: /^Label$/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=label&order=asc(&|$)/);
  await expect(fiatsTable(page).locator('[role="row"][data-id]').first()).toHaveAttribute('data-id', 'AED');
  await fiatsTable(page)
    .getByRole('columnheader')
    .filter({ hasText: /^Label$/ })
    .click();
  await expect(page).toHaveURL(/[?&]sort=label&order=desc(&|$)/);
  await expect(fiatsTable(page).locator('[role="row"][data-id]').first()).toHaveAttribute('data-id', 'ZAR');

  await page.goto('/fiats/view?sort=label&order=asc&perPage=25');
  const row = fiatRow(page, 'NOK');
  await expect(row.getByRole('gridcell')).toHaveText([
    'Norwegian krone',
    'NOK',
    amountText('0.093'),
    'Active',
    /\d/,
    /Edit.*Deactivate/,
  ]);

  // Deactivate, confirmed first: the toast, the chip, and the same after a reload.
  await row.getByRole('button', { name: `Deactivate ${name}`, exact: true }).click();
  const deactivation = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(deactivation).toBeVisible();
  await deactivation.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(toast(page, 'Fiat deactivated')).toBeVisible();
  await expect(deactivation).toBeHidden();
  await expect(row.getByTestId('fiat-status')).toHaveText('Deactivated');
  await page.reload();
  await expect(row.getByTestId('fiat-status')).toHaveText('Deactivated');

  // Activate again from the keyboard: the button, then Tab from Cancel (focused when it opens) to the confirm button.
  await row.getByRole('button', { name: `Activate ${name}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  const activation = page.getByRole('dialog', { name: `Activate ${name}?` });
  await expect(activation).toContainText('1 NOK = 0.093 $BLCK');
  await expect(activation.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(activation.getByRole('button', { name: 'Activate', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Fiat active')).toBeVisible();
  await expect(activation).toBeHidden();
  await expect(row.getByTestId('fiat-status')).toHaveText('Active');
  await page.reload();
  await expect(row.getByTestId('fiat-status')).toHaveText('Active');

  // Edit its value to an exact decimal longer than a JavaScript number holds; the form previews it, the list shows it.
  await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  let editor = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editor.getByLabel('Currency name', { exact: true })).toHaveValue('Norwegian krone');
  await expect(editor.getByLabel('Label', { exact: true })).toHaveValue('NOK');
  const value = editor.getByLabel('Value in $BLCK', { exact: true });
  await expect(value).toHaveValue('0.093');
  await value.fill('1e3');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Write the value in plain digits, without an exponent.')).toBeVisible();
  await expect(value).toBeFocused();
  await value.fill('1234.567890123456789');
  await expect(value).toHaveAccessibleDescription('1 NOK = 1,234.567890123456789 $BLCK');
  // A change of more than 20 % is saved only once the box says the new value was checked.
  await expect(editor.getByTestId('value-change-percent')).toHaveText('+1,327,392.35 %');
  await editor.getByRole('checkbox', { name: /^I have checked the new value/ }).check();
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Fiat updated')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(row.getByTestId('fiat-value')).toHaveText(amountText('1,234.567890123456789'));
  await page.reload();
  await expect(row.getByTestId('fiat-value')).toHaveText(amountText('1,234.567890123456789'));
  const updatedAt = await row.getByRole('gridcell').nth(4).textContent();

  // A label another currency holds: the server's message in the form, and nothing changes.
  await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  editor = page.getByRole('dialog', { name: `Edit ${name}` });
  await editor.getByLabel('Currency name', { exact: true }).fill('Norwegian crown');
  await editor.getByLabel('Label', { exact: true }).fill('SEK');
  browserProblems.allowFailedRequest(409, /\/api\/auth\/v1\/fiat\/[0-9a-f-]{36}$/);
  const refused = page.waitForResponse(
    (response) => /\/api\/auth\/v1\/fiat\/[0-9a-f-]{36}$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await editor.getByRole('button', { name: 'Save changes' }).click();
  expect((await refused).status()).toBe(409);
  const message = /^The label SEK is already used by .+\. Choose another label\.$/;
  await expect(editor.getByRole('alert')).toHaveText(message);
  // The toast says it too, announced although the dialog is open (dialogs hide only their own container).
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(editor.getByLabel('Label', { exact: true })).toHaveValue('SEK');
  await editor.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(editor).toBeHidden();
  await page.reload();
  await expect(row.getByRole('gridcell')).toHaveText([
    'Norwegian krone',
    'NOK',
    amountText('1,234.567890123456789'),
    'Active',
    updatedAt ?? '',
    /Edit.*Deactivate/,
  ]);
  await expect(fiatRow(page, 'SEK').getByRole('gridcell').first()).toHaveText('Swedish krona');

  // Its own page shows the same, and "Back" returns to the list as it was.
  await row.getByRole('link', { name: 'Norwegian krone', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/fiats/view/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Currency details' });
  await expect(describedValue(details, 'Value')).toHaveText('1 NOK = 1,234.567890123456789 $BLCK');
  await expect(describedValue(details, 'Status')).toHaveText('Active');
  await page.getByRole('link', { name: 'Back to fiat currencies' }).click();
  await expect(page).toHaveURL(`${baseURL}/fiats/view?sort=label&order=asc&perPage=25`);
});

test('adds a token value entry, shown as the current value, and corrects it', async ({ page, context, baseURL }) => {
  const session = await adminSession();
  await context.addCookies(sessionCookies(session));
  const digits = runDigits();
  // The current value the new entry is compared with: less than 20 % below it, so no second confirmation is asked.
  // The token value names its reference currency: USD unless BLCK_VALUE_CURRENCY says otherwise.
  await addBlckValueThroughApi(session, `12000.${digits}`);
  const added = { value: `12345.${digits}`, grouped: `12,345.${digits}`, shown: `1 $BLCK = 12,345.${digits} USD` };
  const corrected = {
    value: `1234567.5${digits}`,
    grouped: `1,234,567.5${digits}`,
    shown: `1 $BLCK = 1,234,567.5${digits} USD`,
  };

  await page.goto('/blckvalue');
  await expect(page).toHaveURL(`${baseURL}/blckvalue/view`);
  await expect(page.getByRole('heading', { name: 'Token value', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Token value · /);
  const current = page.getByRole('region', { name: 'Current value' });
  await expect(current.getByTestId('current-blck-value')).toBeVisible();

  // Add a value: checked with the contract's schema first, previewed, then the current value.
  await page.getByRole('button', { name: 'Add value' }).click();
  const adding = page.getByRole('dialog', { name: 'Add token value' });
  const field = adding.getByLabel('Value of 1 $BLCK', { exact: true });
  await expect(field).toBeFocused();
  await field.fill('0');
  await adding.getByRole('button', { name: 'Add value' }).click();
  await expect(adding.getByText('The value must be more than 0.')).toBeVisible();
  await field.fill(added.value);
  await expect(field).toHaveAccessibleDescription(added.shown);
  await adding.getByRole('button', { name: 'Add value' }).click();
  await expect(toast(page, 'Token value added')).toBeVisible();
  await expect(adding).toBeHidden();
  await expect(current.getByTestId('current-blck-value')).toHaveText(added.shown);
  await expect(current.getByTestId('current-blck-value-since')).toContainText('first.admin@e2e.example');
  const newest = entryRows(page).first();
  await expect(newest.getByTestId('blck-value')).toHaveText(added.grouped);
  await expect(page.getByRole('columnheader', { name: 'Value of 1 $BLCK (USD)', exact: true })).toBeVisible();
  await expect(newest.getByTestId('current-chip')).toHaveText('Current');
  await expect(newest.getByRole('gridcell').nth(3)).toHaveText('—');
  await page.reload();
  await expect(current.getByTestId('current-blck-value')).toHaveText(added.shown);

  // Correct it: the dialog starts from its value; the current value and the entry follow, a reload keeps them.
  await newest.getByRole('button', { name: /^Edit the entry added / }).click();
  const editing = page.getByRole('dialog', { name: 'Edit token value' });
  await expect(editing.getByLabel('Value of 1 $BLCK', { exact: true })).toHaveValue(added.value);
  await editing.getByLabel('Value of 1 $BLCK', { exact: true }).fill(corrected.value);
  // About a hundredfold: saved only once the box says the new value was checked.
  await editing.getByRole('checkbox', { name: /^I have checked the new value/ }).check();
  await editing.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Token value updated')).toBeVisible();
  await expect(editing).toBeHidden();
  await expect(current.getByTestId('current-blck-value')).toHaveText(corrected.shown);
  await expect(newest.getByTestId('blck-value')).toHaveText(corrected.grouped);
  await expect(newest.getByRole('gridcell').nth(3)).toHaveText(/\d/);
  await page.reload();
  await expect(current.getByTestId('current-blck-value')).toHaveText(corrected.shown);
  await expect(current.getByTestId('current-blck-value-since')).toContainText('corrected');

  // The entry's own page says it is the current value.
  await newest.getByTestId('blck-value').click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/blckvalue/view/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Token value entry', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Token value details' });
  await expect(describedValue(details, 'Value')).toHaveText(corrected.shown);
  await expect(describedValue(details, 'Current value')).toHaveText('Yes, this is the newest entry');
  await expect(describedValue(details, 'Added by')).toHaveText('first.admin@e2e.example');
});
