// Random secrets and their stored digests: tokens and codes are kept only as keyed hashes.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit token as 64 hex characters. */
export const newToken = (): string => randomBytes(32).toString('hex');
/** 128-bit id as 32 hex characters. */
export const newSessionId = (): string => randomBytes(16).toString('hex');
/** A 6-digit code, uniformly drawn. */
export const newNumericCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** The SHA-256 digest (hex) of a high-entropy random secret: it needs no pepper, since it cannot be guessed. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export const keyedHash = (pepper: string, value: string): string =>
  createHmac('sha256', pepper).update(value).digest('hex');

export const safeEqualHex = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};
