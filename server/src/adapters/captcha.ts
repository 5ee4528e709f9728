// The captcha on every call that carries one: ALTCHA proof of work (self-hosted) or reCAPTCHA.
import { AUTH_ERRORS } from '@blck/contract';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/client';
import { claimCaptchaNonce } from '../db/stores';
import type { Clock } from '../lib/clock';
import { apiError } from '../lib/http-error';
import type { Config } from '../config/env';

const CHALLENGE_TTL_MS = 10 * 60_000;

export interface Captcha {
  /** A new challenge for the widget (ALTCHA only). */
  challenge(): Promise<Challenge>;
  /** Throws 422 unless the answer is valid and was never used before. */
  verify(answer: string): Promise<void>;
}

const decodePayload = (answer: string): Payload | null => {
  try {
    const decoded = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Payload;
    return decoded?.challenge?.parameters && decoded.solution ? decoded : null;
  } catch {
    return null;
  }
};

export const createAltchaCaptcha = ({
  db,
  clock,
  cost,
  hmacSecret,
  hmacKeySecret,
}: {
  db: Db;
  clock: Clock;
  cost: number;
  hmacSecret: string;
  hmacKeySecret: string;
}): Captcha => ({
  challenge: () =>
    createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter: randomInt(cost, 3 * cost),
      deriveKey,
      hmacSignatureSecret: hmacSecret,
      hmacKeySignatureSecret: hmacKeySecret,
      // Signed with the challenge and checked against our clock (the library's own `expiresAt` reads the system time).
      data: { expiresAtMs: clock.now().getTime() + CHALLENGE_TTL_MS },
    }),
  verify: async (answer) => {
    const payload = decodePayload(answer);
    if (!payload) throw apiError(AUTH_ERRORS.captchaInvalid);
    const { parameters } = payload.challenge;
    const expiresAtMs = Number(parameters.data?.expiresAtMs ?? 0);
    if (expiresAtMs <= clock.now().getTime()) {
      throw apiError(AUTH_ERRORS.captchaExpired);
    }
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: hmacSecret,
      hmacKeySignatureSecret: hmacKeySecret,
    });
    if (!result.verified) throw apiError(AUTH_ERRORS.captchaInvalid);
    if (!(await claimCaptchaNonce(db, parameters.nonce, new Date(expiresAtMs)))) {
      throw apiError(AUTH_ERRORS.captchaReused);
    }
  },
});

/** Google reCAPTCHA: the token is checked once by Google's siteverify, which refuses reuse itself. */
export const createRecaptchaCaptcha = ({ secret }: { secret: string }): Captcha => ({
  challenge: () => Promise.reject(apiError(AUTH_ERRORS.captchaProvider)),
  verify: async (answer) => {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: answer }),
    }).catch(() => null);
    const result = (await response?.json().catch(() => null)) as { success?: boolean } | null;
    if (!result?.success) throw apiError(AUTH_ERRORS.captchaInvalid);
  },
});

export const createCaptcha = (
  config: Config,
  deps: { db: Db; clock: Clock; hmacSecret: string; hmacKeySecret: string },
): Captcha =>
  config.captcha.provider === 'recaptcha'
    ? createRecaptchaCaptcha({ secret: config.captcha.recaptchaSecret })
    : createAltchaCaptcha({ ...deps, cost: config.captcha.altchaCost });
