// What global setup hands to the tests: where the product runs and where its mails and shared state are kept.
import { join } from 'node:path';

/** The brand the product is started with, so the footer shows a name set by the test run. */
export const E2E_BRAND_NAME = 'BLCK Back Office E2E';

/** The product's INTAKE_API_KEY in the run: the public platform's key for handing over new issuers (DESIGN §8). */
export const E2E_INTAKE_API_KEY = 'e2e-intake-key-0123456789abcdefghijkl';

export const ENV_NAMES = {
  baseUrl: 'E2E_BASE_URL',
  stateDir: 'E2E_STATE_DIR',
} as const;

export interface E2eEnvironment {
  /** Origin of the running product, e.g. http://127.0.0.1:40123 (also its PUBLIC_URL). */
  baseUrl: string;
  /** Temporary directory of this run: mailbox, first-admin state, server log, database. */
  stateDir: string;
}

export const stateFiles = (stateDir: string) => ({
  /** One JSON line per mail received by the SMTP server. */
  mails: join(stateDir, 'mails.jsonl'),
  /** Ids of the mails a test has already read, one per line. */
  consumedMails: join(stateDir, 'mails-consumed.txt'),
  /** The first admin's current password and authenticator (tests change both). */
  firstAdmin: join(stateDir, 'first-admin.json'),
  serverLog: join(stateDir, 'server.log'),
  dataDir: join(stateDir, 'data'),
  /** Copy of console/dist taken at the start of the run; the product serves this one. */
  consoleDist: join(stateDir, 'console-dist'),
});

export const e2eEnvironment = (): E2eEnvironment => {
  const baseUrl = process.env[ENV_NAMES.baseUrl];
  const stateDir = process.env[ENV_NAMES.stateDir];
  if (!baseUrl || !stateDir) {
    throw new Error(
      `${ENV_NAMES.baseUrl} and ${ENV_NAMES.stateDir} are not set: run the tests with \`npm test -w e2e\` so global setup starts the product.`,
    );
  }
  return { baseUrl, stateDir };
};
