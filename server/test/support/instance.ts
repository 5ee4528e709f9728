// The product as a separate process (server/src/server.ts), for tests that kill it, restart it or run several.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { COOKIES } from '@blck/contract';
import type { SignedIn } from './harness';
import { freePort } from './ports';
import { codeIn, type Mailbox } from './smtp';

const ROOT = resolve(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 60_000;

export interface Instance {
  origin: string;
  process: ChildProcess;
  /** What the process wrote, for the failure message of a test. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Starts one instance with `env` on a free port and waits until `/readyz` answers 200. */
export const startInstance = async (env: Record<string, string>): Promise<Instance> => {
  const port = await freePort();
  const chunks: Buffer[] = [];
  // Node with the tsx loader directly, so a signal reaches the server itself and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CONSOLE_DIST: '/nonexistent',
      ALTCHA_COST: '5',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
  });
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const output = () => Buffer.concat(chunks).toString('utf8');
  const origin = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance exited with ${child.exitCode}:\n${output()}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the instance was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }

  return {
    origin,
    process: child,
    output,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
};

/** Sends one JSON call to an instance and returns its status and body. */
export const callInstance = async (
  origin: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; session?: SignedIn; bearer?: boolean } = {},
) => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) {
    if (options.bearer) headers.authorization = `Bearer ${options.session.token}`;
    else headers.authtoken = options.session.token;
    headers.cookie = `${COOKIES.binding}=${options.session.binding}`;
  }
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
};

/** Signs in over HTTP as a browser would: solved captcha, password, then the emailed code. */
export const signInOverHttp = async (
  origin: string,
  mailbox: Mailbox,
  email: string,
  password: string,
): Promise<SignedIn> => {
  const captcha = async () => {
    const challenge = (await callInstance(origin, 'GET', '/api/auth/v1/captcha/challenge')).body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha could not be solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const first = await callInstance(origin, 'POST', '/api/auth/v1/admins/signin/firststep', {
    body: { email, password, captcha: await captcha() },
  });
  if (first.status !== 200) throw new Error(`firststep ${first.status}: ${JSON.stringify(first.body)}`);
  const { sessionId } = first.body as { sessionId: string };
  const code = codeIn(await mailbox.waitFor(email, /sign-in code/, 15_000));
  const response = await fetch(`${origin}/api/auth/v1/admins/signin/final`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sessionid: sessionId },
    body: JSON.stringify({ code, captcha: await captcha() }),
  });
  if (response.status !== 200) throw new Error(`final ${response.status}: ${await response.text()}`);
  const binding = response.headers
    .getSetCookie()
    .map((cookie) => new RegExp(`^${COOKIES.binding}=([^;]+)`).exec(cookie)?.[1])
    .find(Boolean);
  if (!binding) throw new Error('no binding cookie');
  return { token: ((await response.json()) as { token: string }).token, binding };
};
