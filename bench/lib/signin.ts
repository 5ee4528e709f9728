// Signs in through the real HTTP API like the console does: solved captcha, password, emailed code, binding cookie.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CaptchaChallengeResponseSchema,
  COOKIES,
  CurrentAdminResponseSchema,
  HEADERS,
  SignInFirstStepResponseSchema,
  SignInTokenResponseSchema,
  endpoints,
  type Admin,
  type SignInCodeBody,
  type SignInFirstStepBody,
} from '@blck/contract';
import type { Mailbox } from './server';

export interface SignedIn {
  token: string;
  binding: string;
  /** What every auth-service call of this session sends: the `Authtoken` header and the binding cookie. */
  headers: Record<string, string>;
  /** What every platform-service call of this session sends: `Authorization: Bearer` and the binding cookie. */
  bearerHeaders: Record<string, string>;
}

const postJson = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${text}`);
  return { response, json: JSON.parse(text) as unknown };
};

/** Fetches a challenge and solves it; the answer is accepted once. */
export const solveCaptcha = async (baseUrl: string): Promise<string> => {
  const response = await fetch(`${baseUrl}${endpoints.captchaChallenge.path}`);
  if (!response.ok) throw new Error(`The captcha challenge answered ${response.status}: ${await response.text()}`);
  const challenge: Challenge = CaptchaChallengeResponseSchema.parse(await response.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

const bindingFrom = (response: Response): string => {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name?.trim() === COOKIES.binding) return value.join('=').trim();
  }
  throw new Error(`The final sign-in step set no ${COOKIES.binding} cookie.`);
};

/** Email + password (first step), then the emailed code (final step); for an admin without an authenticator. */
export const signIn = async (
  baseUrl: string,
  credentials: { email: string; password: string },
  mailbox: Mailbox,
): Promise<SignedIn> => {
  const mailsBefore = mailbox.mails.length;
  const firstBody: SignInFirstStepBody = { ...credentials, captcha: await solveCaptcha(baseUrl) };
  const first = SignInFirstStepResponseSchema.parse(
    (await postJson(`${baseUrl}${endpoints.signInFirstStep.path}`, firstBody)).json,
  );
  if (first.twoFASecured)
    throw new Error(`${credentials.email} signs in with an authenticator; this helper handles emailed codes only.`);

  const mail = await mailbox.waitFor(credentials.email, /sign-in code/i, { since: mailsBefore });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the sign-in mail: ${mail.text}`);

  const finalBody: SignInCodeBody = { code, captcha: await solveCaptcha(baseUrl) };
  const final = await postJson(`${baseUrl}${endpoints.signInFinal.path}`, finalBody, {
    [HEADERS.sessionId]: first.sessionId,
  });
  const { token } = SignInTokenResponseSchema.parse(final.json);
  const binding = bindingFrom(final.response);
  const cookie = `${COOKIES.binding}=${binding}`;
  return {
    token,
    binding,
    headers: { [HEADERS.authToken]: token, cookie },
    bearerHeaders: { authorization: `Bearer ${token}`, cookie },
  };
};

/** The signed-in administrator, as the server sees them. */
export const fetchCurrentAdmin = async (baseUrl: string, session: SignedIn): Promise<Admin> => {
  const response = await fetch(`${baseUrl}${endpoints.currentAdmin.path}`, { headers: session.headers });
  if (!response.ok)
    throw new Error(`${endpoints.currentAdmin.path} answered ${response.status}: ${await response.text()}`);
  return CurrentAdminResponseSchema.parse(await response.json()).admin;
};
