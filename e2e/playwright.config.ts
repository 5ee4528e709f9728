// Browser walks of the console in Debian's Chromium (no browser download), one worker, fully serial.
// Global setup starts an SMTP server and the product on a fresh embedded database; see support/.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Budgets for a loaded 2-core CI machine (CI allows 90 minutes): every wait is for a state, never a duration,
  // so these only bound how long a slow machine may take; a stuck walk still fails, alone, within its timeout.
  timeout: 5 * 60_000,
  globalTimeout: 60 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    // baseURL comes from global setup through the fixture in support/fixtures.ts.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
