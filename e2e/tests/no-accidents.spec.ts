// Nothing fires by accident (issue 14 item 4): a money confirmation opened with Enter is not completed by the next
// Enter (focus starts on Cancel) and nothing moves; a token value or fiat value change shows now → new and the change in
// %, and above 20 % needs the box ticked; an official wallet's activation is confirmed like its suspension; the
// once-only pairing link is not dismissed by Escape or a click beside it without asking; and after every dialog focus
// is back on the element that opened it (or, when that element was replaced, on the one in its place).
// Every walk prepares its own records through the API and puts shared ones (a fiat, an official wallet, the current
// token value) back as they were, whether it passes or fails.
import AxeBuilder from '@axe-core/playwright';
import type { Fiat, Investor, IssuerWalletWire } from '@blck/contract';
import type { Locator, Page } from '@playwright/test';
import {
  addBlckValueThroughApi,
  callApi,
  createActiveAdmin,
  depositThroughApi,
  finishKycThroughApi,
  firstAdminSessionOnce,
  getAdminThroughApi,
  intakeInvestor,
  intakeIssuer,
  randomWalletAddress,
  reviewInvestorThroughApi,
  sessionCookies,
  setOfficialWalletActiveThroughApi,
  type ApiSession,
} from '../support/api';
import { adminRow, describedValue, expectFocused, statusChips, toast } from '../support/console-ui';
import { readFirstAdmin } from '../support/first-admin';
import { expect, test } from '../support/fixtures';
import { newStamp } from '../support/stamps';

const AUTH = '/api/auth/v1';

/** One sign-in of the first admin for the walks of this file (each sign-in with an authenticator spends a step). */
const adminSession = firstAdminSessionOnce();

/** The balance of an issuer wallet as the server has it now. */
const walletBalance = async (session: ApiSession, wallet: string): Promise<string> => {
  const answer = await callApi('GET', `/api/v1/wallets/search/admin?search=${wallet}`, { session });
  const found = (answer.body.wallets as IssuerWalletWire[]).find(
    (each) => each.wallet_address.toLowerCase() === wallet,
  );
  if (!found) throw new Error(`No wallet ${wallet}: ${JSON.stringify(answer.body)}`);
  return found.amount;
};

/** How many deposits the history holds for a wallet. */
const depositCount = async (session: ApiSession, wallet: string): Promise<number> => {
  const answer = await callApi('POST', `${AUTH}/backoffice/histories/search`, { session, body: { search: wallet } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Number(answer.body.total);
};

const investorBalances = async (session: ApiSession, id: string): Promise<Investor['balances']> =>
  ((await callApi('GET', `${AUTH}/investors/${id}`, { session })).body.investor as Investor).balances;

const currentBlckValue = async (session: ApiSession): Promise<string | undefined> =>
  ((await callApi('GET', `${AUTH}/blck?page=0&perPage=1`, { session })).body.current as { value: string } | null)
    ?.value;

const fiatNamed = async (session: ApiSession, label: string): Promise<Fiat> => {
  const answer = await callApi('POST', `${AUTH}/fiat/all`, { session, body: { page: 0, perPage: 100 } });
  const fiat = (answer.body.fiats as Fiat[]).find((each) => each.label === label);
  if (!fiat) throw new Error(`No fiat ${label}: ${JSON.stringify(answer.body)}`);
  return fiat;
};

const putFiat = async (session: ApiSession, fiat: Fiat, value: string): Promise<void> => {
  const answer = await callApi('PUT', `${AUTH}/fiat/${fiat.id}`, {
    session,
    body: { title: fiat.title, value, label: fiat.label },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

const officialWalletActive = async (session: ApiSession, currency: string): Promise<boolean> => {
  const answer = await callApi('GET', '/api/v1/officials/wallets', { session });
  return JSON.stringify(answer.body).includes(`"${currency}"`);
};

const theDialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

test('Enter, Enter on a deposit and on a funds increase moves nothing: the second Enter is on Cancel', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const issuer = await finishKycThroughApi(
    session,
    await intakeIssuer({
      email: `enter.${stamp}@issuers.e2e.example`,
      issuerType: 'company',
      companyName: `Enter Twice ${stamp}`,
      firstName: 'Ed',
      lastName: 'Enter',
      paymentType: 'fiat',
      wallet: randomWalletAddress(),
    }),
  );
  const wallet = issuer.wallet!.toLowerCase();
  await depositThroughApi(session, wallet, '1000.25');
  await context.addCookies(sessionCookies(session));

  // The amount field has focus; Enter submits the form and opens the confirmation with focus on Cancel.
  await page.goto(`/wallets/update/balance?wallet=${wallet}`);
  const form = page.getByRole('form', { name: 'Deposit' });
  const amount = form.getByLabel('Amount', { exact: true });
  await expect(amount).toBeFocused();
  await page.keyboard.type('250.5');
  await page.keyboard.press('Enter');
  const confirmation = theDialog(page, 'Confirm deposit');
  await expect(describedValue(confirmation, 'Balance after')).toHaveText('1,250.75 $BLCK');
  await expect(confirmation.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  // The second Enter presses Cancel: the dialog closes, focus is back in the amount field, nothing was deposited.
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeHidden();
  await expect(amount).toBeFocused();
  // And again: Enter reopens the confirmation, Enter closes it.
  await page.keyboard.press('Enter');
  await expect(confirmation.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeHidden();
  await expect(amount).toBeFocused();
  expect(await walletBalance(session, wallet)).toBe('1000.25');
  expect(await depositCount(session, wallet)).toBe(1);

  // A deliberate act deposits: Enter to review, Tab from Cancel to Deposit, Enter.
  await page.keyboard.press('Enter');
  await expect(confirmation.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expectFocused(page, confirmation.getByRole('button', { name: 'Deposit', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Issuer funds successfully increased')).toBeVisible();
  await expect(page.getByTestId('new-balance')).toHaveText('1,250.75 $BLCK');
  // The receipt replaced the form (and its confirmation): it has focus, so the next Tab starts from it.
  await expect(page.getByRole('region', { name: 'The deposit was made.' })).toBeFocused();
  expect(await walletBalance(session, wallet)).toBe('1250.75');
  expect(await depositCount(session, wallet)).toBe(2);

  // The same on an investor's funds increase.
  const investor = await reviewInvestorThroughApi(
    session,
    await intakeInvestor({
      investorName: `Enter Twice ${stamp}`,
      investorId: `TAX-${stamp.toUpperCase()}`,
      investorAddress: 'Keizersgracht 1\n1015 CS Amsterdam',
      representedBy: '',
      interestRate: '4.5',
      rewardBonus: '0.75',
      contactEmail: `enter.${stamp}@investors.e2e.example`,
      investorType: 'individual',
      paymentType: 'fiat',
      paymentList: [{ amount: '1000', currency: 'USD' }],
    }),
  );
  const payment = investor.paymentList[0]!;
  await page.goto(`/investors/funds/increase/${investor.id}/${payment.id}`);
  const funds = page.getByRole('form', { name: 'Funds change' });
  const added = funds.getByLabel('Amount to add', { exact: true });
  await expect(added).toBeFocused();
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  const increase = theDialog(page, 'Confirm increase');
  await expect(describedValue(increase, 'Increase by')).toHaveText('250 $BLCK');
  await expect(increase.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(increase).toBeHidden();
  await expect(added).toBeFocused();
  expect(await investorBalances(session, investor.id)).toEqual({ available: '1000', locked: '0', withdrawn: '0' });

  // Confirmed deliberately, the increase leads to the investor's page, where focus starts at its main region.
  await page.keyboard.press('Enter');
  await expect(increase.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Investor funds successfully updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: investor.investorName, level: 1 })).toBeVisible();
  await expect(page.locator('#main-content')).toBeFocused();
  expect(await investorBalances(session, investor.id)).toEqual({ available: '1250', locked: '0', withdrawn: '0' });

  // Cancelled after a confirmation, then reactivated after its own confirmation (Enter alone lands on its Cancel):
  // focus stays on the status button as its label changes.
  const cancel = page.getByRole('button', { name: 'Cancel investor', exact: true });
  await cancel.click();
  await theDialog(page, `Cancel ${investor.investorName}?`)
    .getByRole('button', { name: 'Cancel investor', exact: true })
    .click();
  const reactivate = page.getByRole('button', { name: 'Reactivate investor', exact: true });
  await expect(reactivate).toBeFocused();
  await page.keyboard.press('Enter');
  const reactivation = theDialog(page, `Reactivate ${investor.investorName}?`);
  await expect(reactivation.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expectFocused(page, reactivation.getByRole('button', { name: 'Reactivate investor', exact: true }));
  await page.keyboard.press('Enter');
  await expect(reactivation).toBeHidden();
  await expect(cancel).toBeEnabled();
  await expect(cancel).toBeFocused();
});

test('a token value or fiat value change shows now → new and the %; above 20 % it needs the box ticked', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const czk = await fiatNamed(session, 'CZK');
  await context.addCookies(sessionCookies(session));
  const before = await currentBlckValue(session);
  try {
    await addBlckValueThroughApi(session, '1.21');

    // The typo, 12100 for 1.21: now → new, +999,900 %, and Enter alone does not add it.
    await page.goto('/blckvalue/view');
    await page.getByRole('button', { name: 'Add value' }).click();
    const adding = theDialog(page, 'Add token value');
    const field = adding.getByLabel('Value of 1 $BLCK', { exact: true });
    await expect(field).toBeFocused();
    await page.keyboard.type('12100');
    const change = adding.getByTestId('value-change');
    await expect(describedValue(change, 'Now')).toHaveText(/^1 \$BLCK = 1\.21\b/);
    await expect(describedValue(change, 'New')).toHaveText(/^1 \$BLCK = 12,100\b/);
    await expect(describedValue(change, 'Change')).toHaveText('+999,900 %');
    const box = adding.getByRole('checkbox', {
      name: 'I have checked the new value: it changes the value by +999,900 %',
    });
    await expect(box).not.toBeChecked();
    await page.keyboard.press('Enter');
    await expect(adding.getByText('Tick the box to confirm a change of more than 20 %.')).toBeVisible();
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(adding).toBeVisible();
    expect(await currentBlckValue(session)).toBe('1.21');
    // The dialog with its warning, box and message passes axe (no serious or critical violation).
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .include('#dialogs')
      .analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    // Another value asks again: the box was ticked for one value only.
    await box.check();
    await field.fill('121000');
    await expect(describedValue(change, 'Change')).toHaveText('+9,999,900 %');
    await expect(adding.getByRole('checkbox', { name: /^I have checked the new value/ })).not.toBeChecked();
    await field.fill('12100');
    await adding.getByRole('checkbox', { name: /^I have checked the new value/ }).check();
    await adding.getByRole('button', { name: 'Add value' }).click();
    await expect(toast(page, 'Token value added')).toBeVisible();
    await expect(adding).toBeHidden();
    expect(await currentBlckValue(session)).toBe('12100');
    // Focus is back on the button that opened the dialog.
    await expect(page.getByRole('button', { name: 'Add value' })).toBeFocused();

    // A small correction (+3.31 %) needs no box: Enter saves it, and focus is back on the row's Edit button.
    const newest = page.getByRole('grid', { name: 'Token values' }).locator('[role="row"][data-id]').first();
    const edit = newest.getByRole('button', { name: /^Edit the entry added / });
    await edit.click();
    const editing = theDialog(page, 'Edit token value');
    await editing.getByLabel('Value of 1 $BLCK', { exact: true }).fill('12500');
    await expect(describedValue(editing.getByTestId('value-change'), 'Change')).toHaveText('+3.31 %');
    await expect(editing.getByRole('checkbox')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Token value updated')).toBeVisible();
    await expect(editing).toBeHidden();
    expect(await currentBlckValue(session)).toBe('12500');
    await expect(edit).toBeFocused();

    // A fiat: a small change is saved with Enter, a change of more than 20 % only with the box ticked.
    await putFiat(session, czk, '2.5');
    await page.goto('/fiats/view?sort=label&order=asc&perPage=25');
    const row = page.getByRole('grid', { name: 'Fiat currencies' }).locator('[role="row"][data-id="CZK"]');
    const name = 'Czech koruna (CZK)';
    const editFiat = row.getByRole('button', { name: `Edit ${name}`, exact: true });
    await editFiat.click();
    let editor = theDialog(page, `Edit ${name}`);
    await editor.getByLabel('Value in $BLCK', { exact: true }).fill('2.6');
    let fiatChange = editor.getByTestId('value-change');
    await expect(describedValue(fiatChange, 'Now')).toHaveText('1 CZK = 2.5 $BLCK');
    await expect(describedValue(fiatChange, 'New')).toHaveText('1 CZK = 2.6 $BLCK');
    await expect(describedValue(fiatChange, 'Change')).toHaveText('+4 %');
    await expect(editor.getByRole('checkbox')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Fiat updated')).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(editFiat).toBeFocused();
    expect((await fiatNamed(session, 'CZK')).value).toBe('2.6');

    await editFiat.click();
    editor = theDialog(page, `Edit ${name}`);
    await editor.getByLabel('Value in $BLCK', { exact: true }).fill('0.26');
    fiatChange = editor.getByTestId('value-change');
    await expect(describedValue(fiatChange, 'Change')).toHaveText('-90 %');
    await page.keyboard.press('Enter');
    await expect(editor.getByText('Tick the box to confirm a change of more than 20 %.')).toBeVisible();
    expect((await fiatNamed(session, 'CZK')).value).toBe('2.6');
    await editor
      .getByRole('checkbox', { name: 'I have checked the new value: it changes the value by -90 %' })
      .press('Space');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor).toBeHidden();
    expect((await fiatNamed(session, 'CZK')).value).toBe('0.26');
    await expect(editFiat).toBeFocused();

    // Deactivated and activated from the keyboard: focus stays on the row's status button as its label changes.
    await page.keyboard.press('Tab');
    const deactivate = row.getByRole('button', { name: `Deactivate ${name}`, exact: true });
    await expect(deactivate).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(theDialog(page, `Deactivate ${name}?`).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Fiat deactivated')).toBeVisible();
    const activate = row.getByRole('button', { name: `Activate ${name}`, exact: true });
    await expect(activate).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(theDialog(page, `Activate ${name}?`).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Fiat active')).toBeVisible();
    await expect(deactivate).toBeFocused();
  } finally {
    await putFiat(session, czk, czk.value);
    await callApi('PUT', `${AUTH}/fiat`, { session, body: { id: czk.id, isActive: true } });
    if (before !== undefined) await addBlckValueThroughApi(session, before);
  }
});

test("an official wallet's activation is confirmed like its suspension, and focus stays on the row's button", async ({
  page,
  context,
}) => {
  const session = await adminSession();
  await context.addCookies(sessionCookies(session));
  try {
    await setOfficialWalletActiveThroughApi(session, 'CAD', false);
    await page.goto('/official/wallets/view');
    const cad = page.getByRole('grid', { name: 'Official wallets' }).locator('[role="row"][data-id="CAD"]');
    await expect(cad.getByRole('gridcell').nth(1)).toHaveText('Suspended');

    // Activate asks first; Enter on Cancel (focused) changes nothing and gives focus back to the row's button.
    const activate = cad.getByRole('button', { name: 'Activate CAD', exact: true });
    await activate.focus();
    await page.keyboard.press('Enter');
    const activation = theDialog(page, 'Activate the CAD official wallet?');
    await expect(activation).toContainText('Balance changes in CAD are allowed again');
    await expect(activation.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(activation).toBeHidden();
    await expect(activate).toBeFocused();
    expect(await officialWalletActive(session, 'CAD')).toBe(false);

    // Confirmed: activated, and focus is on the same row's button, now "Suspend CAD".
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(activation.getByRole('button', { name: 'Activate', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Account activated')).toBeVisible();
    await expect(activation).toBeHidden();
    await expect(cad.getByRole('gridcell').nth(1)).toHaveText('Active');
    expect(await officialWalletActive(session, 'CAD')).toBe(true);
    await expect(cad.getByRole('button', { name: 'Suspend CAD', exact: true })).toBeFocused();

    // Suspending from there, by keyboard, lands focus on "Activate CAD" again.
    await page.keyboard.press('Enter');
    const suspension = theDialog(page, 'Suspend the CAD official wallet?');
    await expect(suspension.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Account suspended')).toBeVisible();
    await expect(cad.getByRole('gridcell').nth(1)).toHaveText('Suspended');
    await expect(activate).toBeFocused();
  } finally {
    await setOfficialWalletActiveThroughApi(session, 'CAD', true);
  }
});

test('the pairing link is not closed by Escape or a click beside it without asking; focus returns to its button', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  await context.addCookies(sessionCookies(session));
  await page.goto('/validators/view');
  const generate = page.getByRole('button', { name: 'Generate authenticator link' });
  await generate.click();
  const dialog = theDialog(page, 'Generate authenticator link');
  await dialog.getByLabel('Password', { exact: true }).fill(readFirstAdmin().password);
  const generated = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/auth/v1/backoffice/custom/validator'),
  );
  await page.keyboard.press('Enter');
  const { customValidator } = (await (await generated).json()) as { customValidator: { id: string } };
  try {
    const linkDialog = theDialog(page, 'Authenticator link');
    const link = linkDialog.getByTestId('pairing-link');
    await expect(link).toHaveText(/\/validators\/pair\/[0-9a-f]{64}$/);
    const shownLink = await link.textContent();

    // Escape asks first; Escape again (or Cancel) keeps the link on screen.
    await page.keyboard.press('Escape');
    const leaving = theDialog(page, 'Close the authenticator link?');
    await expect(leaving).toContainText('You will not see this link again.');
    await expect(leaving.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(leaving).toBeHidden();
    await expect(link).toHaveText(shownLink!);

    // A click beside the dialog asks too; Enter on Cancel keeps it.
    await page.mouse.click(5, 5);
    await expect(leaving).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(leaving).toBeHidden();
    await expect(link).toHaveText(shownLink!);

    // Escape, then "Close without the link": both close, and focus is back on "Generate authenticator link".
    await page.keyboard.press('Escape');
    await leaving.getByRole('button', { name: 'Close without the link', exact: true }).click();
    await expect(leaving).toBeHidden();
    await expect(linkDialog).toBeHidden();
    await expect(generate).toBeFocused();
  } finally {
    await callApi('DELETE', `${AUTH}/backoffice/custom/validator/remove/${customValidator.id}`, { session });
  }
});

test('focus returns to the row menu that opened a dialog, whether it was cancelled or confirmed', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const email = `focus.${newStamp()}@e2e.example`;
  const fay = await createActiveAdmin({ email, firstName: 'Fay', lastName: 'Focus' }, ['admins.view'], session);
  await context.addCookies(sessionCookies(session));
  await page.goto('/admins/view?sort=createdAt&order=desc');
  const row = adminRow(page, email);
  const menuButton = row.getByRole('button', { name: `Actions for ${email}`, exact: true });
  await expect(menuButton).toBeVisible();

  // The menu item that opened the dialog is gone when it closes: focus goes to the row's menu button.
  await menuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Deactivate', exact: true }).click();
  const deactivation = theDialog(page, 'Deactivate Fay Focus?');
  await expect(deactivation.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deactivation).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect((await getAdminThroughApi(session, fay.id)).isActive).toBe(true);

  await menuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Deactivate', exact: true }).click();
  await deactivation.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(toast(page, 'Admin is now not active')).toBeVisible();
  await expect(statusChips(row)).toHaveText(['Deactivated', '2FA off']);
  expect((await getAdminThroughApi(session, fay.id)).isActive).toBe(false);
  await expect(menuButton).toBeFocused();
});
