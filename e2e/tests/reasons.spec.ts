// Why money moved (issue 14 item 5): a funds increase made with a reason in the console; a reason over the limit is
// refused on the page before anything is sent; the confirmation shows the reason; the investor's history says
// "Reason: …"; the audit trail's dialog shows it and its CSV export carries it in the reason column. A fiat deactivated
// and activated again, an investor cancelled and reactivated, and an administrator deactivated and activated again,
// each with a reason typed in its confirmation, show both in their history.
import type { Fiat, Investor } from '@blck/contract';
import { AUDIT_ACTION, DECIDED_MESSAGES, REASON_MAX_LENGTH, REASON_TOO_LONG_MESSAGE } from '@blck/contract';
import {
  callApi,
  createActiveAdmin,
  firstAdminSessionOnce,
  intakeInvestor,
  reviewInvestorThroughApi,
  sessionCookies,
  type ApiSession,
} from '../support/api';
import { describedValue, toast } from '../support/console-ui';
import { downloadCsv } from '../support/csv';
import { expect, test } from '../support/fixtures';
import { newStamp } from '../support/stamps';

const adminSession = firstAdminSessionOnce();

const reviewedInvestor = async (session: ApiSession, stamp: string): Promise<Investor> =>
  reviewInvestorThroughApi(
    session,
    await intakeInvestor({
      investorName: `Reason Walker ${stamp}`,
      investorId: `TAX-${stamp.toUpperCase()}`,
      investorAddress: 'Keizersgracht 1, 1015 CS Amsterdam',
      representedBy: '',
      interestRate: '4',
      rewardBonus: '0',
      contactEmail: `reason.${stamp}@investors.e2e.example`,
      investorType: 'individual',
      paymentType: 'fiat',
      paymentList: [{ amount: '1000', currency: 'USD' }],
    }),
  );

test('a funds increase with a reason: confirmed with it, shown in the history and the audit, exported in the CSV', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const investor = await reviewedInvestor(session, stamp);
  const [usd] = investor.paymentList;
  const reason = `Wire ${stamp} received from the custodian, "late" by a day`;
  await context.addCookies(sessionCookies(session));

  await page.goto(`/investors/funds/increase/${investor.id}/${usd!.id}`);
  await expect(page.getByRole('heading', { name: 'Increase funds', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Funds change' });
  await form.getByLabel('Amount to add', { exact: true }).fill('250');
  const reasonField = form.getByLabel('Reason (optional)', { exact: true });
  await expect(form.getByText(`0 / ${REASON_MAX_LENGTH}`)).toBeVisible();

  // Over the limit: the field says so as it is typed, and reviewing opens nothing.
  await reasonField.fill('x'.repeat(REASON_MAX_LENGTH + 1));
  await expect(form.getByText(`${REASON_MAX_LENGTH + 1} / ${REASON_MAX_LENGTH}`)).toBeVisible();
  await expect(form.getByText(REASON_TOO_LONG_MESSAGE, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Review increase' }).click();
  await expect(reasonField).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Blanks around it are not part of it.
  await reasonField.fill(`  ${reason}  `);
  await expect(form.getByText(REASON_TOO_LONG_MESSAGE, { exact: true })).toHaveCount(0);
  await expect(form.getByText(`${reason.length} / ${REASON_MAX_LENGTH}`)).toBeVisible();
  await form.getByRole('button', { name: 'Review increase' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm increase' });
  await expect(confirmation).toBeVisible();
  await expect(describedValue(confirmation, 'Increase by')).toHaveText('250 $BLCK');
  await expect(describedValue(confirmation, 'Reason')).toHaveText(reason);
  await confirmation.getByRole('button', { name: 'Increase funds', exact: true }).click();
  await expect(toast(page, 'Investor funds successfully updated')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/investors/details/${investor.id}`);

  // The record's history: the newest event is the funds change, with its reason.
  const history = page.getByRole('list', { name: 'History' });
  const newest = history.getByTestId('history-event').first();
  await expect(newest.getByRole('heading', { name: 'Funds changed' })).toBeVisible();
  await expect(newest.getByTestId('audit-reason')).toHaveText(`Reason: ${reason}`);
  // The events before it had none.
  await expect(history.getByTestId('audit-reason')).toHaveCount(1);

  // The audit trail of this investor: the event's dialog shows the reason, the CSV export carries it.
  await page.goto(`/audit?resource=investor&resourceId=${investor.id}`);
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Audit events' });
  await expect(grid.locator('[role="row"][data-id]')).toHaveCount(3);
  await grid
    .locator('[role="row"][data-id]')
    .filter({ hasText: 'Funds changed' })
    .getByRole('button', { name: /^Show changes of event #/ })
    .click();
  const changes = page.getByRole('dialog', { name: /^Funds changed · event #/ });
  await expect(changes.getByTestId('audit-reason')).toHaveText(`Reason: ${reason}`);
  await changes.getByRole('button', { name: 'Close' }).click();
  await expect(changes).toBeHidden();

  const csv = await downloadCsv(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(csv.filename).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csv.rows;
  const column = (name: string) => header!.indexOf(name);
  expect(column('reason')).toBeGreaterThan(-1);
  expect(rows.map((row) => [row[column('action')], row[column('resourceId')], row[column('reason')]])).toEqual([
    [AUDIT_ACTION.investorRegistered, investor.id, ''],
    [AUDIT_ACTION.investorReviewed, investor.id, ''],
    [AUDIT_ACTION.investorFundsUpdated, investor.id, reason],
  ]);
});

test('a fiat deactivated and activated again, each with a reason in its confirmation, shows both in its history', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const listed = await callApi('POST', '/api/auth/v1/fiat/all', {
    session,
    body: { page: 0, perPage: 100, sort: 'label', order: 'asc' },
  });
  const fiat = (listed.body.fiats as Fiat[]).find((each) => each.label === 'CZK')!;
  expect(fiat.isActive).toBe(true);
  const name = `${fiat.title} (CZK)`;
  const stamp = newStamp();
  await context.addCookies(sessionCookies(session));
  await page.goto(`/fiats/view/${fiat.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });

  for (const [button, title, toastText, label] of [
    ['Deactivate', `Deactivate ${name}?`, DECIDED_MESSAGES.fiatDeactivated, 'Fiat deactivated'],
    ['Activate', `Activate ${name}?`, DECIDED_MESSAGES.fiatActivated, 'Fiat activated'],
  ] as const) {
    const reason = `${label} for ticket ${stamp}`;
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByLabel('Reason (optional)', { exact: true }).fill(reason);
    await expect(dialog.getByText(`${reason.length} / ${REASON_MAX_LENGTH}`)).toBeVisible();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(toast(page, toastText)).toBeVisible();
    await expect(dialog).toBeHidden();
    const newest = history.getByTestId('history-event').first();
    await expect(newest.getByRole('heading', { name: label })).toBeVisible();
    await expect(newest.getByTestId('audit-reason')).toHaveText(`Reason: ${reason}`);
  }
  await expect(history.getByTestId('audit-reason')).toHaveCount(2);
});

test('an investor cancelled and reactivated, each confirmed with a reason, shows both in its history', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const investor = await reviewedInvestor(session, stamp);
  await context.addCookies(sessionCookies(session));
  await page.goto(`/investors/details/${investor.id}`);
  await expect(page.getByRole('heading', { name: investor.investorName, level: 1 })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });

  for (const [button, title, label] of [
    ['Cancel investor', `Cancel ${investor.investorName}?`, 'Investor cancelled'],
    ['Reactivate investor', `Reactivate ${investor.investorName}?`, 'Investor reactivated'],
  ] as const) {
    const reason = `${label}: request ${stamp}`;
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByLabel('Reason (optional)', { exact: true }).fill(reason);
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
    const newest = history.getByTestId('history-event').first();
    await expect(newest.getByRole('heading', { name: label })).toBeVisible();
    await expect(newest.getByTestId('audit-reason')).toHaveText(`Reason: ${reason}`);
  }
  await expect(history.getByTestId('audit-reason')).toHaveCount(2);
});

test('an administrator deactivated and activated again, each confirmed with a reason, shows both in their history', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const stamp = newStamp();
  const target = await createActiveAdmin(
    { email: `reason.${stamp}@admins.e2e.example`, firstName: 'Rhea', lastName: `Son ${stamp}` },
    ['issuers.view'],
    session,
  );
  const name = `${target.firstName} ${target.lastName}`;
  await context.addCookies(sessionCookies(session));
  await page.goto(`/admins/view/${target.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });

  for (const [button, label] of [
    ['Deactivate', 'Administrator deactivated'],
    ['Activate', 'Administrator activated'],
  ] as const) {
    const reason = `${label}: ticket ${stamp}`;
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${button} ${name}?` });
    await dialog.getByLabel('Reason (optional)', { exact: true }).fill(reason);
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
    const newest = history.getByTestId('history-event').first();
    await expect(newest.getByRole('heading', { name: label })).toBeVisible();
    await expect(newest.getByTestId('audit-reason')).toHaveText(`Reason: ${reason}`);
  }
  await expect(history.getByTestId('audit-reason')).toHaveCount(2);
});
