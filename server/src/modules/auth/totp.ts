// Authenticator codes (RFC 6238: SHA-1, 6 digits, 30 s, ±1 step); which step matched, for one-time use.
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

const totpFor = (secret: string, label = 'admin', issuer = 'BLCK') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, accountEmail: string, issuer: string): string =>
  totpFor(secret, accountEmail, issuer).toString();

/** The time step whose code equals `code` within ±1 step of `now`, or null. */
export const matchTotpStep = (secret: string, code: string, now: Date): number | null => {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
};
