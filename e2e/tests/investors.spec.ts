// Investor and locked-funds walks in the console (SPEC §2, §3, §4, §8; issues 5 and 14): reviewing a pending investor
// handed over by the intake call; increasing and decreasing one payment; locking it for an issuer wallet until tomorrow,
// the withdrawal not offered before that day (disabled with the day written beside it, and the withdraw page opened by
// its address saying so before any form), the date moved to today in /lockedfunds/view and the funds withdrawn to the
// wallet; the investor report downloaded as CSV.
// Time is never moved: the lock is made until tomorrow (UTC) and its date is moved to today through the console, as an
// administrator would. Investors enter through the intake call and are prepared (review, locks) through the API; what
// a walk is about happens in the console. Every walk makes its own investors, named with a stamp of its own.
import type { Investor, InvestorIntakeBody, Issuer, LockedFunds } from '@blck/contract';
import type { Locator, Page } from '@playwright/test';
import {
  depositThroughApi,
  finishKycThroughApi,
  intakeInvestor,
  intakeIssuer,
  lockFundsThroughApi,
  randomWalletAddress,
  reviewInvestorThroughApi,
  sessionCookies,
  type ApiSession,
  firstAdminSessionOnce,
} from '../support/api';
import { amountText, describedValue, shortHex, toast, typeDate } from '../support/console-ui';
import { downloadCsv } from '../support/csv';
import { expect, test } from '../support/fixtures';
import { newStamp, utcDay } from '../support/stamps';

/** One sign-in of the first admin for the walks of this file (each sign-in with an authenticator spends a step). */
const adminSession = firstAdminSessionOnce();

/** A person investor as the public platform hands it over (pending review), named after `stamp`. */
const investorIntake = (
  stamp: string,
  person: { first: string; last: string },
  payments: InvestorIntakeBody['paymentList'],
  more: Partial<InvestorIntakeBody> = {},
): InvestorIntakeBody => ({
  investorName: `${person.first} ${person.last} ${stamp}`,
  investorId: `TAX-${stamp.toUpperCase()}`,
  investorAddress: `${person.last}straat 12\n1015 CS Amsterdam`,
  representedBy: '',
  interestRate: '4.5',
  rewardBonus: '0.75',
  contactEmail: `${person.first}.${stamp}@investors.e2e.example`.toLowerCase(),
  investorType: 'individual',
  paymentType: 'fiat',
  paymentList: payments,
  ...more,
});

/** An investor that was handed over and approved as it registered: active, its payments credited. */
const reviewedInvestor = async (session: ApiSession, ...intake: Parameters<typeof investorIntake>): Promise<Investor> =>
  reviewInvestorThroughApi(session, await intakeInvestor(investorIntake(...intake)));

/** A company issuer whose KYC is done, so funds can be locked for its wallet. */
const checkedIssuer = async (session: ApiSession, stamp: string, company: string): Promise<Issuer> =>
  finishKycThroughApi(
    session,
    await intakeIssuer({
      email: `treasury.${stamp}@issuers.e2e.example`,
      issuerType: 'company',
      companyName: `${company} ${stamp}`,
      firstName: 'Tess',
      lastName: 'Treasury',
      paymentType: 'fiat',
      wallet: randomWalletAddress(),
    }),
  );

const investorRow = (page: Page, id: string): Locator =>
  page.getByRole('grid', { name: 'Investors' }).locator(`[role="row"][data-id="${id}"]`);
const paymentRow = (page: Page, id: string): Locator =>
  page.getByRole('table', { name: 'Payments' }).locator(`tr[data-payment-id="${id}"]`);
const lockRows = (page: Page): Locator =>
  page.getByRole('grid', { name: 'Locked funds' }).locator('[role="row"][data-id]');
const walletRow = (page: Page, wallet: string): Locator =>
  page.getByRole('grid', { name: 'Issuer wallets' }).locator(`[role="row"][data-id="${wallet}"]`);

/** The funds action `name` ("Increase funds", "Lock", …) on one payment row of the investor details. */
const fundsAction = (page: Page, paymentId: string, name: string): Locator =>
  paymentRow(page, paymentId).getByRole('group', { name: 'Funds actions' }).getByRole('link', { name, exact: true });

/** The three balances of the investor details page. */
const expectBalances = async (
  page: Page,
  balances: { available: string; locked: string; withdrawn: string },
): Promise<void> => {
  const card = page.getByRole('region', { name: 'Balances' });
  await expect(card.getByTestId('investor-balance-available')).toHaveText(balances.available);
  await expect(card.getByTestId('investor-balance-locked')).toHaveText(balances.locked);
  await expect(card.getByTestId('investor-balance-withdrawn')).toHaveText(balances.withdrawn);
};

/** One payment row of the investor details: its amount and its state chip. */
const expectPayment = async (page: Page, paymentId: string, amount: string, status: string): Promise<void> => {
  const row = paymentRow(page, paymentId);
  await expect(row.getByRole('cell').first().locator('[data-amount]')).toHaveText(amount);
  await expect(row.getByTestId('payment-status')).toHaveText(status);
};

/** The "Balances before and after" table inside `scope`: exactly these rows, as [balance, before, after]. */
const expectBalanceChange = async (scope: Locator, rows: ReadonlyArray<readonly [string, string, string]>) => {
  const table = scope.getByRole('table', { name: 'Balances before and after' });
  await expect(table.locator('tbody tr')).toHaveCount(rows.length);
  for (const [label, before, after] of rows) {
    const row = table
      .getByRole('row')
      .filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) });
    await expect(row.getByTestId('balance-before')).toHaveText(before);
    await expect(row.getByTestId('balance-after')).toHaveText(after);
  }
};

test('reviews a pending investor from the list: its fields and payments checked, then active with its balances', async ({
  page,
  context,
  baseURL,
}) => {
  const stamp = newStamp();
  const registered = await intakeInvestor(
    investorIntake(stamp, { first: 'Ingrid', last: 'Holm' }, [
      { amount: '1250.5', currency: 'USD' },
      { amount: '300', currency: 'EUR' },
    ]),
  );
  const name = registered.investorName;
  const [usd, eur] = registered.paymentList;
  await context.addCookies(sessionCookies(await adminSession()));

  // The list finds the new investor, pending review and with no balance yet.
  await page.goto('/investors/view');
  await expect(page.getByRole('heading', { name: 'Investors', level: 1 })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${stamp}(&|$)`));
  await expect(page.getByRole('grid', { name: 'Investors' }).locator('[role="row"][data-id]')).toHaveCount(1);
  const row = investorRow(page, registered.id);
  await expect(row.getByRole('gridcell')).toHaveText([
    name,
    registered.contactEmail,
    'Pending review',
    amountText('0'),
    amountText('0'),
    /\d/,
    'Review',
  ]);

  // Its review shows everything it registered with.
  await row.getByRole('link', { name: `Review ${name}`, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/investors/review/${registered.id}`);
  await expect(page.getByRole('heading', { name: 'Investor review', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Investor review' });
  await expect(form.getByLabel('Investor name', { exact: true })).toHaveValue(name);
  await expect(form.getByLabel('Investor number', { exact: true })).toHaveValue(registered.investorId);
  await expect(form.getByLabel('Contact email', { exact: true })).toHaveValue(registered.contactEmail);
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('Holmstraat 12\n1015 CS Amsterdam');
  await expect(form.getByLabel('Represented by', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Interest rate', { exact: true })).toHaveValue('4.5');
  await expect(form.getByLabel('Reward bonus', { exact: true })).toHaveValue('0.75');
  await expect(form.getByRole('combobox', { name: 'Investor type' })).toHaveText('Individual');
  const first = form.getByRole('group', { name: 'Payment 1', exact: true });
  const second = form.getByRole('group', { name: 'Payment 2', exact: true });
  await expect(first).toHaveAttribute('data-payment-id', usd!.id);
  await expect(first.getByLabel('Amount', { exact: true })).toHaveValue('1250.5');
  await expect(first.getByLabel('Paid in', { exact: true })).toHaveValue('USD');
  await expect(first.getByRole('combobox', { name: 'Payment type' })).toHaveText('Fiat');
  await expect(second).toHaveAttribute('data-payment-id', eur!.id);
  await expect(second.getByLabel('Amount', { exact: true })).toHaveValue('300');
  await expect(second.getByLabel('Paid in', { exact: true })).toHaveValue('EUR');

  // The reviewer records who represents the investor and the EUR payment as it arrived, a little short.
  await form.getByLabel('Represented by', { exact: true }).fill('Jonas Holm');
  await second.getByLabel('Amount', { exact: true }).fill('299.99');
  await form.getByRole('button', { name: 'Approve investor' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm review' });
  await expect(confirmation).toBeVisible();
  await expect(describedValue(confirmation, 'Investor')).toHaveText(name);
  await expect(describedValue(confirmation, 'Contact email')).toHaveText(registered.contactEmail);
  await expect(describedValue(confirmation, 'Payments')).toHaveText('2');
  await expect(confirmation.getByTestId('review-total')).toHaveText('1,550.49 $BLCK');
  await confirmation.getByRole('button', { name: 'Approve', exact: true }).click();

  // Reviewed: its details show it active, with the corrected fields and the credited payments.
  await expect(toast(page, 'Investor successfully reviewed')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/investors/details/${registered.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Investor details' });
  await expect(describedValue(details, 'Status')).toHaveText('Active');
  await expect(describedValue(details, 'Represented by')).toHaveText('Jonas Holm');
  await expect(describedValue(details, 'Reviewed')).toHaveText(new RegExp(`\\b${new Date().getUTCFullYear()}\\b`));
  await expectBalances(page, { available: '1,550.49 $BLCK', locked: '0 $BLCK', withdrawn: '0 $BLCK' });
  await expectPayment(page, usd!.id, '1,250.5 $BLCK', 'Available');
  await expectPayment(page, eur!.id, '299.99 $BLCK', 'Available');
  await expect(page.getByRole('link', { name: 'Review investor' })).toHaveCount(0);

  // The list shows it active with its balance, after a reload too.
  await page.goto(`/investors/view?search=${stamp}`);
  await expect(row.getByTestId('investor-status')).toHaveText('Active');
  await expect(row.getByTestId('balance-available')).toHaveText(amountText('1,550.49'));
  await expect(row.getByRole('link', { name: `Details of ${name}`, exact: true })).toBeVisible();
  await page.reload();
  await expect(row.getByTestId('balance-available')).toHaveText(amountText('1,550.49'));
});

test('increases and then decreases one payment, each confirmed with the balances before and after', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const investor = await reviewedInvestor(session, stamp, { first: 'Felix', last: 'Brandt' }, [
    { amount: '1000', currency: 'USD' },
    { amount: '500', currency: 'EUR' },
  ]);
  const name = investor.investorName;
  const [usd, eur] = investor.paymentList;
  await context.addCookies(sessionCookies(session));

  await page.goto(`/investors/details/${investor.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectBalances(page, { available: '1,500 $BLCK', locked: '0 $BLCK', withdrawn: '0 $BLCK' });
  await expectPayment(page, usd!.id, '1,000 $BLCK', 'Available');

  // Increase the USD payment: the page shows the payment, then the balances as they will be.
  await fundsAction(page, usd!.id, 'Increase funds').click();
  await expect(page).toHaveURL(`${baseURL}/investors/funds/increase/${investor.id}/${usd!.id}`);
  await expect(page.getByRole('heading', { name: 'Increase funds', level: 1 })).toBeVisible();
  const chosen = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(chosen.getByTestId('payment-amount')).toHaveText('1,000 $BLCK');
  await expect(describedValue(chosen, 'Paid in')).toHaveText('USD');
  await expect(describedValue(chosen, 'Status')).toHaveText('Available');
  let form = page.getByRole('form', { name: 'Funds change' });
  await form.getByLabel('Amount to add', { exact: true }).fill('250.25');
  await expectBalanceChange(form, [
    ['Payment', '1,000 $BLCK', '1,250.25 $BLCK'],
    ['Available balance', '1,500 $BLCK', '1,750.25 $BLCK'],
  ]);
  await form.getByRole('button', { name: 'Review increase' }).click();
  let confirmation = page.getByRole('dialog', { name: 'Confirm increase' });
  await expect(confirmation).toBeVisible();
  await expect(describedValue(confirmation, 'Investor')).toHaveText(name);
  await expect(describedValue(confirmation, 'Payment')).toHaveText('1,000 $BLCK · paid in USD');
  await expect(describedValue(confirmation, 'Increase by')).toHaveText('250.25 $BLCK');
  await expectBalanceChange(confirmation, [
    ['Payment', '1,000 $BLCK', '1,250.25 $BLCK'],
    ['Available balance', '1,500 $BLCK', '1,750.25 $BLCK'],
  ]);
  await confirmation.getByRole('button', { name: 'Increase funds', exact: true }).click();

  await expect(toast(page, 'Investor funds successfully updated')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/investors/details/${investor.id}`);
  await expectBalances(page, { available: '1,750.25 $BLCK', locked: '0 $BLCK', withdrawn: '0 $BLCK' });
  await expectPayment(page, usd!.id, '1,250.25 $BLCK', 'Available');
  await expectPayment(page, eur!.id, '500 $BLCK', 'Available');
  // The decrease answers with the same toast text: let this one go first, so the next one is the decrease's.
  await expect(toast(page, 'Investor funds successfully updated')).toHaveCount(0);

  // Decrease the same payment: more than it holds is refused on the page, before anything is sent.
  await fundsAction(page, usd!.id, 'Decrease funds').click();
  await expect(page).toHaveURL(`${baseURL}/investors/funds/decrease/${investor.id}/${usd!.id}`);
  await expect(page.getByRole('heading', { name: 'Decrease funds', level: 1 })).toBeVisible();
  await expect(chosen.getByTestId('payment-amount')).toHaveText('1,250.25 $BLCK');
  form = page.getByRole('form', { name: 'Funds change' });
  const amount = form.getByLabel('Amount to remove', { exact: true });
  await amount.fill('1250.26');
  await form.getByRole('button', { name: 'Review decrease' }).click();
  await expect(
    form.getByText('This payment can be decreased by at most 1,250.25 $BLCK.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await amount.fill('750.125');
  await expectBalanceChange(form, [
    ['Payment', '1,250.25 $BLCK', '500.125 $BLCK'],
    ['Available balance', '1,750.25 $BLCK', '1,000.125 $BLCK'],
  ]);
  await form.getByRole('button', { name: 'Review decrease' }).click();
  confirmation = page.getByRole('dialog', { name: 'Confirm decrease' });
  await expect(confirmation).toBeVisible();
  await expect(describedValue(confirmation, 'Payment')).toHaveText('1,250.25 $BLCK · paid in USD');
  await expect(describedValue(confirmation, 'Decrease by')).toHaveText('750.125 $BLCK');
  await expectBalanceChange(confirmation, [
    ['Payment', '1,250.25 $BLCK', '500.125 $BLCK'],
    ['Available balance', '1,750.25 $BLCK', '1,000.125 $BLCK'],
  ]);
  await confirmation.getByRole('button', { name: 'Decrease funds', exact: true }).click();

  await expect(toast(page, 'Investor funds successfully updated')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/investors/details/${investor.id}`);
  await expectBalances(page, { available: '1,000.125 $BLCK', locked: '0 $BLCK', withdrawn: '0 $BLCK' });
  await expectPayment(page, usd!.id, '500.125 $BLCK', 'Available');
  await expectPayment(page, eur!.id, '500 $BLCK', 'Available');
  await page.reload();
  await expectBalances(page, { available: '1,000.125 $BLCK', locked: '0 $BLCK', withdrawn: '0 $BLCK' });
});

test('locks a payment until tomorrow, is not offered the withdrawal before that day (the reason shown), moves the date to today in the locked funds and withdraws it to the wallet', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const investor = await reviewedInvestor(session, stamp, { first: 'Lena', last: 'Vogel' }, [
    { amount: '1250.5', currency: 'USD' },
    { amount: '400', currency: 'EUR' },
  ]);
  const name = investor.investorName;
  const [usd, eur] = investor.paymentList;
  const issuer = await checkedIssuer(session, stamp, 'Vogel Treasury');
  const wallet = issuer.wallet!;
  await depositThroughApi(session, wallet, '100');
  const today = utcDay();
  const tomorrow = utcDay(1);
  await context.addCookies(sessionCookies(session));

  await page.goto(`/investors/details/${investor.id}`);
  await expectBalances(page, { available: '1,650.5 $BLCK', locked: '0 $BLCK', withdrawn: '0 $BLCK' });
  // Nothing is locked yet, so nothing can be withdrawn.
  await expect(
    paymentRow(page, usd!.id).getByLabel('Withdraw: Only a locked payment can be withdrawn.', { exact: true }),
  ).toBeVisible();

  // Lock the USD payment for the issuer's wallet until tomorrow.
  await fundsAction(page, usd!.id, 'Lock').click();
  await expect(page).toHaveURL(`${baseURL}/investors/funds/lock/${investor.id}/${usd!.id}`);
  await expect(page.getByRole('heading', { name: 'Lock funds', level: 1 })).toBeVisible();
  const lockForm = page.getByRole('form', { name: 'Lock' });
  // The destination is picked by its issuer, searched on the server by name.
  await lockForm.getByRole('combobox', { name: 'Issuer' }).fill(`Vogel Treasury ${stamp}`);
  await page.getByRole('option', { name: new RegExp(`^Vogel Treasury ${stamp}`) }).click();
  await expect(lockForm.getByText(`Wallet ${wallet}`)).toBeVisible();
  await typeDate(page, lockForm, 'Available from', tomorrow);
  const toLock = lockForm.getByRole('group', { name: 'Payments to lock' });
  await expect(toLock.getByRole('checkbox', { name: '1,250.5 $BLCK · paid in USD', exact: true })).toBeChecked();
  await expect(toLock.getByRole('checkbox', { name: '400 $BLCK · paid in EUR', exact: true })).not.toBeChecked();
  await expect(lockForm.getByTestId('lock-total')).toHaveText('1,250.5 $BLCK');
  await lockForm.getByRole('button', { name: 'Review lock' }).click();
  let confirmation = page.getByRole('dialog', { name: 'Confirm lock' });
  await expect(confirmation).toBeVisible();
  await expect(describedValue(confirmation, 'Investor')).toHaveText(name);
  await expect(describedValue(confirmation, 'Wallet')).toHaveText(wallet);
  await expect(describedValue(confirmation, 'Owner')).toHaveText(`Vogel Treasury ${stamp} (${issuer.email})`);
  await expect(describedValue(confirmation, 'Available from')).toHaveText(tomorrow);
  await expect(describedValue(confirmation, 'Payments')).toHaveText('1');
  await expect(describedValue(confirmation, 'Amount to lock')).toHaveText('1,250.5 $BLCK');
  await expectBalanceChange(confirmation, [
    ['Available balance', '1,650.5 $BLCK', '400 $BLCK'],
    ['Locked balance', '0 $BLCK', '1,250.5 $BLCK'],
  ]);
  const locked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/auth/v1/lockedfunds/investors'),
  );
  await confirmation.getByRole('button', { name: 'Lock funds', exact: true }).click();
  const lock = ((await (await locked).json()) as { lockedFunds: LockedFunds }).lockedFunds;

  await expect(toast(page, 'Locked 1,250.5 $BLCK')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/investors/details/${investor.id}`);
  await expectBalances(page, { available: '400 $BLCK', locked: '1,250.5 $BLCK', withdrawn: '0 $BLCK' });
  await expectPayment(page, usd!.id, '1,250.5 $BLCK', 'Locked');
  await expectPayment(page, eur!.id, '400 $BLCK', 'Available');
  const lockCell = paymentRow(page, usd!.id).getByRole('cell').nth(3);
  await expect(lockCell).toContainText(wallet);
  await expect(lockCell.locator('time')).toHaveAttribute('datetime', `${tomorrow}T00:00:00.000Z`);
  await expect(lockCell.getByTestId('availability')).toHaveText(/^in \d+ (hours?|minutes?)$/);

  // The withdrawal before that day is not offered: disabled, with the day written in the row, not only in a tooltip.
  const lockedUntil = `These funds are locked until ${tomorrow}: they can be withdrawn from that day (UTC), or earlier once the lock's availability is changed in Locked funds.`;
  const usdActions = paymentRow(page, usd!.id);
  await expect(usdActions.getByRole('link', { name: 'Withdraw', exact: true })).toHaveCount(0);
  await expect(usdActions.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(usdActions.getByLabel(`Withdraw: ${lockedUntil}`, { exact: true })).toBeVisible();
  await expect(usdActions.getByTestId('disabled-reason')).toContainText([`Withdraw: ${lockedUntil}`]);
  // The withdraw page reached by its address says the same before any form is filled.
  await page.goto(`/investors/funds/withdraw/${investor.id}/${usd!.id}`);
  await expect(page.getByRole('heading', { name: 'Withdraw funds', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment', exact: true }).getByTestId('payment-amount')).toHaveText(
    '1,250.5 $BLCK',
  );
  await expect(page.getByText(lockedUntil, { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Withdrawal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review withdrawal' })).toHaveCount(0);

  // The locked funds list: /lockedfunds leads there; the lock is found by the investor, not yet withdrawable.
  await page.goto('/lockedfunds');
  await expect(page).toHaveURL(`${baseURL}/lockedfunds/view`);
  await expect(page.getByRole('heading', { name: 'Locked funds', level: 1 })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(lockRows(page)).toHaveCount(1);
  const row = lockRows(page).first();
  await expect(row).toHaveAttribute('data-id', lock.id);
  await expect(row.getByRole('gridcell')).toHaveText([
    name,
    shortHex(wallet),
    amountText('1,250.5'),
    new RegExp(`^${tomorrow}in \\d+ (hours?|minutes?)$`),
    'Locked',
    /^Change availability/,
  ]);
  // Withdraw is there, disabled, with why written under it.
  await expect(row.getByRole('link', { name: `Withdraw the lock of ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Withdraw the lock of ${name}`, exact: true })).toBeDisabled();
  await expect(row.getByTestId('disabled-reason')).toHaveText(`Withdraw: Locked until ${tomorrow} (UTC).`);

  // Its date moves to today.
  await row.getByRole('button', { name: `Change availability of the lock of ${name}`, exact: true }).click();
  const change = page.getByRole('dialog', { name: 'Change availability' });
  await expect(change).toBeVisible();
  await expect(change).toContainText(`The funds of ${name} locked for ${wallet} are available from`);
  await expect(change.getByRole('group', { name: 'Available from', exact: true }).getByRole('spinbutton')).toHaveText(
    tomorrow.split('-'),
  );
  await typeDate(page, change, 'Available from', today);
  await expect(change.getByText('This day has begun (UTC): the funds can be withdrawn at once.')).toBeVisible();
  await change.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Successfully updated locked funds availability')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(row.locator('time')).toHaveAttribute('datetime', `${today}T00:00:00.000Z`);
  await expect(row.getByTestId('availability')).toHaveText('available now');
  await expect(row.getByTestId('disabled-reason')).toHaveCount(0);

  // Withdrawn from the list: the whole lock goes to the issuer's wallet.
  await row.getByRole('link', { name: `Withdraw the lock of ${name}`, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/investors/funds/withdraw/${investor.id}/${usd!.id}`);
  const withdrawal = page.getByRole('form', { name: 'Withdrawal' });
  await expect(withdrawal.getByTestId('withdraw-wallet')).toHaveText(wallet);
  await expect(withdrawal.getByTestId('availability')).toHaveText('(available now)');
  await expect(withdrawal.getByText(/locked until/)).toHaveCount(0);
  await withdrawal.getByRole('button', { name: 'Review withdrawal' }).click();
  confirmation = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(describedValue(confirmation, 'Amount to withdraw')).toHaveText('1,250.5 $BLCK');
  await expectBalanceChange(confirmation, [
    ['Locked balance', '1,250.5 $BLCK', '0 $BLCK'],
    ['Withdrawn balance', '0 $BLCK', '1,250.5 $BLCK'],
  ]);
  await confirmation.getByRole('button', { name: 'Withdraw funds', exact: true }).click();

  await expect(toast(page, 'Withdrawn 1,250.5 $BLCK')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/investors/details/${investor.id}`);
  await expectBalances(page, { available: '400 $BLCK', locked: '0 $BLCK', withdrawn: '1,250.5 $BLCK' });
  await expect(paymentRow(page, usd!.id).getByTestId('payment-status')).toHaveText('Withdrawn');
  await expect(paymentRow(page, usd!.id).getByRole('cell').nth(3)).toContainText('Withdrawn');
  await expectPayment(page, eur!.id, '400 $BLCK', 'Available');

  // The lock is withdrawn, and the issuer's wallet holds the funds on top of its earlier deposit.
  await page.goto(`/lockedfunds/view?search=${encodeURIComponent(name)}`);
  await expect(row.getByTestId('lock-status')).toHaveText('Withdrawn');
  await expect(row.getByRole('button', { name: `Change availability of the lock of ${name}` })).toHaveCount(0);
  await page.goto(`/wallets/view?search=${wallet}`);
  await expect(walletRow(page, wallet).getByRole('gridcell').nth(3)).toHaveText(amountText('1,350.5'));
});

const REPORT_HEADER = [
  'id',
  'investorName',
  'investorId',
  'investorType',
  'paymentType',
  'status',
  'contactEmail',
  'investorAddress',
  'representedBy',
  'interestRate',
  'rewardBonus',
  'createdAt',
  'reviewedAt',
  'paymentId',
  'paymentStatus',
  'paymentCurrency',
  'paymentMethod',
  'paymentAmount',
  'lockId',
  'lockWalletAddress',
  'lockAvailableFrom',
  'lockStatus',
  'lockedAmount',
];

test('downloads the investor report with a row per payment of each investor, their states, amounts and locks', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  // A pending company whose address needs quoting and whose representative would start a spreadsheet formula.
  const pending = await intakeInvestor(
    investorIntake(
      stamp,
      { first: 'Nora', last: 'Quist' },
      [
        { amount: '999.99', currency: 'USD' },
        { amount: '0.5', currency: 'EUR' },
      ],
      {
        investorType: 'company',
        investorAddress: 'Harbour Road 5, Unit "B"\nRotterdam',
        representedBy: '=Quist Holding',
        paymentType: 'crypto',
      },
    ),
  );
  // An active investor, one payment of which is locked for an issuer's wallet until tomorrow.
  const active = await reviewedInvestor(session, stamp, { first: 'Pieter', last: 'Quist' }, [
    { amount: '2000', currency: 'USD' },
    { amount: '150', currency: 'EUR' },
  ]);
  const issuer = await checkedIssuer(session, stamp, 'Quist Custody');
  const lock = await lockFundsThroughApi(session, {
    walletAddress: issuer.wallet!,
    availableFrom: `${utcDay(1)}T00:00:00Z`,
    investorId: active.id,
    paymentIds: [active.paymentList[0]!.id],
  });
  // A pending investor with no payments.
  const empty = await intakeInvestor(investorIntake(stamp, { first: 'Rosa', last: 'Quist' }, []));
  await context.addCookies(sessionCookies(session));

  await page.goto(`/investors/view?search=${stamp}`);
  await expect(page.getByRole('heading', { name: 'Investors', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Investors' }).locator('[role="row"][data-id]')).toHaveCount(3);
  await expect(investorRow(page, active.id).getByTestId('balance-locked')).toHaveText(amountText('2,000'));
  await expect(investorRow(page, active.id).getByTestId('balance-available')).toHaveText(amountText('150'));

  const csv = await downloadCsv(page, page.getByRole('button', { name: 'Download report' }));
  expect(csv.filename).toMatch(/^investors-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.rows[0]).toEqual(REPORT_HEADER);
  const ours = csv.rows.slice(1).filter((cells) => cells[1]?.endsWith(` ${stamp}`));

  // The investor columns: what the walk registered, the state it is in, and the moments the server gave.
  const investorCells = (
    investor: Investor,
    kind: { type: string; paymentType: string; status: string; address: string; representedBy: string },
  ) => [
    investor.id,
    investor.investorName,
    `TAX-${stamp.toUpperCase()}`,
    kind.type,
    kind.paymentType,
    kind.status,
    investor.contactEmail,
    kind.address,
    kind.representedBy,
    '4.5',
    '0.75',
    investor.createdAt,
    investor.reviewedAt ?? '',
  ];
  const [pendingUsd, pendingEur] = pending.paymentList;
  const [activeUsd, activeEur] = active.paymentList;
  const pendingCells = investorCells(pending, {
    type: 'company',
    paymentType: 'crypto',
    status: 'pending',
    address: 'Harbour Road 5, Unit "B"\nRotterdam',
    // Written with a leading apostrophe, so a spreadsheet shows it rather than running it as a formula.
    representedBy: "'=Quist Holding",
  });
  expect(active.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const activeCells = investorCells(active, {
    type: 'individual',
    paymentType: 'fiat',
    status: 'active',
    address: 'Quiststraat 12\n1015 CS Amsterdam',
    representedBy: '',
  });
  const emptyCells = investorCells(empty, {
    type: 'individual',
    paymentType: 'fiat',
    status: 'pending',
    address: 'Quiststraat 12\n1015 CS Amsterdam',
    representedBy: '',
  });
  const noPayment = ['', '', '', '', '', '', '', '', '', ''];
  const noLock = ['', '', '', '', ''];
  // Oldest investor first, one row per payment in its order (a pending one with its declared amounts, a locked one
  // with its lock); an investor without payments has one row.
  expect(ours).toEqual([
    [...pendingCells, pendingUsd!.id, 'available', 'USD', 'crypto', '999.99', ...noLock],
    [...pendingCells, pendingEur!.id, 'available', 'EUR', 'crypto', '0.5', ...noLock],
    [
      ...activeCells,
      activeUsd!.id,
      'locked',
      'USD',
      'fiat',
      '2000',
      lock.id,
      issuer.wallet!,
      lock.availableFrom.slice(0, 10),
      'locked',
      '2000',
    ],
    [...activeCells, activeEur!.id, 'available', 'EUR', 'fiat', '150', ...noLock],
    [...emptyCells, ...noPayment],
  ]);
});
