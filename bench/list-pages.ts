// Measures the console's lists as an operator sees them: how many investor rows are fully visible at 1440×900 with
// the default settings (200 seeded investors), and the JavaScript (gzip) each list page loads when opened directly
// (cold cache), and all list pages together. `BENCH_CONSOLE_DIST=<folder>` measures another build (e.g. main's) to
// compare; the row count reads either the Data Grid (role grid) or a plain table.
import { COOKIES } from '@blck/contract';
import type { Benchmark } from './lib/benchmark';
import { launchChromium, measureFile, serveConsoleRecordingScripts, type SentScript } from './lib/console-build';
import { seedDepositAccounts } from './lib/ledger-seed';
import { seedInvestors } from './lib/investors-seed';
import { kilobytes, note, printFigure } from './lib/print';
import { fetchCurrentAdmin, signIn } from './lib/signin';

const SETTLE_TIMEOUT_MS = 20_000;
const INVESTORS = 200;
const LIST_PAGES = [
  '/admins/view',
  '/issuers/view',
  '/investors/view',
  '/lockedfunds/view',
  '/fiats/view',
  '/blckvalue/view',
  '/wallets/view',
  '/official/wallets/view',
  '/wallets/history',
  '/validators/view',
  '/audit',
] as const;

export const listPages: Benchmark = {
  name: 'list-pages',
  summary:
    'investor rows fully visible at 1440×900 with default settings, and the .js the server sends (gzip level 9) ' +
    'while headless Chromium opens each list page directly, signed in',
  run: async () => {
    const { dist, server, served } = await serveConsoleRecordingScripts();
    const browser = await launchChromium();
    try {
      const session = await signIn(server.url, server.admin, server.mailbox);
      const admin = await fetchCurrentAdmin(server.url, session);
      const accounts = await seedDepositAccounts(server.database.db);
      const now = new Date();
      await seedInvestors(server.database.db, {
        count: INVESTORS,
        batch: INVESTORS,
        pendingShare: 0.1,
        cancelledShare: 0.1,
        external: accounts.external,
        from: new Date(now.getTime() - 30 * 86_400_000),
        to: now,
        admin,
      });
      const cookies = [
        { name: COOKIES.authToken, value: session.token, url: server.url, sameSite: 'Strict' as const },
        { name: COOKIES.binding, value: session.binding, url: server.url, sameSite: 'Strict' as const, httpOnly: true },
      ];

      const all = new Map<string, SentScript>();
      let rowsVisible = 0;
      for (const path of LIST_PAGES) {
        served.clear();
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addCookies(cookies);
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle', timeout: SETTLE_TIMEOUT_MS });
        await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS });
        await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
        if (path === '/investors/view') {
          await page
            .locator('[role="grid"] [role="row"][data-id], table tbody tr')
            .first()
            .waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS });
          rowsVisible = await page.evaluate(() => {
            // A row counts when its whole box lies inside the window and inside every scrolling box around it.
            const rows = [...document.querySelectorAll('[role="grid"] [role="row"][data-id], table tbody tr')];
            return rows.filter((row) => {
              const box = row.getBoundingClientRect();
              if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
              for (let parent = row.parentElement; parent; parent = parent.parentElement) {
                const style = getComputedStyle(parent);
                if (!/(auto|scroll|hidden)/.test(style.overflowY)) continue;
                const clip = parent.getBoundingClientRect();
                if (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5) return false;
              }
              return true;
            }).length;
          });
        }
        const files = [...served].map(([file, sent]) => measureFile(dist, file, sent));
        for (const [file, sent] of served) all.set(file, sent);
        const gzip = files.reduce((total, file) => total + file.gzip, 0);
        const sent = files.reduce((total, file) => total + file.sent, 0);
        note(
          `${path}: ${files.length} files, ${kilobytes(sent).toFixed(1)} KB sent, ${kilobytes(gzip).toFixed(1)} KB gzip`,
        );
        printFigure({
          name: `list-page-js-gzip ${path}`,
          value: kilobytes(gzip),
          unit: 'KB',
        });
        await context.close();
      }
      const union = [...all].map(([file, sent]) => measureFile(dist, file, sent));
      printFigure({
        name: 'list-pages-js-gzip (all list pages together)',
        value: kilobytes(union.reduce((total, file) => total + file.gzip, 0)),
        unit: 'KB',
      });
      printFigure({
        name: 'investors-rows-visible-1440x900',
        value: rowsVisible,
        unit: 'rows',
        digits: 0,
        targetMin: 15,
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
