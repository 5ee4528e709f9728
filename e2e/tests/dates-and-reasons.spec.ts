// Issue 14 walks: dates say when — a lock made in New York reads the same UTC day (YYYY-MM-DD) in Tokyo, and every
// moment shows its whole value with its time zone on hover and on keyboard focus; nothing known to fail is offered —
// an investor holding funds is not offered for removal, and nothing moves in a suspended currency, each disabled with
// the reason written on the page (and on the funds page opened by its address) rather than only in a tooltip.
import type { Investor, InvestorIntakeBody, Issuer } from '@blck/contract';
import type { Locator, Page } from '@playwright/test';
import {
  finishKycThroughApi,
  firstAdminSessionOnce,
  intakeInvestor,
  intakeIssuer,
  randomWalletAddress,
  reviewInvestorThroughApi,
  sessionCookies,
  setOfficialWalletActiveThroughApi,
  type ApiSession,
} from '../support/api';
import { describedValue, toast, typeDate } from '../support/console-ui';
import { expect, test } from '../support/fixtures';
import { newStamp, utcDay } from '../support/stamps';

const adminSession = firstAdminSessionOnce();

const investorOf = async (
  session: ApiSession,
  stamp: string,
  last: string,
  paymentList: InvestorIntakeBody['paymentList'],
): Promise<Investor> =>
  reviewInvestorThroughApi(
    session,
    await intakeInvestor({
      investorName: `Mara ${last} ${stamp}`,
      investorId: `TAX-${stamp.toUpperCase()}`,
      investorAddress: `${last}gasse 3\n1010 Wien`,
      representedBy: '',
      interestRate: '3',
      rewardBonus: '0',
      contactEmail: `mara.${stamp}@investors.e2e.example`,
      investorType: 'individual',
      paymentType: 'fiat',
      paymentList,
    }),
  );

const issuerOf = async (session: ApiSession, stamp: string, company: string): Promise<Issuer> =>
  finishKycThroughApi(
    session,
    await intakeIssuer({
      email: `desk.${stamp}@issuers.e2e.example`,
      issuerType: 'company',
      companyName: `${company} ${stamp}`,
      firstName: 'Dana',
      lastName: 'Desk',
      paymentType: 'fiat',
      wallet: randomWalletAddress(),
    }),
  );

const paymentRow = (page: Page, id: string): Locator =>
  page.getByRole('table', { name: 'Payments' }).locator(`tr[data-payment-id="${id}"]`);

/** The tooltip MUI shows for the element under the pointer or with the keyboard focus. */
const tooltip = (page: Page): Locator => page.getByRole('tooltip');

test('a lock made in New York reads the same UTC day in Tokyo, and each moment tells its zone on hover and keyboard focus', async ({
  openContext,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const investor = await investorOf(session, stamp, 'Zeit', [{ amount: '500', currency: 'USD' }]);
  const [payment] = investor.paymentList;
  await issuerOf(session, stamp, 'Zeit Desk');
  const day = utcDay(3);

  // In New York (UTC−5/−4) the admin locks the payment until a day: 00:00 UTC of it is the evening before there.
  const newYork = await openContext({ timezoneId: 'America/New_York' });
  await newYork.addCookies(sessionCookies(session));
  const ny = await newYork.newPage();
  await ny.goto(`/investors/funds/lock/${investor.id}/${payment!.id}`);
  const lockForm = ny.getByRole('form', { name: 'Lock' });
  await lockForm.getByRole('combobox', { name: 'Issuer' }).fill(`Zeit Desk ${stamp}`);
  await ny.getByRole('option', { name: new RegExp(`^Zeit Desk ${stamp}`) }).click();
  await typeDate(ny, lockForm, 'Available from', day);
  await lockForm.getByRole('button', { name: 'Review lock' }).click();
  const confirmation = ny.getByRole('dialog', { name: 'Confirm lock' });
  await expect(describedValue(confirmation, 'Available from')).toHaveText(day);
  await confirmation.getByRole('button', { name: 'Lock funds', exact: true }).click();
  await expect(toast(ny, 'Locked 500 $BLCK')).toBeVisible();
  await expect(ny).toHaveURL(new RegExp(`/investors/details/${investor.id}$`));

  // The payment's lock reads that day in New York — not the evening before — and hovering it tells the whole moment.
  const nyDay = paymentRow(ny, payment!.id).getByTestId('availability-day');
  await expect(nyDay).toHaveText(day);
  await expect(nyDay).toHaveAttribute('datetime', `${day}T00:00:00.000Z`);
  await nyDay.hover();
  await expect(tooltip(ny)).toHaveText(
    new RegExp(
      `^Available from \\w+day, .+ at 7:00:00 PM EST \\(${day} 00:00:00 UTC\\)$|^Available from \\w+day, .+ at 8:00:00 PM EDT \\(${day} 00:00:00 UTC\\)$`,
    ),
  );
  // A moment of the record (when it registered) also tells its zone on hover.
  await ny.mouse.move(0, 0);
  await expect(tooltip(ny)).toHaveCount(0);
  const registered = describedValue(ny.getByRole('region', { name: 'Investor details' }), 'Registered').locator('time');
  await registered.hover();
  await expect(tooltip(ny)).toHaveCount(1);
  await expect(tooltip(ny)).toHaveText(/ E[SD]T \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{3})? UTC\)$/);

  // In Tokyo (UTC+9) the same lock reads the same day in the locked funds list.
  const tokyo = await openContext({ timezoneId: 'Asia/Tokyo' });
  await tokyo.addCookies(sessionCookies(session));
  const tk = await tokyo.newPage();
  await tk.goto(`/lockedfunds/view?search=${encodeURIComponent(investor.investorName)}`);
  const row = tk.getByRole('grid', { name: 'Locked funds' }).locator('[role="row"][data-id]');
  await expect(row).toHaveCount(1);
  const tkDay = row.getByTestId('availability-day');
  await expect(tkDay).toHaveText(day);
  // Keyboard: from the amount cell, the arrow key moves to the date, whose whole moment then shows in Tokyo's zone.
  await row.getByRole('gridcell').nth(2).click();
  await tk.keyboard.press('ArrowRight');
  await expect(tkDay).toBeFocused();
  await expect(tooltip(tk)).toHaveText(
    new RegExp(`^Available from \\w+day, .+ at 9:00:00 AM GMT\\+9 \\(${day} 00:00:00 UTC\\)$`),
  );
  // And on the investor's page, the day is the same as in New York.
  await tk.goto(`/investors/details/${investor.id}`);
  await expect(paymentRow(tk, payment!.id).getByTestId('availability-day')).toHaveText(day);
  // A moment on a record's page is reached with the Tab key like any control, and tells its zone then too.
  const tkRegistered = describedValue(tk.getByRole('region', { name: 'Investor details' }), 'Registered').locator(
    'time',
  );
  await describedValue(tk.getByRole('region', { name: 'Investor details' }), 'Reviewed')
    .locator('time')
    .focus();
  await tk.keyboard.press('Tab');
  await expect(tkRegistered).toBeFocused();
  await expect(tooltip(tk)).toHaveCount(1);
  await expect(tooltip(tk)).toHaveText(/ GMT\+9 \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{3})? UTC\)$/);
});

test('an investor holding funds is not offered for removal, and nothing moves in a suspended currency: each says why on the page', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const investor = await investorOf(session, stamp, 'Grund', [
    { amount: '700', currency: 'CHF' },
    { amount: '300', currency: 'EUR' },
  ]);
  const [chf, eur] = investor.paymentList;
  await context.addCookies(sessionCookies(session));

  await page.goto(`/investors/details/${investor.id}`);
  await expect(page.getByRole('heading', { name: investor.investorName, level: 1 })).toBeVisible();
  // Removal would be refused while the payments hold funds: disabled, and the reason is on the page.
  const details = page.getByRole('region', { name: 'Investor details' });
  await expect(details.getByRole('button', { name: 'Remove investor', exact: true })).toBeDisabled();
  await expect(details.getByTestId('disabled-reason')).toHaveText(
    'Remove investor: This investor still holds 1,000 $BLCK: decrease the funds to 0 before removing the investor.',
  );
  // A payment reads its $BLCK amount and what it was paid in.
  const chfRow = paymentRow(page, chf!.id);
  await expect(chfRow.getByRole('cell').first().locator('[data-amount]')).toHaveText('700 $BLCK');
  await expect(chfRow.getByRole('cell').nth(1)).toContainText('CHF');
  await expect(
    page.getByRole('table', { name: 'Payments' }).getByRole('columnheader', { name: 'Paid in' }),
  ).toBeVisible();

  const suspended = 'The CHF official wallet is suspended: no balance in CHF can change until it is activated again.';
  await setOfficialWalletActiveThroughApi(session, 'CHF', false);
  try {
    await page.reload();
    // The CHF payment's moves are disabled with the reason written in its row; the EUR payment's are not.
    await expect(chfRow.getByRole('button', { name: 'Increase funds', exact: true })).toBeDisabled();
    await expect(chfRow.getByRole('button', { name: 'Lock', exact: true })).toBeDisabled();
    await expect(chfRow.getByTestId('disabled-reason')).toContainText([
      `Increase funds, Decrease funds, Lock: ${suspended}`,
    ]);
    await expect(paymentRow(page, eur!.id).getByRole('link', { name: 'Increase funds', exact: true })).toBeVisible();
    // The increase page opened by its address says the same before any form.
    await page.goto(`/investors/funds/increase/${investor.id}/${chf!.id}`);
    await expect(page).toHaveURL(`${baseURL}/investors/funds/increase/${investor.id}/${chf!.id}`);
    await expect(page.getByRole('heading', { name: 'Increase funds', level: 1 })).toBeVisible();
    await expect(page.getByText(suspended, { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Funds change' })).toHaveCount(0);
  } finally {
    await setOfficialWalletActiveThroughApi(session, 'CHF', true);
  }
  await page.reload();
  await expect(page.getByRole('form', { name: 'Funds change' })).toBeVisible();
  await expect(page.getByText(suspended, { exact: true })).toHaveCount(0);
});
