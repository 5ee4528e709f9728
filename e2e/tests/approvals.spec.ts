// Four eyes in two browsers (issue 17): admin A proposes a large investor funds increase, which waits instead of
// moving money; admin B, in another browser, sees the badge move, opens the proposal (its before → after), approves
// it, and A's console shows the new balance without a reload. The record's history tells proposal, decision and effect.
// Global setup starts every policy off (see support/global-setup.ts); this walk turns the investor funds policy on with
// its default threshold for its own duration, and off again after it.
import { DEFAULT_APPROVAL_THRESHOLD, type Investor, type InvestorIntakeBody } from '@blck/contract';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  createActiveAdmin,
  firstAdminSessionOnce,
  intakeInvestor,
  reviewInvestorThroughApi,
  sessionCookies,
  setApprovalPolicyThroughApi,
  signInThroughApi,
} from '../support/api';
import { realtimeConnected, toast } from '../support/console-ui';
import { expect, test } from '../support/fixtures';
import { newStamp } from '../support/stamps';

const adminSession = firstAdminSessionOnce();

test.afterAll(async () => {
  // Later walks of the run expect their calls to apply at once.
  await setApprovalPolicyThroughApi(await adminSession(), 'investorFunds', { enabled: false });
});

const investorIntake = (stamp: string): InvestorIntakeBody => ({
  investorName: `Quinn Quorum ${stamp}`,
  investorId: `TAX-${stamp.toUpperCase()}`,
  investorAddress: 'Keizersgracht 1\n1015 CS Amsterdam',
  representedBy: '',
  interestRate: '4.5',
  rewardBonus: '0.75',
  contactEmail: `quinn.${stamp}@investors.e2e.example`,
  investorType: 'individual',
  paymentType: 'fiat',
  paymentList: [{ amount: '1000', currency: 'USD' }],
});

const availableBalance = (page: Page): Locator =>
  page.getByRole('region', { name: 'Balances' }).getByTestId('investor-balance-available');

const badge = (page: Page): Locator => page.getByTestId('approvals-badge');

/** Serious or critical axe violations on the page as it is now. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

test('a large funds increase waits for a second admin, who approves it in another browser; the maker sees the new balance live', async ({
  page,
  context,
  baseURL,
  openContext,
}) => {
  const session = await adminSession();
  await setApprovalPolicyThroughApi(session, 'investorFunds', {
    enabled: true,
    defaultThreshold: DEFAULT_APPROVAL_THRESHOLD,
  });
  const stamp = newStamp();
  const permissions = ['funds.manage', 'investors.view'] as const;
  const maker = await createActiveAdmin(
    { email: `ava.maker.${stamp}@approvals.e2e.example`, firstName: 'Ava', lastName: `Maker ${stamp}` },
    permissions,
    session,
  );
  const checker = await createActiveAdmin(
    { email: `ben.checker.${stamp}@approvals.e2e.example`, firstName: 'Ben', lastName: `Checker ${stamp}` },
    permissions,
    session,
  );
  const investor: Investor = await reviewInvestorThroughApi(session, await intakeInvestor(investorIntake(stamp)));
  const [payment] = investor.paymentList;

  // B's browser first, on the dashboard: nothing waits for B yet.
  const checkerContext = await openContext();
  await checkerContext.addCookies(sessionCookies(await signInThroughApi(checker.email, checker.password)));
  const checkerPage = await checkerContext.newPage();
  const checkerLive = realtimeConnected(checkerPage);
  await checkerPage.goto('/dashboard');
  await checkerLive;
  await expect(badge(checkerPage)).toHaveAccessibleName('Approvals: nothing waiting for you');

  // A proposes 150,000 $BLCK more: above the default threshold of 100,000, so it waits.
  await context.addCookies(sessionCookies(await signInThroughApi(maker.email, maker.password)));
  const makerLive = realtimeConnected(page);
  await page.goto(`/investors/details/${investor.id}`);
  await makerLive;
  await expect(availableBalance(page)).toHaveText('1,000 $BLCK');
  await page
    .getByRole('table', { name: 'Payments' })
    .locator(`tr[data-payment-id="${payment!.id}"]`)
    .getByRole('group', { name: 'Funds actions' })
    .getByRole('link', { name: 'Increase funds', exact: true })
    .click();
  const form = page.getByRole('form', { name: 'Funds change' });
  await form.getByLabel('Amount to add', { exact: true }).fill('150000');
  await form.getByRole('button', { name: 'Review increase' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm increase' });
  await confirmation.getByRole('button', { name: 'Increase funds', exact: true }).click();

  // Nothing claims the money moved: the confirmation closes, the notice says it waits and links to the proposal, and
  // the details show the balance as it was.
  const notice = page.getByTestId('awaiting-approval-notice');
  await expect(notice).toContainText('Sent for approval: Investor funds increase or decrease');
  await expect(notice).toContainText('This change awaits the approval of a second administrator.');
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/investors/details/${investor.id}`);
  await expect(availableBalance(page)).toHaveText('1,000 $BLCK');
  await expect(toast(page, 'Investor funds successfully updated')).toHaveCount(0);
  await expect(badge(page)).toHaveAccessibleName('Approvals: nothing waiting for you');

  // B's badge moves without a reload; B opens the proposal from it.
  await expect(badge(checkerPage)).toHaveAccessibleName('Approvals: 1 waiting for you');
  await badge(checkerPage).click();
  await expect(checkerPage.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await expect(checkerPage.getByRole('tab', { name: 'Waiting for me (1)' })).toHaveAttribute('aria-selected', 'true');
  const rows = checkerPage.getByRole('grid', { name: 'Proposals' }).locator('[role="row"][data-id]');
  await expect(rows).toHaveCount(1);
  expect(await seriousViolations(checkerPage), 'axe on the approvals list').toEqual([]);
  await rows
    .first()
    .getByRole('link', { name: /^Open proposal: / })
    .click();

  await expect(
    checkerPage.getByRole('heading', { name: 'Investor funds increase or decrease', level: 1 }),
  ).toBeVisible();
  const details = checkerPage.getByRole('region', { name: 'Proposal', exact: true });
  await expect(details).toContainText(`Ava Maker ${stamp} (${maker.email})`);
  await expect(checkerPage.getByRole('table', { name: 'Before and after' }).locator('tbody tr')).not.toHaveCount(0);
  expect(await seriousViolations(checkerPage), 'axe on the proposal').toEqual([]);

  // Approve: the confirmation starts on Cancel, shows what it applies, takes an optional comment.
  await checkerPage.getByRole('button', { name: 'Approve', exact: true }).click();
  const approval = checkerPage.getByRole('dialog', { name: 'Approve and apply this change?' });
  await expect(approval.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(approval.getByRole('table', { name: 'Before and after' })).toBeVisible();
  await approval.getByLabel('Comment (optional)').fill('Checked against the bank statement.');
  await approval.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(checkerPage, 'Proposal approved and applied')).toBeVisible();
  await expect(approval).toBeHidden();
  await expect(checkerPage.getByTestId('proposal-status').first()).toHaveText('Approved and applied');
  await expect(details).toContainText('Checked against the bank statement.');
  await expect(badge(checkerPage)).toHaveAccessibleName('Approvals: nothing waiting for you');

  // A's console, never reloaded, shows the new balance; the investor's history tells proposal, decision and effect.
  await expect(availableBalance(page)).toHaveText('151,000 $BLCK');
  const history = page.getByTestId('history-event');
  await expect(history.filter({ hasText: 'Change proposed for approval' })).toHaveCount(1);
  await expect(history.filter({ hasText: 'Proposal approved and applied' })).toHaveCount(1);
});
