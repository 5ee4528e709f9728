// The first administrator (ADMIN_EMAIL/ADMIN_PASSWORD) is the only admin who can sign in before admin
// confirmation exists, and the walks change its password and authenticator. Its current credentials live in
// a file of the run, updated as soon as the server accepted a change, so every test signs in with what holds now.
import { readFileSync, writeFileSync } from 'node:fs';
import { totpCode } from '../../server/test/support/totp';
import { e2eEnvironment, stateFiles } from './environment';

export interface FirstAdmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Base32 secret of the enabled authenticator, or null while sign-in uses emailed codes. */
  totpSecret: string | null;
  /** The last 30-second TOTP step handed out; the server refuses a step it has already accepted. */
  totpLastStep: number | null;
}

/** The first admin's name as ensureFirstAdmin creates it. */
export const FIRST_ADMIN_NAME = { firstName: 'First', lastName: 'Administrator' } as const;

const file = () => stateFiles(e2eEnvironment().stateDir).firstAdmin;

export const writeFirstAdmin = (path: string, admin: FirstAdmin): void =>
  writeFileSync(path, `${JSON.stringify(admin, null, 2)}\n`);

export const readFirstAdmin = (): FirstAdmin => JSON.parse(readFileSync(file(), 'utf8')) as FirstAdmin;

export const updateFirstAdmin = (change: Partial<FirstAdmin>): FirstAdmin => {
  const next = { ...readFirstAdmin(), ...change };
  writeFirstAdmin(file(), next);
  return next;
};

const STEP_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / STEP_MS);

/**
 * A TOTP code of `secret` for a step never handed out before: the current step, or the next one when the
 * current one was used (the server accepts ±1 step). When even the next one was used, waits for time to move.
 * The step is recorded at once: wasting a step is harmless, reusing one fails.
 */
export const freshTotpCode = async (secret: string): Promise<string> => {
  const last = readFirstAdmin().totpLastStep ?? -1;
  for (;;) {
    const now = Date.now();
    const current = stepAt(now);
    const step = Math.max(current, last + 1);
    if (step <= current + 1) {
      updateFirstAdmin({ totpLastStep: step });
      return totpCode(secret, new Date(now), step - current);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - now + 50));
  }
};
