// Password hashing (argon2id, DESIGN §6) and the new-password policy: length and a bundled common list.
import { AUTH_ERRORS } from '@blck/contract';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { apiError } from './http-error';

/** `algorithm: 2` is Argon2id in @node-rs/argon2's const enum, which isolated modules cannot import. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

/** A password printed once for an operator to hand over (96 random bits, 16 characters). */
export const generatePassword = (): string => randomBytes(12).toString('base64url');

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown accounts. */
  verifyNothing(password: string): Promise<false>;
}

export const createPasswordHasher = async (): Promise<PasswordHasher> => {
  const dummyHash = await hash('no account has this password', ARGON2_OPTIONS);
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyNothing: async (password) => {
      await verify(dummyHash, password).catch(() => false);
      return false;
    },
  };
};

/** Refuses a chosen password that is common or is the account's own email (length is the contract's). */
export const assertAcceptableNewPassword = (password: string, email: string) => {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) {
    throw apiError(AUTH_ERRORS.passwordTooCommon);
  }
  if (lowered === email.toLowerCase()) {
    throw apiError(AUTH_ERRORS.passwordIsEmail);
  }
};
