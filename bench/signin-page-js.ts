// Measures the JavaScript the sign-in page loads before any interaction in real headless Chromium: the bytes the server
// actually sent (the build's brotli files), and each file gzipped at level 9 for comparison with earlier figures. Then
// a person starts on the form (types an email address) and the captcha solves: what that loads on top (the contract,
// zod, the captcha's solver and worker) is printed too, so the JavaScript a whole sign-in needs is never out of sight.
import type { Page } from 'playwright';
import type { Benchmark } from './lib/benchmark';
import {
  entryFilesOf,
  launchChromium,
  measureFile,
  serveConsoleRecordingScripts,
  type JsFile,
} from './lib/console-build';
import { kilobytes, note, printFigure } from './lib/print';

/** Issue 16: the sign-in page's JavaScript as transferred (compressed), before any interaction, at most this much. */
const TARGET_SENT_KB = 150;
/** How long the page may take to settle (network idle, captcha idle or solved) before a figure is taken. */
const SETTLE_TIMEOUT_MS = 20_000;

/** The captcha group's state once it is not solving, as the console shows it (and the e2e walks read it). */
const settledCaptchaState = (page: Page, accept: readonly string[]): Promise<string | null> =>
  page
    .waitForFunction(
      (states) => {
        const group = document.querySelector('[role="group"][aria-label="Captcha"]');
        const state = group?.getAttribute('data-captcha-state');
        return state && states.includes(state) ? state : false;
      },
      accept,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .then(
      (handle) => handle.jsonValue() as Promise<string>,
      () => null,
    );

const listFiles = (files: readonly JsFile[]) => {
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    note(
      `${file.path}: ${kilobytes(file.sent).toFixed(1)} KB sent (${file.encoding}), ` +
        `${kilobytes(file.gzip).toFixed(1)} KB gzip, ${kilobytes(file.raw).toFixed(1)} KB raw`,
    );
  }
};

const total = (files: readonly JsFile[], key: 'sent' | 'gzip' | 'raw') =>
  files.reduce((sum, file) => sum + file[key], 0);

export const signinPageJs: Benchmark = {
  name: 'signin-page-js',
  summary:
    'every .js file the server sends while headless Chromium opens the sign-in page `/` and it settles ' +
    '(network idle, captcha idle or solved): the bytes sent as sent, and each file gzipped at level 9; then what ' +
    'typing an email address loads on top (the captcha solving, the contract)',
  run: async () => {
    const { dist, server, served } = await serveConsoleRecordingScripts();
    const browser = await launchChromium();
    try {
      const page = await (await browser.newContext()).newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });

      const response = await page.goto(`${server.url}/`, { waitUntil: 'networkidle', timeout: SETTLE_TIMEOUT_MS });
      if (!response?.ok()) {
        const body = (await response?.text().catch(() => '')) ?? '';
        throw new Error(
          `GET / answered ${response?.status() ?? 'nothing'} instead of the console's index.html: ${body.slice(0, 200)}`,
        );
      }
      const formShown = await page
        .locator('input[type="password"]')
        .first()
        .waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS })
        .then(
          () => true,
          () => false,
        );
      if (!formShown) problems.push('no password field became visible: the sign-in route may not have rendered');
      // A captcha that solves on load fetches its worker script while it solves: wait until it is done (or idle).
      const stateOnLoad = await settledCaptchaState(page, ['unverified', 'verified', 'error', 'unavailable']);
      if (stateOnLoad === null) problems.push('the captcha did not settle on load');
      else if (stateOnLoad === 'error') problems.push('the captcha failed on load');
      await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });

      const files = [...served].map(([path, sent]) => measureFile(dist, path, sent));
      if (files.length === 0) throw new Error('The sign-in page loaded no JavaScript; the measurement is broken.');
      for (const entry of entryFilesOf(dist)) {
        if (!served.has(entry)) problems.push(`index.html names ${entry} but the page did not load it`);
      }
      listFiles(files);

      // A person starts on the form: what the captcha and the submit need arrives now, and the captcha solves.
      note(`the captcha was "${stateOnLoad ?? 'not found'}" on load; typing an email address…`);
      await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
      const stateAfterInput = await settledCaptchaState(page, ['verified', 'error', 'unavailable']);
      if (stateAfterInput !== 'verified' && stateAfterInput !== 'unavailable')
        problems.push(`the captcha was not solved after typing (state ${stateAfterInput ?? 'still solving'})`);
      await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
      const loadedPaths = new Set(files.map((file) => file.path));
      const later = [...served]
        .filter(([path]) => !loadedPaths.has(path))
        .map(([path, sent]) => measureFile(dist, path, sent));
      note('loaded once the person starts on the form:');
      listFiles(later);
      for (const problem of problems) note(`warning: ${problem}`);

      const uncompressed = [...files, ...later].filter((file) => file.encoding === 'identity' && file.raw > 1024);
      if (uncompressed.length > 0)
        note(`warning: sent uncompressed: ${uncompressed.map((file) => file.path).join(', ')}`);
      printFigure({
        name: 'signin-page-js-sent',
        value: kilobytes(total(files, 'sent')),
        unit: 'KB',
        targetMax: TARGET_SENT_KB,
      });
      printFigure({ name: 'signin-page-js-gzip', value: kilobytes(total(files, 'gzip')), unit: 'KB' });
      printFigure({ name: 'signin-page-js-raw', value: kilobytes(total(files, 'raw')), unit: 'KB' });
      printFigure({ name: 'signin-page-js-files', value: files.length, unit: 'files', digits: 0 });
      printFigure({ name: 'signin-after-input-js-sent', value: kilobytes(total(later, 'sent')), unit: 'KB' });
      printFigure({
        name: 'signin-whole-js-sent',
        value: kilobytes(total(files, 'sent') + total(later, 'sent')),
        unit: 'KB',
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
