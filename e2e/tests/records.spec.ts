// Records a daily operator can live in (issue 13): a record's page shows its history with labelled events and
// before → after, the command palette finds records by keyboard only, and the shell keeps its accessibility promises
// (skip link, focus back to a dialog's opener, Sign out on a phone, a dashboard without layout shift, axe on the
// palette and the record pages).
import AxeBuilder from '@axe-core/playwright';
import type { Investor, Issuer, LockedFunds } from '@blck/contract';
import type { Page } from '@playwright/test';
import {
  callApi,
  depositThroughApi,
  finishKycThroughApi,
  intakeInvestor,
  intakeIssuer,
  lockFundsThroughApi,
  randomWalletAddress,
  reviewInvestorThroughApi,
  sessionCookies,
  signInFirstAdmin,
  type ApiSession,
  firstAdminSessionOnce,
} from '../support/api';
import { expect, test } from '../support/fixtures';
import { newStamp, utcDay } from '../support/stamps';

const adminSession = firstAdminSessionOnce();

/** An issuer with KYC done and a deposit, and an active investor whose first payment is locked into its wallet. */
const prepare = async (): Promise<{ issuer: Issuer; investor: Investor; lock: LockedFunds }> => {
  const session = await adminSession();
  const stamp = newStamp();
  const issuer = await finishKycThroughApi(
    session,
    await intakeIssuer({
      email: `records.${stamp}@issuers.e2e.example`,
      issuerType: 'company',
      companyName: `Record Keepers ${stamp}`,
      firstName: 'Rhea',
      lastName: 'Record',
      paymentType: 'fiat',
      wallet: randomWalletAddress(),
    }),
  );
  await depositThroughApi(session, issuer.wallet!, '10');
  const investor = await reviewInvestorThroughApi(
    session,
    await intakeInvestor({
      investorName: `History Investor ${stamp}`,
      investorId: `HIS-${stamp.toUpperCase()}`,
      investorAddress: 'Historielaan 2\n1015 CS Amsterdam',
      representedBy: '',
      interestRate: '3.5',
      rewardBonus: '0.5',
      contactEmail: `history.${stamp}@investors.e2e.example`,
      investorType: 'individual',
      paymentType: 'fiat',
      paymentList: [{ amount: '500', currency: 'USD' }],
    }),
  );
  const lock = await lockFundsThroughApi(session, {
    walletAddress: issuer.wallet!,
    availableFrom: `${utcDay(3)}T00:00:00Z`,
    investorId: investor.id,
    paymentIds: [investor.paymentList[0]!.id],
  });
  return { issuer, investor, lock };
};

const signedIn = async (page: Page, session?: ApiSession) => {
  await page.context().addCookies(sessionCookies(session ?? (await adminSession())));
};

test("a record's history shows a change made a moment before, and focus returns to the dialog's opener", async ({
  page,
}) => {
  const { investor } = await prepare();
  await signedIn(page);
  await page.goto(`/investors/details/${investor.id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('history-event').first()).toContainText('Investor reviewed');

  // Opened from the keyboard and closed with Escape, the dialog gives focus back to its opener.
  const edit = page.getByRole('button', { name: 'Edit details' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit investor' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();

  // Edit the name; the history's newest event says so, with the name before → after.
  await edit.click();
  const renamed = `${investor.investorName} Renamed`;
  await dialog.getByLabel('Investor name', { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  const newest = history.getByTestId('history-event').first();
  await expect(newest.getByRole('heading', { name: 'Investor edited', level: 3 })).toBeVisible();
  const line = newest.getByRole('row', { name: /investorName/ });
  await expect(line).toContainText(JSON.stringify(investor.investorName));
  await expect(line).toContainText(JSON.stringify(renamed));
  await expect(line).toHaveAttribute('data-change', 'changed');
  await expect(newest.getByRole('link', { name: /first/i })).toBeVisible();
  await expect(newest.locator('time')).toBeVisible();
});

test("a lock's history, from the audit trail's link, shows its availability change with before → after", async ({
  page,
  baseURL,
}) => {
  const { lock } = await prepare();
  const moved = `${utcDay(5)}T00:00:00.000Z`;
  const answer = await callApi('PUT', '/api/auth/v1/lockedfunds/investors/availability', {
    session: await adminSession(),
    body: { id: lock.id, availableFrom: moved },
  });
  expect(answer.status).toBe(200);
  await signedIn(page);
  // The ID column shows from 1400 px on (narrower, the column chooser brings it back).
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/audit');
  await page
    .getByRole('link', { name: `Open Locked funds ${lock.id}` })
    .first()
    .click();
  await expect(page).toHaveURL(`${baseURL}/history/locked_funds/${lock.id}`);
  const newest = page.getByRole('region', { name: 'History' }).getByTestId('history-event').first();
  await expect(newest.getByRole('heading', { name: 'Availability changed', level: 3 })).toBeVisible();
  const line = newest.getByRole('row', { name: /availableFrom/ });
  await expect(line).toContainText(lock.availableFrom);
  await expect(line).toContainText(moved);
});

test('the command palette opens an investor by wallet, keyboard only', async ({ page, baseURL }) => {
  const { issuer, investor } = await prepare();
  await signedIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // `/` opens it outside a text field; Escape closes it; Ctrl-K opens it again.
  await page.keyboard.press('/');
  const palette = page.getByRole('dialog', { name: 'Search' });
  const box = palette.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();

  await page.keyboard.type(issuer.wallet!);
  const options = palette.getByRole('option');
  await expect(options.first()).toContainText(investor.investorName);
  await expect(options.first()).toContainText(`Funds locked into ${issuer.wallet}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/investors/details/${investor.id}`);
  await expect(page.getByRole('heading', { name: investor.investorName, level: 1 })).toBeVisible();

  // Pages match by name.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Audit');
  await expect(palette.getByRole('option').first()).toContainText('Audit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/audit`);
});

test('the skip link is first in tab order and moves focus to the content', async ({ page }) => {
  await signedIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // The focus indicator is drawn (an outline), not left to the browser's default.
  expect(await skip.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('Sign out stays reachable on a 390 px phone, and the page does not scroll sideways', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Its own session: signing out must not end the session the other walks share.
  await signedIn(page, await signInFirstAdmin());
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-generated-at')).toBeVisible();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await signOut.click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('the dashboard loads without layout shift (CLS < 0.1)', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-generated-at')).toBeVisible();
  await expect(page.getByTestId('dashboard-loading')).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: /signed in/i })
      .or(page.getByText(/Signed in as/i))
      .first(),
  ).toBeVisible();
  const cls = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );
  console.log(`dashboard cumulative layout shift: ${cls.toFixed(4)}`);
  expect(cls).toBeLessThan(0.1);
});

/** A record page of every kind with a history panel, and a lock's history page. */
const recordPages = async (): Promise<string[]> => {
  const session = await adminSession();
  const { issuer, investor, lock } = await prepare();
  const me = (await callApi('GET', '/api/auth/v1/admins/current', { session })).body.admin as { id: string };
  const fiats = (await callApi('POST', '/api/auth/v1/fiat/all', { session, body: { page: 0, perPage: 1 } })).body
    .fiats as { id: string }[];
  // A token value entry of its own: a fresh database has none.
  const value = (await callApi('POST', '/api/auth/v1/blck', { session, body: { value: '1.25' } })).body.blckValue as {
    id: string;
  };
  return [
    `/investors/details/${investor.id}`,
    `/issuers/view/${issuer.id}`,
    `/admins/view/${me.id}`,
    `/fiats/view/${fiats[0]!.id}`,
    `/blckvalue/view/${value.id}`,
    `/history/locked_funds/${lock.id}`,
  ];
};

for (const mode of [
  { name: 'light', colorScheme: 'light' as const, viewport: { width: 1280, height: 800 } },
  { name: 'dark', colorScheme: 'dark' as const, viewport: { width: 1280, height: 800 } },
  { name: 'phone', colorScheme: 'light' as const, viewport: { width: 390, height: 844 } },
]) {
  test(`axe finds no serious or critical violation in the command palette and on record pages (${mode.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(mode.viewport);
    await page.emulateMedia({ colorScheme: mode.colorScheme });
    await signedIn(page);
    const serious = async (include?: string) => {
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
      if (include) builder = builder.include(include);
      const results = await builder.analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    const found: string[] = [];
    for (const path of await recordPages()) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode.colorScheme);
      const history = page.getByRole('region', { name: 'History' });
      // A seeded fiat may have no event yet: the panel then says so.
      await expect(
        history.getByTestId('history-event').first().or(history.getByText('No changes recorded yet.')),
      ).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0);
      found.push(...(await serious()).map((line) => `${path}: ${line}`));
    }
    await page.keyboard.press('Control+k');
    await page.keyboard.type('History Investor');
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('option').first()).toContainText(
      'History Investor',
    );
    found.push(...(await serious('#dialogs')).map((line) => `palette: ${line}`));
    expect(found).toEqual([]);
  });
}
