// Measures the JavaScript a signed-in admin's browser loads to show `/dashboard` (opened directly, cold cache),
// gzip-compressed, in real headless Chromium: in all, and the part beyond index.html's entry files (the lazy chunks
// of the signed-in shell and of the dashboard route), whatever the current console build contains.
import { COOKIES } from '@blck/contract';
import type { Benchmark } from './lib/benchmark';
import {
  entryFilesOf,
  launchChromium,
  measureFile,
  serveConsoleRecordingScripts,
  type JsFile,
} from './lib/console-build';
import { kilobytes, note, printFigure } from './lib/print';
import { signIn } from './lib/signin';

const SETTLE_TIMEOUT_MS = 20_000;

export const dashboardPageJs: Benchmark = {
  name: 'dashboard-page-js',
  summary:
    'every .js file the server sends while headless Chromium, signed in, opens `/dashboard` directly and it ' +
    'settles (network idle, the page heading shown), each gzipped at level 9; in all and beyond the entry files',
  run: async () => {
    const { dist, server, served } = await serveConsoleRecordingScripts();
    const browser = await launchChromium();
    try {
      // Signed in over HTTP as the console would be: the readable token cookie and the HttpOnly binding cookie.
      const session = await signIn(server.url, server.admin, server.mailbox);
      const context = await browser.newContext();
      await context.addCookies([
        { name: COOKIES.authToken, value: session.token, url: server.url, sameSite: 'Strict' },
        { name: COOKIES.binding, value: session.binding, url: server.url, sameSite: 'Strict', httpOnly: true },
      ]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      const dashboardCalls: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/auth/v1/dashboard') dashboardCalls.push(response.status());
      });

      const response = await page.goto(`${server.url}/dashboard`, {
        waitUntil: 'networkidle',
        timeout: SETTLE_TIMEOUT_MS,
      });
      if (!response?.ok()) throw new Error(`GET /dashboard answered ${response?.status() ?? 'nothing'}`);
      const shown = await page
        .getByRole('heading', { level: 1, name: 'Dashboard' })
        .waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS })
        .then(
          () => true,
          () => false,
        );
      if (!shown) problems.push('no "Dashboard" heading became visible: the route may not have rendered');
      await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
      if (new URL(page.url()).pathname !== '/dashboard') problems.push(`the page went on to ${page.url()}`);
      if (dashboardCalls.length === 0) problems.push('the page did not call the dashboard API');
      else if (dashboardCalls.some((status) => status !== 200))
        problems.push(`the dashboard API answered ${dashboardCalls.join(', ')}`);

      const entries = entryFilesOf(dist);
      const files = [...served].map(([path, sent]) => measureFile(dist, path, sent));
      if (files.length === 0) throw new Error('The dashboard page loaded no JavaScript; the measurement is broken.');
      for (const entry of entries) {
        if (!served.has(entry)) problems.push(`index.html names ${entry} but the page did not load it`);
      }
      const lazy = files.filter((file) => !entries.has(file.path));
      for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
        note(
          `${file.path}${entries.has(file.path) ? ' (entry)' : ''}: ${kilobytes(file.sent).toFixed(1)} KB sent ` +
            `(${file.encoding}), ${kilobytes(file.gzip).toFixed(1)} KB gzip, ${kilobytes(file.raw).toFixed(1)} KB raw`,
        );
      }
      for (const problem of problems) note(`warning: ${problem}`);

      const sum = (list: readonly JsFile[], key: 'sent' | 'gzip' | 'raw') =>
        list.reduce((total, file) => total + file[key], 0);
      printFigure({ name: 'dashboard-page-js-sent', value: kilobytes(sum(files, 'sent')), unit: 'KB' });
      printFigure({ name: 'dashboard-page-js-gzip', value: kilobytes(sum(files, 'gzip')), unit: 'KB' });
      printFigure({ name: 'dashboard-page-js-raw', value: kilobytes(sum(files, 'raw')), unit: 'KB' });
      printFigure({ name: 'dashboard-page-js-files', value: files.length, unit: 'files', digits: 0 });
      printFigure({ name: 'dashboard-route-chunks-js-sent', value: kilobytes(sum(lazy, 'sent')), unit: 'KB' });
      printFigure({ name: 'dashboard-route-chunks-js-gzip', value: kilobytes(sum(lazy, 'gzip')), unit: 'KB' });
      printFigure({ name: 'dashboard-route-chunks-js-files', value: lazy.length, unit: 'files', digits: 0 });
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
