// Validator and dashboard walks in the console (SPEC §2, §7, §8; DESIGN §8; issue 6): generating a custom validator
// behind the admin's password (a wrong one refused with the server's message), its one-time pairing link, a validator
// node pairing with it (through the API, as a node does) raising the counter and the list's state live, the dashboard
// following pairings live, a removal lowering the counter; the public pairing page behind the link (signed out and
// signed in: pairing once, the server's refusals, an invalid link); a token value entry becoming the dashboard's current
// value live; and an admin who may view only investors seeing only the investor figures.
// "Live" means without a reload: each walk marks its page's window and checks the mark is still there at the end.
import type { Locator, Page } from '@playwright/test';
import {
  callApi,
  createActiveAdmin,
  depositThroughApi,
  finishKycThroughApi,
  intakeInvestor,
  intakeIssuer,
  lockFundsThroughApi,
  randomWalletAddress,
  reviewInvestorThroughApi,
  sessionCookies,
  signInThroughApi,
  type ApiSession,
  firstAdminSessionOnce,
} from '../support/api';
import { realtimeConnected, toast } from '../support/console-ui';
import { expect, test } from '../support/fixtures';
import { readFirstAdmin } from '../support/first-admin';
import { utcDay } from '../support/stamps';

const AUTH = '/api/auth/v1';

/** One sign-in of the first admin for the walks of this file (each sign-in with an authenticator spends a step). */
const adminSession = firstAdminSessionOnce();

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Marks the page's window; `expectSameWindow` then tells a reload (or a full navigation) apart from live updates. */
const markWindow = async (page: Page): Promise<void> => {
  await page.evaluate(() => {
    (window as unknown as { e2eWindowMark?: string }).e2eWindowMark = 'not reloaded';
  });
};
const expectSameWindow = async (page: Page): Promise<void> => {
  const mark = await page.evaluate(() => (window as unknown as { e2eWindowMark?: string }).e2eWindowMark);
  expect(mark, 'the page was not reloaded').toBe('not reloaded');
};

const validatorCount = (page: Page): Locator => page.getByTestId('validator-count');
const customValidatorRow = (page: Page, id: string): Locator =>
  page.getByRole('grid', { name: 'Custom authenticators' }).locator(`[role="row"][data-id="${id}"]`);
const section = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true });

/** A validator node pairing with a one-time code (POST /api/v1/validators/pair, public). */
const pairNode = async (sessionHash: string, nodeName: string): Promise<void> => {
  const answer = await callApi('POST', '/api/v1/validators/pair', { body: { sessionHash, nodeName } });
  expect(answer.status, `pairing of ${nodeName}: ${JSON.stringify(answer.body)}`).toBe(200);
};

/** Every region (card) of the dashboard's figures, by title. */
const FIGURE_CARDS = [
  'Investors',
  'Issuer wallets',
  'Investor funds',
  'Token value',
  'Validators',
  'Deposits per day, last 90 days',
  'Unlocks in the next 30 days',
] as const;

test('generates a validator behind the password, a node pairs with its one-time link, counter, list and dashboard follow live, and a removal lowers the counter', async ({
  page,
  context,
  baseURL,
  browserProblems,
}) => {
  const run = stamp();
  const vic = await createActiveAdmin(
    { email: `vic.validators.${run}@e2e.example`, firstName: 'Vic', lastName: 'Validators' },
    ['validators.view', 'authenticators.manage'],
    await adminSession(),
  );
  const vicSession = await signInThroughApi(vic.email, vic.password);
  await context.addCookies(sessionCookies(vicSession));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // `/validators` opens the page at `/validators/view`: the counter and the custom validators.
  const connected = realtimeConnected(page);
  await page.goto('/validators');
  await expect(page).toHaveURL(`${baseURL}/validators/view`);
  await expect(page.getByRole('heading', { name: 'Validators', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Validators · /);
  await connected;
  await expect(validatorCount(page)).toHaveText(/^\d+$/);
  const before = Number(await validatorCount(page).textContent());
  await expect(page.getByTestId('custom-validator-total')).toHaveText(/^\d+ custom authenticators?$/);
  await markWindow(page);

  // "Generate authenticator link" asks for the password; a wrong one is refused with the server's message, in the dialog.
  await page.getByRole('button', { name: 'Generate authenticator link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate authenticator link' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  browserProblems.allowFailedRequest(422, /\/api\/auth\/v1\/backoffice\/custom\/validator$/);
  await dialog.getByLabel('Password', { exact: true }).fill('not the password of vic at all');
  await dialog.getByRole('button', { name: 'Generate link' }).click();
  await expect(dialog.getByText('The password is not correct.', { exact: true })).toBeVisible();

  // The right password: the toast, and the pairing link shown once, with a note saying so and a copy button.
  await dialog.getByLabel('Password', { exact: true }).fill(vic.password);
  const generated = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/auth/v1/backoffice/custom/validator'),
  );
  await page.keyboard.press('Enter');
  const answer = (await (await generated).json()) as { customValidator: { id: string }; sessionHash: string };
  // The toast is announced although the dialog is still open (dialogs hide only their own container).
  await expect(toast(page, 'Successfully generated authenticator link')).toBeVisible();
  const linkDialog = page.getByRole('dialog', { name: 'Authenticator link' });
  await expect(linkDialog).toBeVisible();
  await expect(linkDialog.getByTestId('pairing-link-note')).toContainText('This link is shown only once.');
  const link = (await linkDialog.getByTestId('pairing-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${baseURL!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/validators/pair/[0-9a-f]{64}$`));
  const sessionHash = link.split('/').pop()!;
  expect(sessionHash).toBe(answer.sessionHash);
  await linkDialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(linkDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await expect(linkDialog).toBeHidden();

  // The new validator is listed, awaiting pairing; the counter has not moved.
  const first = customValidatorRow(page, answer.customValidator.id);
  await expect(first.getByTestId('custom-validator-status')).toHaveText('Awaiting pairing');
  await expect(first.getByTestId('custom-validator-node')).toHaveText('Not paired yet');
  await expect(validatorCount(page)).toHaveText(String(before));

  // A validator node pairs with the code of the link: the counter rises and the row changes, without a reload.
  const firstNode = `e2e-node-${run}-a`;
  await pairNode(sessionHash, firstNode);
  await expect(validatorCount(page)).toHaveText(String(before + 1));
  await expect(first.getByTestId('custom-validator-status')).toHaveText('Paired');
  await expect(first.getByTestId('custom-validator-node')).toHaveText(firstNode);
  await expect(first.getByTestId('custom-validator-paired-at').locator('time')).toBeVisible();
  await expectSameWindow(page);

  // The dashboard, opened in the same page, shows the paired validators, and only what Vic may view.
  await section(page, 'Dashboard').click();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  const validatorsCard = page.getByRole('region', { name: 'Validators', exact: true });
  await expect(validatorsCard.getByTestId('dashboard-validators-paired')).toHaveText(String(before + 1));
  for (const hidden of FIGURE_CARDS.filter((title) => title !== 'Validators')) {
    await expect(page.getByRole('region', { name: hidden, exact: true })).toHaveCount(0);
  }

  // Another node pairs (its validator generated through the API by Vic) while the dashboard is open: it rises live.
  const second = await callApi('POST', `${AUTH}/backoffice/custom/validator`, {
    session: vicSession,
    body: { password: vic.password },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  await pairNode(String(second.body.sessionHash), `e2e-node-${run}-b`);
  await expect(validatorsCard.getByTestId('dashboard-validators-paired')).toHaveText(String(before + 2));
  await expectSameWindow(page);

  // Back on the validators page, the first validator is removed after a confirmation: toast, counter down, row gone.
  await section(page, 'Validators').click();
  await expect(page).toHaveURL(`${baseURL}/validators/view`);
  await expect(validatorCount(page)).toHaveText(String(before + 2));
  await first.getByRole('button', { name: `Remove ${firstNode}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove authenticator?' });
  await expect(confirm).toContainText(`${firstNode} stops counting among the paired validators.`);
  await confirm.getByRole('button', { name: 'Remove authenticator' }).click();
  await expect(toast(page, 'Successfully removed authenticator')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(validatorCount(page)).toHaveText(String(before + 1));
  await expect(first).toHaveCount(0);
  await expectSameWindow(page);
});

/** The paired validators' count as the first admin reads it through the API (GET /api/v1/validators). */
const pairedCountThroughApi = async (session: ApiSession): Promise<number> => {
  const answer = await callApi('GET', '/api/v1/validators', { session });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Number((answer.body.data as { count: number }).count);
};

test('the pairing link opens a public page that pairs a node once, signed out or in, and refuses used, unknown and invalid links', async ({
  page,
  baseURL,
  browserProblems,
  openContext,
}) => {
  const session = await adminSession();
  const before = await pairedCountThroughApi(session);
  const generated = await callApi('POST', `${AUTH}/backoffice/custom/validator`, {
    session,
    body: { password: readFirstAdmin().password },
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const sessionHash = String(generated.body.sessionHash);
  const pairingPath = new URL(String(generated.body.pairingLink)).pathname;
  expect(pairingPath).toBe(`/validators/pair/${sessionHash}`);
  browserProblems.allowFailedRequest(409, /\/api\/v1\/validators\/pair$/);
  browserProblems.allowFailedRequest(404, /\/api\/v1\/validators\/pair$/);
  const pairRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/validators/pair')) pairRequests.push(request.url());
  });

  // Signed out (this context has no cookies): the public page, in the public frame, with the form focused.
  expect(await page.context().cookies()).toEqual([]);
  await page.goto(pairingPath);
  await expect(page).toHaveURL(`${baseURL}${pairingPath}`);
  await expect(page.getByRole('heading', { name: 'Pair a validator node', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Pair a validator node · /);
  await expect(page.getByText(/one-time link pairs a validator node .* keep it private\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Pair a validator node' });
  const nodeName = form.getByLabel('Node name');
  await expect(nodeName).toBeFocused();

  // For operators who pair from the node: the same call, behind a keyboard-usable toggle.
  const apiCall = page.getByTestId('pairing-api-call');
  await expect(apiCall).toBeHidden();
  await page.getByText('Pairing from the node itself?').click();
  await expect(apiCall).toContainText(`POST ${baseURL}/api/v1/validators/pair`);
  await expect(apiCall).toContainText(`{"sessionHash": "${sessionHash}", "nodeName": "…"}`);

  // An empty name is refused by the contract's schema, before any call.
  await nodeName.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Enter the name of the validator node.', { exact: true })).toBeVisible();
  await expect(nodeName).toHaveAttribute('aria-invalid', 'true');
  expect(pairRequests).toEqual([]);

  // A name typed with the keyboard, then Tab to "Pair validator" and Enter: the confirmation replaces the form.
  const name = `e2e-page-node-${stamp()}`;
  await expect(nodeName).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Pair validator' })).toBeFocused();
  const paired = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/validators/pair'),
  );
  await page.keyboard.press('Enter');
  const pairing = await paired;
  expect(pairing.status()).toBe(200);
  expect(pairing.request().headers().authorization).toBeUndefined();
  const pairedAt = ((await pairing.json()) as { validator: { pairedAt: string } }).validator.pairedAt;
  const confirmation = page.getByTestId('pairing-confirmation');
  await expect(confirmation).toHaveText(new RegExp(`^Validator node ${name} paired on .+\\.$`));
  await expect(confirmation.locator('time')).toHaveAttribute('datetime', pairedAt);
  await expect(form).toHaveCount(0);

  // Reloaded and paired again: the server's "already used" message, and the form stays.
  await page.reload();
  await expect(nodeName).toBeFocused();
  await page.keyboard.type(`${name}-again`);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toContainText(
    'This pairing code was already used: a validator node paired with it on',
  );
  await expect(form.getByRole('alert')).toContainText('Ask an administrator for a new pairing link.');
  await expect(page.getByTestId('pairing-confirmation')).toHaveCount(0);

  // A well-formed code the server does not know: its 404 message.
  await page.goto(`/validators/pair/${'0123456789abcdef'.repeat(4)}`);
  await nodeName.fill('e2e-unknown-code-node');
  await form.getByRole('button', { name: 'Pair validator' }).click();
  await expect(form.getByRole('alert')).toContainText('This pairing code is not valid.');

  // A malformed link shows the invalid-link notice without calling the server.
  const callsSoFar = pairRequests.length;
  await page.goto('/validators/pair/xyz');
  await expect(page.getByRole('heading', { name: 'Pair a validator node', level: 1 })).toBeVisible();
  await expect(page.getByText('This pairing link is not valid or is incomplete.', { exact: false })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Pair a validator node' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  expect(pairRequests).toHaveLength(callsSoFar);

  // Signed in, the link still opens the public page (not the validators section, not a redirect to the dashboard),
  // and the public call carries no token.
  const signedIn = await openContext();
  await signedIn.addCookies(sessionCookies(session));
  const admin = await signedIn.newPage();
  await admin.goto(pairingPath);
  await expect(admin).toHaveURL(`${baseURL}${pairingPath}`);
  const adminForm = admin.getByRole('form', { name: 'Pair a validator node' });
  await expect(adminForm.getByLabel('Node name')).toBeFocused();
  await expect(admin.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  await admin.keyboard.type(`${name}-signed-in`);
  const again = admin.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/validators/pair'),
  );
  await admin.keyboard.press('Enter');
  const refused = await again;
  expect(refused.status()).toBe(409);
  expect(refused.request().headers().authorization).toBeUndefined();
  expect(refused.request().headers().authtoken).toBeUndefined();
  await expect(adminForm.getByRole('alert')).toContainText('This pairing code was already used');
  await admin.goto('/validators/pair/xyz');
  await expect(admin.getByText('This pairing link is not valid or is incomplete.', { exact: false })).toBeVisible();

  // The page paired exactly one validator.
  expect(await pairedCountThroughApi(session)).toBe(before + 1);
});

test('a token value entry added elsewhere becomes the current value on the open dashboard', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  await context.addCookies(sessionCookies(session));
  const connected = realtimeConnected(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Dashboard · /);
  await connected;

  // The first admin sees every figure the server has: the deposits chart with its values as a table on request.
  const deposits = page.getByRole('region', { name: 'Deposits per day, last 90 days', exact: true });
  await expect(deposits.getByRole('img', { name: /^Deposits per day, last 90 days, by number$/ })).toBeVisible();
  await expect(deposits.locator('svg [data-bar]')).toHaveCount(90);
  await deposits.getByRole('button', { name: 'Show the values' }).click();
  await expect(deposits.getByRole('table').getByRole('row')).toHaveCount(91);
  await deposits.getByRole('button', { name: 'Hide the values' }).click();
  await expect(deposits.getByRole('table')).toHaveCount(0);
  for (const title of ['Investors', 'Issuer wallets', 'Investor funds', 'Validators', 'Unlocks in the next 30 days']) {
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  }
  await markWindow(page);

  // A value of this run (whole digits grouped on screen), added through the API while the dashboard is open.
  const whole = String(1000 + (Date.now() % 9000));
  const value = `${whole}.${String(Date.now()).slice(-5)}7`;
  const added = await callApi('POST', `${AUTH}/blck`, { session, body: { value } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const entry = added.body.blckValue as { value: string; createdAt: string };

  const tokenCard = page.getByRole('region', { name: 'Token value', exact: true });
  const grouped = `${whole.slice(0, 1)},${whole.slice(1)}.${value.split('.')[1]}`;
  // The value names its reference currency (BLCK_VALUE_CURRENCY, USD by default).
  await expect(tokenCard.getByTestId('dashboard-token-value-current')).toHaveText(`${grouped} USD`);
  const since = await tokenCard.getByTestId('dashboard-token-value-since').getAttribute('datetime');
  expect(Date.parse(since ?? '')).toBe(Date.parse(entry.createdAt));
  await expectSameWindow(page);
});

test('an admin who may view only investors sees only the investor figures', async ({ page, context, baseURL }) => {
  const run = stamp();
  const session = await adminSession();
  // At least one investor awaiting review.
  await intakeInvestor({
    investorName: `Ivy Pending ${run}`,
    investorId: `TAX-${run.toUpperCase()}`,
    investorAddress: 'Keizersgracht 1\n1015 CS Amsterdam',
    representedBy: '',
    interestRate: '3',
    rewardBonus: '0',
    contactEmail: `ivy.${run}@investors.e2e.example`,
    investorType: 'individual',
    paymentType: 'fiat',
    paymentList: [{ amount: '100', currency: 'USD' }],
  });
  const ines = await createActiveAdmin(
    { email: `ines.investors.${run}@e2e.example`, firstName: 'Ines', lastName: 'Investors' },
    ['investors.view'],
    session,
  );
  await context.addCookies(sessionCookies(await signInThroughApi(ines.email, ines.password)));

  // What the investor list counts per state, as the first admin reads it through the API.
  const totals: Record<string, number> = {};
  for (const status of ['pending', 'active', 'cancelled']) {
    const list = await callApi('GET', `${AUTH}/investors/all?page=0&perPage=1&status=${status}`, { session });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    totals[status] = Number(list.body.total);
  }
  expect(totals.pending).toBeGreaterThan(0);

  await page.goto('/dashboard');
  const investors = page.getByRole('region', { name: 'Investors', exact: true });
  await expect(investors.getByTestId('dashboard-investors-pending')).toHaveText(String(totals.pending));
  await expect(investors.getByTestId('dashboard-investors-active')).toHaveText(String(totals.active));
  await expect(investors.getByTestId('dashboard-investors-cancelled')).toHaveText(String(totals.cancelled));
  for (const hidden of FIGURE_CARDS.filter((title) => title !== 'Investors')) {
    await expect(page.getByRole('region', { name: hidden, exact: true })).toHaveCount(0);
  }
  for (const testId of [
    'dashboard-wallets-held',
    'dashboard-funds-locked',
    'dashboard-token-value-current',
    'dashboard-validators-paired',
    'dashboard-deposits-chart',
    'dashboard-unlocks',
  ]) {
    await expect(page.getByTestId(testId)).toHaveCount(0);
  }

  // Each figure leads to the investor list filtered by that state.
  const pendingName = `${totals.pending} ${totals.pending === 1 ? 'investor' : 'investors'} awaiting review`;
  await investors.getByRole('link', { name: pendingName, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/investors/view?status=pending`);
  await expect(page.getByRole('heading', { name: 'Investors', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Investors' }).getByTestId('investor-status').first()).toHaveText(
    'Pending review',
  );
});

test('every dashboard amount is shown whole at desktop, laptop, tablet and phone widths, never cut off by its card', async ({
  page,
  context,
}) => {
  const session = await adminSession();
  const tag = stamp();
  const issuer = await intakeIssuer({
    email: `wide.${tag}@issuers.e2e.example`,
    issuerType: 'company',
    companyName: `Wide Amounts ${tag}`,
    firstName: 'Wim',
    lastName: 'Wide',
    paymentType: 'fiat',
    wallet: randomWalletAddress(),
  });
  await finishKycThroughApi(session, issuer);
  // Amounts with every digit group a treasury sees: millions with cents, locked and available, and a wallet total
  // carrying all 18 decimals $BLCK has.
  await depositThroughApi(session, issuer.wallet!, '1000000.000000000000000001');
  const investor = await reviewInvestorThroughApi(
    session,
    await intakeInvestor({
      investorName: `Wide Investor ${tag}`,
      investorId: `WIDE-${tag.toUpperCase()}`,
      investorAddress: 'Breedstraat 1\n1011 AB Amsterdam',
      representedBy: '',
      interestRate: '2',
      rewardBonus: '0',
      contactEmail: `wide.${tag}@investors.e2e.example`,
      investorType: 'individual',
      paymentType: 'fiat',
      paymentList: [
        { amount: '1827860.99', currency: 'USD' },
        { amount: '569250.75', currency: 'USD' },
      ],
    }),
  );
  await lockFundsThroughApi(session, {
    walletAddress: issuer.wallet!,
    availableFrom: utcDay(20),
    investorId: investor.id,
    paymentIds: [investor.paymentList[1]!.id],
  });
  await context.addCookies(sessionCookies(session));

  for (const viewport of [
    { width: 1400, height: 1000 },
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-funds-locked')).toContainText('$BLCK');
    await expect(page.getByTestId('dashboard-funds-available')).toContainText('$BLCK');
    // Each amount's box lies inside its card's box (a clipped one runs past the card's right edge).
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main section [data-amount]')].flatMap((amount) => {
        const card = amount.closest('section')!.getBoundingClientRect();
        const box = amount.getBoundingClientRect();
        return box.right <= card.right + 0.5 && box.left >= card.left - 0.5
          ? []
          : [
              `${amount.textContent} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(card.left)}–${Math.round(card.right)})`,
            ];
      }),
    );
    const amounts = await page.locator('main section [data-amount]').count();
    expect(amounts, `amounts on the dashboard at ${viewport.width} px`).toBeGreaterThanOrEqual(4);
    expect(cut, `amounts cut off at ${viewport.width} px`).toEqual([]);
  }
});
