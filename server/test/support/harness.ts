// One running product per test file: the real app on a real database, real SMTP, real captcha, a movable clock.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { ALL_PERMISSIONS, COOKIES, buildPath, type Endpoint, type Permission } from '@blck/contract';
import { buildApp, type App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { createAdminsRepository } from '../../src/modules/admins/admins.repository';
import { ARGON2_OPTIONS, type PasswordHasher } from '../../src/lib/passwords';
import { loadConfig, type Config } from '../../src/config/env';
import { hash } from '@node-rs/argon2';
import type { TestDatabase } from './databases';
import { createManualClock, type ManualClock } from './manual-clock';
import { codeIn, startMailbox, type Mailbox } from './smtp';

export const INTAKE_KEY = 'test-intake-key-0123456789abcdefghijkl';
export const FIRST_ADMIN = { email: 'first@example.com', password: 'first admin passphrase 2026' };

export interface Harness {
  app: App;
  db: Db;
  clock: ManualClock;
  mailbox: Mailbox;
  config: Config;
  /** Everything the server logged, as text. */
  logText(): string;
  call(endpoint: Endpoint, options?: CallOptions): Promise<LightMyRequestResponse>;
  captcha(): Promise<string>;
  signIn(email: string, password: string): Promise<SignedIn>;
  createAdmin(options?: AdminFixture): Promise<{ id: string; email: string; password: string }>;
  auditCount(): Promise<number>;
  close(): Promise<void>;
}

export interface CallOptions {
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  session?: SignedIn;
  /** Send the session as `Authorization: Bearer` instead of `Authtoken`. */
  bearer?: boolean;
  withoutBinding?: boolean;
  rawPath?: string;
  ip?: string;
}

export interface SignedIn {
  token: string;
  binding: string;
}

export interface AdminFixture {
  email?: string;
  password?: string;
  permissions?: readonly Permission[];
  isConfirmed?: boolean;
  isActive?: boolean;
  registered?: boolean;
}

export interface HarnessOptions {
  hasher?: PasswordHasher;
  /** How often sockets are checked against their sessions (the app's default otherwise). */
  realtimeSweepMs?: number;
  /** How often the tables that grew are analyzed where the server does it (the app's default otherwise). */
  statisticsRefreshMs?: number;
}

export const createHarness = async (
  database: TestDatabase,
  env: Record<string, string> = {},
  options: HarnessOptions = {},
): Promise<Harness> => {
  const { db, drop } = await database.create();
  const mailbox = await startMailbox();
  const clock = createManualClock(new Date());
  const log = new PassThrough();
  const logChunks: Buffer[] = [];
  log.on('data', (chunk: Buffer) => logChunks.push(chunk));
  const config = loadConfig({
    ALTCHA_COST: '5',
    LOG_LEVEL: 'info',
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'http://console.test',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    CONSOLE_DIST: '/nonexistent',
    INTAKE_API_KEY: INTAKE_KEY,
    // Most files test one admin's calls; four eyes has its own (server/test/approvals), which turn it on.
    FOUR_EYES: 'off',
    ...env,
  });
  const app = await buildApp({
    config,
    db,
    clock,
    logStream: log,
    hasher: options.hasher,
    realtimeSweepMs: options.realtimeSweepMs,
    statisticsRefreshMs: options.statisticsRefreshMs,
  });
  await app.services.admins.ensureFirstAdmin({ email: FIRST_ADMIN.email, password: FIRST_ADMIN.password });

  const call: Harness['call'] = (endpoint, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const cookies: Record<string, string> = {};
    if (options.session) {
      if (options.bearer) headers.authorization = `Bearer ${options.session.token}`;
      else headers.authtoken = options.session.token;
      if (!options.withoutBinding) cookies[COOKIES.binding] = options.session.binding;
    }
    return app.server.inject({
      method: endpoint.method,
      url: options.rawPath ?? buildPath(endpoint.path, options.params),
      headers,
      cookies,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  };

  const captcha = async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/auth/v1/captcha/challenge' });
    const challenge = response.json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha could not be solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  const signIn = async (email: string, password: string): Promise<SignedIn> => {
    const first = await app.server.inject({
      method: 'POST',
      url: '/api/auth/v1/admins/signin/firststep',
      payload: { email, password, captcha: await captcha() },
    });
    if (first.statusCode !== 200) throw new Error(`firststep ${first.statusCode}: ${first.body}`);
    const { sessionId } = first.json<{ sessionId: string }>();
    const code = codeIn(await mailbox.waitFor(email, /sign-in code/));
    const final = await app.server.inject({
      method: 'POST',
      url: '/api/auth/v1/admins/signin/final',
      headers: { sessionid: sessionId },
      payload: { code, captcha: await captcha() },
    });
    if (final.statusCode !== 200) throw new Error(`final ${final.statusCode}: ${final.body}`);
    const binding = final.cookies.find((cookie) => cookie.name === COOKIES.binding)?.value;
    if (!binding) throw new Error('no binding cookie');
    return { token: final.json<{ token: string }>().token, binding };
  };

  const adminsRepository = createAdminsRepository();
  const createAdmin: Harness['createAdmin'] = async (fixture = {}) => {
    const email = fixture.email ?? `admin-${randomUUID().slice(0, 8)}@example.com`;
    const password = fixture.password ?? `passphrase ${randomUUID()}`;
    const admin = await adminsRepository.insert(db, {
      id: randomUUID(),
      email,
      passwordHash: await hash(password, ARGON2_OPTIONS),
      firstName: 'Test',
      lastName: 'Admin',
      isConfirmed: fixture.isConfirmed ?? true,
      isActive: fixture.isActive ?? true,
      registeredAt: fixture.registered === false ? null : clock.now(),
      permissions: fixture.permissions ?? ALL_PERMISSIONS,
      now: clock.now(),
    });
    return { id: admin.id, email, password };
  };

  return {
    app,
    db,
    clock,
    mailbox,
    config,
    logText: () => Buffer.concat(logChunks).toString('utf8'),
    call,
    captcha,
    signIn,
    createAdmin,
    auditCount: async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events'))[0]!.n,
    close: async () => {
      await app.close();
      await mailbox.close();
      await drop();
    },
  };
};
