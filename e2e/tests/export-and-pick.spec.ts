// A list's CSV export is exactly the view on screen (its filters and search), downloaded through the toolbar's
// Export button; and money moves to an issuer picked by name, not a pasted address, with the keyboard alone.
import type { Issuer } from '@blck/contract';
import type { Locator, Page } from '@playwright/test';
import {
  finishKycThroughApi,
  intakeInvestor,
  intakeIssuer,
  randomWalletAddress,
  reviewInvestorThroughApi,
  sessionCookies,
  type ApiSession,
  firstAdminSessionOnce,
} from '../support/api';
import { describedValue, toast } from '../support/console-ui';
import { downloadCsv } from '../support/csv';
import { expect, test } from '../support/fixtures';
import { newStamp, utcDay } from '../support/stamps';

const adminSession = firstAdminSessionOnce();

const newIssuer = async (
  session: ApiSession,
  stamp: string,
  company: string,
  { kyc, paymentType }: { kyc: boolean; paymentType: 'fiat' | 'crypto' },
): Promise<Issuer> => {
  const issuer = await intakeIssuer({
    email: `${company.toLowerCase().replace(/\W+/g, '.')}.${stamp}@issuers.e2e.example`,
    issuerType: 'company',
    companyName: `${company} ${stamp}`,
    firstName: 'Ezra',
    lastName: 'Export',
    paymentType,
    wallet: randomWalletAddress(),
  });
  return kyc ? finishKycThroughApi(session, issuer) : issuer;
};

/** Presses Tab until `target` has the focus (a keyboard user moving through the form), at most `limit` times. */
const tabTo = async (page: Page, target: Locator, limit = 12): Promise<void> => {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test("an export's rows equal the filtered list", async ({ page, context }) => {
  const session = await adminSession();
  const stamp = newStamp();
  const verifiedFiat = await newIssuer(session, stamp, 'Export Alder', { kyc: true, paymentType: 'fiat' });
  const verifiedCrypto = await newIssuer(session, stamp, 'Export Birch', { kyc: true, paymentType: 'crypto' });
  const pending = await newIssuer(session, stamp, 'Export Cedar', { kyc: false, paymentType: 'fiat' });
  await context.addCookies(sessionCookies(session));

  await page.goto(`/issuers/view?search=${stamp}&sort=companyName&order=desc`);
  const grid = page.getByRole('grid', { name: 'Issuers' });
  const rows = grid.locator('[role="row"][data-id]');
  await expect(rows).toHaveCount(3);

  // The KYC filter in the list's toolbar narrows the view and is kept in the URL.
  const filters = page.getByRole('group', { name: 'Filters of Issuers' });
  await filters.getByRole('combobox', { name: 'KYC' }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(page).toHaveURL(/[?&]kycStatus=completed(&|$)/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('1–2 of 2', { exact: true })).toBeVisible();
  const shownIds = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')));
  expect(shownIds).toEqual([verifiedCrypto.id, verifiedFiat.id]);
  expect(shownIds).not.toContain(pending.id);

  const { filename, rows: csv } = await downloadCsv(
    page,
    page.getByRole('button', { name: 'Export Issuers as CSV', exact: true }),
  );
  expect(filename).toMatch(/^issuers-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = csv;
  const column = (name: string) => header!.indexOf(name);
  expect(lines.map((line) => line[column('id')])).toEqual(shownIds);
  expect(lines.map((line) => line[column('companyName')])).toEqual([
    verifiedCrypto.companyName,
    verifiedFiat.companyName,
  ]);
  expect(lines.every((line) => line[column('kycStatus')] === 'completed')).toBe(true);

  // A second filter narrows both the grid and the export again.
  await filters.getByRole('combobox', { name: 'Payment type' }).click();
  await page.getByRole('option', { name: 'Crypto', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-id', verifiedCrypto.id);
  const narrowed = await downloadCsv(page, page.getByRole('button', { name: 'Export Issuers as CSV', exact: true }));
  expect(narrowed.rows.slice(1).map((line) => line[column('id')])).toEqual([verifiedCrypto.id]);
});

test('keyboard-only lock of a payment picking the issuer by name', async ({ page, context, baseURL }) => {
  const session = await adminSession();
  const stamp = newStamp();
  const issuer = await newIssuer(session, stamp, 'Keyboard Kestrel', { kyc: true, paymentType: 'fiat' });
  const investor = await reviewInvestorThroughApi(
    session,
    await intakeInvestor({
      investorName: `Keyboard Investor ${stamp}`,
      investorId: `KB-${stamp.toUpperCase()}`,
      investorAddress: 'Toetsenbordweg 1\n1011 AB Amsterdam',
      representedBy: '',
      interestRate: '3',
      rewardBonus: '0',
      contactEmail: `keyboard.${stamp}@investors.e2e.example`,
      investorType: 'individual',
      paymentType: 'fiat',
      paymentList: [{ amount: '720.5', currency: 'USD' }],
    }),
  );
  const payment = investor.paymentList[0]!;
  const tomorrow = utcDay(1);
  await context.addCookies(sessionCookies(session));

  await page.goto(`/investors/funds/lock/${investor.id}/${payment.id}`);
  const form = page.getByRole('form', { name: 'Lock' });
  const issuerField = form.getByRole('combobox', { name: 'Issuer' });
  await expect(issuerField).toBeFocused();
  await page.keyboard.type(`Keyboard Kestrel ${stamp}`);
  const option = page.getByRole('option', { name: new RegExp(`^Keyboard Kestrel ${stamp}`) });
  await expect(option).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(issuerField).toHaveValue(`Keyboard Kestrel ${stamp}`);
  await expect(form.getByText(`Wallet ${issuer.wallet}`)).toBeVisible();

  const day = form.getByRole('group', { name: 'Available from', exact: true });
  await tabTo(page, day.getByRole('spinbutton').first());
  await page.keyboard.type(tomorrow.replaceAll('-', ''));
  await expect(day.getByRole('spinbutton')).toHaveText(tomorrow.split('-'));
  await expect(form.getByRole('checkbox', { name: '720.5 $BLCK · paid in USD', exact: true })).toBeChecked();

  await tabTo(page, form.getByRole('button', { name: 'Review lock' }));
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('dialog', { name: 'Confirm lock' });
  await expect(confirmation).toBeVisible();
  await expect(describedValue(confirmation, 'Wallet')).toHaveText(issuer.wallet!);
  await expect(describedValue(confirmation, 'Owner')).toHaveText(`Keyboard Kestrel ${stamp} (${issuer.email})`);
  const confirm = confirmation.getByRole('button', { name: 'Lock funds', exact: true });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Locked 720.5 $BLCK')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/investors/details/${investor.id}`);
  const row = page.getByRole('table', { name: 'Payments' }).locator(`tr[data-payment-id="${payment.id}"]`);
  await expect(row.getByTestId('payment-status')).toHaveText('Locked');
  await expect(row.getByRole('cell').nth(3)).toContainText(issuer.wallet!);
});

test('a deposit picks its issuer by email and the confirmation names the owner beside the wallet', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const issuer = await newIssuer(session, stamp, 'Picked Plover', { kyc: true, paymentType: 'crypto' });
  const unverified = await newIssuer(session, stamp, 'Picked Pending', { kyc: false, paymentType: 'crypto' });
  await context.addCookies(sessionCookies(session));

  await page.goto('/wallets/update/balance');
  const form = page.getByRole('form', { name: 'Deposit' });
  const issuerField = form.getByRole('combobox', { name: 'Issuer' });
  // Only verified issuers may receive funds, so the unverified one is not offered.
  await issuerField.fill(unverified.email);
  await expect(page.getByText('No verified issuer matches.')).toBeVisible();
  await issuerField.fill(issuer.email);
  await page.getByRole('option', { name: new RegExp(`^Picked Plover ${stamp}`) }).click();
  await expect(form.getByText(`Wallet ${issuer.wallet}`)).toBeVisible();
  await form.getByLabel('Amount', { exact: true }).fill('42.5');
  await form.getByRole('button', { name: 'Review deposit' }).click();

  const confirmation = page.getByRole('dialog', { name: 'Confirm deposit' });
  await expect(describedValue(confirmation, 'Wallet')).toHaveText(issuer.wallet!);
  await expect(describedValue(confirmation, 'Issuer')).toHaveText(`Picked Plover ${stamp} (${issuer.email})`);
  await confirmation.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(toast(page, 'Issuer funds successfully increased')).toBeVisible();
});
