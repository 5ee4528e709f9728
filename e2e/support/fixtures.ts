// The `test` of every walk: baseURL from global setup, and a watcher that fails the test when the page
// logs a console error, throws, or reports a Content-Security-Policy violation during the walk.
import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';
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
}

interface AllowedFailure {
  status: number;
  url: RegExp;
}

const isCspReport = (text: string) => /^Refused to /.test(text) || /Content Security Policy/i.test(text);

const watch = (context: BrowserContext, allowed: AllowedFailure[], problems: string[]) => {
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() !== 'error' && !isCspReport(text)) return;
    const { url, lineNumber } = message.location();
    const failed = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
    if (failed && allowed.some((rule) => rule.status === Number(failed[1]) && rule.url.test(url))) return;
    problems.push(`console.${message.type()}: ${text}${url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : ''}`);
  };
  // The context's console also carries the messages of the pages' workers (the ALTCHA solver).
  context.on('console', onConsole);
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.push(`pageerror: ${error.stack ?? error.message}`);
  });
};

export const test = base.extend<{ browserProblems: BrowserProblems }>({
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
      watch(context, allowed, problems);
      // Chromium logs CSP violations as "Refused to …" errors; the event also catches those it does not log.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use({
        allowFailedRequest: (status, url) => allowed.push({ status, url }),
        list: () => problems,
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
});
