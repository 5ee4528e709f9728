// Lists a daily operator can live in (issue 13): every list is one Data Grid that fits the window with its action
// column at 1280 and 1920 px, keeps the admin's column choice and filters across a reload, and every signed-in page
// passes axe (WCAG 2.2 AA: no serious or critical violation) in light mode, dark mode and on a phone.
// The walks make their own issuer, investor and lock through the API so every list has a row with actions.
import AxeBuilder from '@axe-core/playwright';
import type { Issuer, Investor } from '@blck/contract';
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
  firstAdminSessionOnce,
} from '../support/api';
import { expect, test } from '../support/fixtures';
import { newStamp, utcDay } from '../support/stamps';

const adminSession = firstAdminSessionOnce();

interface Prepared {
  issuer: Issuer;
  investor: Investor;
}

let preparedOnce: Promise<Prepared> | undefined;
/** One issuer with a deposit, one active investor with a lock: rows with actions on every list. */
const prepared = (): Promise<Prepared> =>
  (preparedOnce ??= (async () => {
    const session = await adminSession();
    const stamp = newStamp();
    const issuer = await finishKycThroughApi(
      session,
      await intakeIssuer({
        email: `lists.${stamp}@issuers.e2e.example`,
        issuerType: 'company',
        companyName: `Lattice Lists ${stamp}`,
        firstName: 'Lina',
        lastName: 'Lister',
        paymentType: 'fiat',
        wallet: randomWalletAddress(),
      }),
    );
    await depositThroughApi(session, issuer.wallet!, '125.5');
    const pending = await intakeInvestor({
      investorName: `Grid Investor ${stamp}`,
      investorId: `TAX-${stamp.toUpperCase()}`,
      investorAddress: 'Gridstraat 1\n1015 CS Amsterdam',
      representedBy: '',
      interestRate: '4.5',
      rewardBonus: '0.75',
      contactEmail: `grid.${stamp}@investors.e2e.example`,
      investorType: 'individual',
      paymentType: 'fiat',
      paymentList: [
        { amount: '1000', currency: 'USD' },
        { amount: '250.25', currency: 'EUR' },
      ],
    });
    const investor = await reviewInvestorThroughApi(session, pending);
    await lockFundsThroughApi(session, {
      walletAddress: issuer.wallet!,
      availableFrom: `${utcDay(2)}T00:00:00Z`,
      investorId: investor.id,
      paymentIds: [investor.paymentList[0]!.id],
    });
    return { issuer, investor };
  })());

/** Every list, where it lives and whether its rows carry an action column. */
const LISTS = [
  { path: '/admins/view', grid: 'Administrators', actions: true },
  { path: '/issuers/view', grid: 'Issuers', actions: false },
  { path: '/investors/view', grid: 'Investors', actions: true },
  { path: '/lockedfunds/view', grid: 'Locked funds', actions: true },
  { path: '/fiats/view', grid: 'Fiat currencies', actions: true },
  { path: '/blckvalue/view', grid: 'Token values', actions: false },
  { path: '/wallets/view', grid: 'Issuer wallets', actions: true },
  { path: '/official/wallets/view', grid: 'Official wallets', actions: true },
  { path: '/wallets/history', grid: 'Deposits', actions: false },
  { path: '/validators/view', grid: 'Custom authenticators', actions: false },
  { path: '/audit', grid: 'Audit events', actions: true },
] as const;

const signedIn = async (page: Page) => {
  await prepared();
  await page.context().addCookies(sessionCookies(await adminSession()));
};

/** The grid needs no horizontal scroll bar, the page is no wider than the window, and every header lies in the grid. */
const expectNoHorizontalOverflow = async (grid: Locator, name: string) => {
  const box = await grid.boundingBox();
  expect(box, `${name}: grid box`).not.toBeNull();
  await expect
    .soft(grid.locator('.MuiDataGrid-scrollbar--horizontal'), `${name}: horizontal scroll bar`)
    .toHaveCount(0);
  const pageOverflow = await grid
    .page()
    .evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(pageOverflow, `${name}: page wider than the window`).toBeLessThanOrEqual(0);
  for (const header of await grid.getByRole('columnheader').all()) {
    const cell = await header.boundingBox();
    expect
      .soft(cell!.x + cell!.width, `${name}: header ${await header.innerText()} ends inside the grid`)
      .toBeLessThanOrEqual(box!.x + box!.width + 1);
  }
};

/** The grid has shown its first page (rows, or its empty text). */
const gridLoaded = async (grid: Locator) => {
  await expect(grid.getByRole('columnheader').first()).toBeVisible();
  await expect(grid.locator('.MuiLinearProgress-root, .MuiSkeleton-root')).toHaveCount(0);
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`every list shows its action column without horizontal scrolling at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedIn(page);
    for (const list of LISTS) {
      await page.goto(list.path);
      const grid = page.getByRole('grid', { name: list.grid });
      await gridLoaded(grid);
      if (list.actions) {
        const actions = grid.getByRole('columnheader', { name: 'Actions' });
        await expect.soft(actions, `${list.grid}: actions column`).toBeInViewport();
        // The first row's actions are on screen too.
        await expect
          .soft(grid.getByRole('row').nth(1).getByRole('gridcell').last(), `${list.grid}: first row's actions`)
          .toBeInViewport();
      }
      await expectNoHorizontalOverflow(grid, list.grid);
    }
  });
}

test('a filter and a column choice survive a reload', async ({ page }) => {
  await signedIn(page);
  await page.goto('/investors/view');
  const grid = page.getByRole('grid', { name: 'Investors' });
  await expect(grid.getByRole('columnheader', { name: 'Contact email' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await expect(page).toHaveURL(/status=active/);

  await page.getByRole('button', { name: 'Choose columns' }).click();
  await page.getByRole('checkbox', { name: 'Contact email' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Contact email' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Investor', exact: true })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Contact email' })).toHaveCount(0);
  for (const status of await grid.getByTestId('investor-status').allInnerTexts()) expect(status).toBe('Active');
});

/** Signed-in pages axe checks: every list, and a record page of each kind the walks made. */
const axePages = async (): Promise<string[]> => {
  const { issuer, investor } = await prepared();
  return [
    '/dashboard',
    ...LISTS.map((list) => list.path),
    `/issuers/view/${issuer.id}`,
    `/investors/details/${investor.id}`,
    '/authenticator',
  ];
};

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

for (const mode of [
  { name: 'light', colorScheme: 'light' as const, viewport: { width: 1280, height: 800 } },
  { name: 'dark', colorScheme: 'dark' as const, viewport: { width: 1280, height: 800 } },
  { name: 'phone', colorScheme: 'light' as const, viewport: { width: 390, height: 844 } },
]) {
  test(`axe finds no serious or critical violation on any signed-in page (${mode.name})`, async ({ page }) => {
    await page.setViewportSize(mode.viewport);
    await page.emulateMedia({ colorScheme: mode.colorScheme });
    await signedIn(page);
    const found: string[] = [];
    for (const path of await axePages()) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', mode.colorScheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0);
      found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  });
}
