// Runs the real product in this process (our Fastify app on a real database, real captcha) for a benchmark.
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../server/src/app';
import type { Mail, Mailer } from '../../server/src/adapters/mail';
import { loadConfig } from '../../server/src/config/env';
import { openBenchDatabase, type BenchDatabase, type DatabaseChoice } from './database';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'benchmark admin passphrase 2026' } as const;

/** Mails the app sent, kept in memory so a benchmark can read the sign-in code. */
export interface Mailbox {
  readonly mails: readonly Mail[];
  /** The first mail to `to` whose subject matches, sent after `since` mails were already there. */
  waitFor(to: string, subject: RegExp, options?: { since?: number; timeoutMs?: number }): Promise<Mail>;
}

const createMailbox = (): Mailbox & { mailer: Mailer } => {
  const mails: Mail[] = [];
  const waiters = new Set<() => void>();
  return {
    mails,
    mailer: {
      send: async (mail) => {
        mails.push(mail);
        for (const wake of waiters) wake();
      },
      close: () => undefined,
    },
    waitFor: (to, subject, { since = 0, timeoutMs = 10_000 } = {}) =>
      new Promise((resolve, reject) => {
        const find = () => mails.slice(since).find((mail) => mail.to === to && subject.test(mail.subject));
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail "${subject.source}" to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
};

export interface BenchServerOptions {
  database: DatabaseChoice;
  /** Served at `/` when given (the console build); otherwise `/` answers "not built". */
  consoleDist?: string;
  /** Extra environment settings (DESIGN §2 names) over the benchmark defaults. */
  env?: Record<string, string>;
  /** Where the server's log goes (stderr by default). */
  logStream?: NodeJS.WritableStream;
  /** Runs after the app is built and before it listens: the place to add an observing hook. */
  beforeListen?: (app: App) => void;
}

export interface BenchServer {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  url: string;
  app: App;
  database: BenchDatabase;
  mailbox: Mailbox;
  admin: typeof BENCH_ADMIN;
  close(): Promise<void>;
}

export const startBenchServer = async (options: BenchServerOptions): Promise<BenchServer> => {
  const database = await openBenchDatabase(options.database);
  const mailbox = createMailbox();
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    // Lowered, never disabled (DESIGN §2), so solving it does not dominate a benchmark's setup.
    ALTCHA_COST: '10',
    // Benchmarks send far more than a person would from one address; the limit check itself still runs.
    RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
    CONSOLE_DIST: options.consoleDist ?? '/nonexistent-console-dist',
    // As `npm start` on PostgreSQL: the realtime relay between instances (LISTEN/NOTIFY) runs, and costs its share.
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  let app: App | undefined;
  try {
    app = await buildApp({
      config,
      db: database.db,
      mailer: mailbox.mailer,
      logStream: options.logStream ?? process.stderr,
    });
    await app.services.admins.ensureFirstAdmin({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password });
    options.beforeListen?.(app);
    await app.server.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  const { port } = app.server.server.address() as AddressInfo;
  const running = app;
  return {
    url: `http://127.0.0.1:${port}`,
    app: running,
    database,
    mailbox,
    admin: BENCH_ADMIN,
    close: async () => {
      await running.close();
      await database.close();
    },
  };
};
