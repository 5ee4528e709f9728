// The `test` of every walk: baseURL from global setup, and a watcher that fails the test when the page
// logs a console error, throws, or reports a Content-Security-Policy violation during the walk.
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
} from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { e2eEnvironment, stateFiles } from './environment';

export { expect };

export interface BrowserProblems {
  /**
   * Accepts the console error Chromium logs for a failed request the walk expects, e.g. a 401 from a
   * wrong password: "Failed to load resource: the server responded with a status of 401".
   */
  allowFailedRequest(status: number, url: RegExp): void;
  /** What was seen so far (the fixture checks it after the test). */
  list(): readonly string[];
  /** Watches one more context of the walk (e.g. a second admin's browser) the same way; `label` prefixes its reports. */
  watch(context: BrowserContext, label: string): Promise<void>;
}

interface AllowedFailure {
  status: number;
  url: RegExp;
}

const isCspReport = (text: string) => /^Refused to /.test(text) || /Content Security Policy/i.test(text);

const watch = async (context: BrowserContext, allowed: AllowedFailure[], problems: string[], label = '') => {
  const prefix = label ? `[${label}] ` : '';
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() !== 'error' && !isCspReport(text)) return;
    const { url, lineNumber } = message.location();
    const failed = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
    if (failed && allowed.some((rule) => rule.status === Number(failed[1]) && rule.url.test(url))) return;
    problems.push(
      `${prefix}console.${message.type()}: ${text}${url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : ''}`,
    );
  };
  // The context's console also carries the messages of the pages' workers (the ALTCHA solver).
  context.on('console', onConsole);
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.push(`${prefix}pageerror: ${error.stack ?? error.message}`);
  });
  // Chromium logs CSP violations as "Refused to …" errors; the event also catches those it does not log.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
};

export const test = base.extend<{
  browserProblems: BrowserProblems;
  /**
   * Opens another browser context with the options of the test's own (base URL, locale, time zone, viewport), or these
   * overrides (e.g. another `timezoneId`), watched like it; e.g. a second administrator, or the same one in another
   * time zone. Closed after the test, with a screenshot of each page on failure.
   */
  openContext: (overrides?: Pick<BrowserContextOptions, 'timezoneId' | 'locale'>) => Promise<BrowserContext>;
}>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(e2eEnvironment().baseUrl);
  },

  browserProblems: [
    async ({ context }, use, testInfo) => {
      const { serverLog } = stateFiles(e2eEnvironment().stateDir);
      const logSizeAtStart = existsSync(serverLog) ? statSync(serverLog).size : 0;
      const allowed: AllowedFailure[] = [];
      const problems: string[] = [];
      await watch(context, allowed, problems);
      await use({
        allowFailedRequest: (status, url) => allowed.push({ status, url }),
        list: () => problems,
        watch: (other, label) => watch(other, allowed, problems, label),
      });
      if (problems.length > 0) {
        await testInfo.attach('browser-problems', { body: problems.join('\n'), contentType: 'text/plain' });
      }
      // What the product logged during the test (warnings and errors), to explain a failure.
      const serverLines = existsSync(serverLog)
        ? readFileSync(serverLog).subarray(logSizeAtStart).toString('utf8')
        : '';
      if (serverLines.trim() && (problems.length > 0 || testInfo.status !== testInfo.expectedStatus)) {
        await testInfo.attach('server-log', { body: serverLines, contentType: 'text/plain' });
      }
      expect(problems, 'console errors, page errors and CSP violations during the walk').toEqual([]);
    },
    { auto: true },
  ],

  openContext: async ({ browser, baseURL, browserProblems }, use, testInfo) => {
    const opened: BrowserContext[] = [];
    const { locale, timezoneId, viewport } = testInfo.project.use;
    await use(async (overrides = {}) => {
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, ...overrides });
      opened.push(context);
      await browserProblems.watch(context, `context ${opened.length + 1}`);
      return context;
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const [index, context] of opened.entries()) {
      if (failed) {
        for (const [pageIndex, page] of context.pages().entries()) {
          const body = await page.screenshot({ fullPage: true }).catch(() => null);
          if (body) {
            await testInfo.attach(`context-${index + 2}-page-${pageIndex + 1}`, { body, contentType: 'image/png' });
          }
        }
      }
      await context.close();
    }
  },
});
