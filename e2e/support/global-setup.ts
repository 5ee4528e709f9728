// Starts what the browser walks need: a real SMTP server that files every mail as a JSON line, and the
// product itself (server/src/server.ts under tsx) on a free port with a fresh embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { APPROVAL_ACTIONS } from '@blck/contract';
import { freePort } from '../../server/test/support/ports';
import { parseMessage } from '../../server/test/support/smtp';
import { E2E_BRAND_NAME, E2E_INTAKE_API_KEY, ENV_NAMES, stateFiles } from './environment';
import { FIRST_ADMIN_NAME, writeFirstAdmin } from './first-admin';
import { setRunningStack } from './stack';
import { setApprovalPolicyThroughApi, signInFirstAdmin } from './api';

const ROOT = resolve(import.meta.dirname, '../..');
const FIRST_ADMIN = { email: 'first.admin@e2e.example', password: 'first admin e2e passphrase 2026' };
const START_TIMEOUT_MS = 90_000;

const startSmtp = async (mailFile: string) => {
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail = parseMessage(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        );
        appendFileSync(
          mailFile,
          `${JSON.stringify({ id: nextId++, ...mail, receivedAt: new Date().toISOString() })}\n`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.server.address() as { port: number };
  return { server, port };
};

/** Newest modification time under a directory (to warn about a console build older than its source). */
const newestMtime = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }, 0);

const logTail = (logFile: string) =>
  existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '(no log)';

const waitUntilReady = async (baseUrl: string, child: ChildProcess, logFile: string) => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The product exited during start (${child.exitCode ?? child.signalCode}). Its log (${logFile}):\n${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(
    `The product was not ready within ${START_TIMEOUT_MS} ms. Its log (${logFile}):\n${logTail(logFile)}`,
  );
};

export default async function globalSetup(): Promise<void> {
  const consoleIndex = join(ROOT, 'console/dist/index.html');
  if (!existsSync(consoleIndex)) {
    throw new Error('The console is not built: run `npm run build -w console` (or `npm run test:e2e`) first.');
  }
  if (newestMtime(join(ROOT, 'console/src')) > statSync(consoleIndex).mtimeMs) {
    console.warn('[e2e] console/src changed after the last build: the walks run against the old console/dist.');
  }

  const stateDir = await mkdtemp(join(tmpdir(), 'blck-e2e-'));
  const files = stateFiles(stateDir);
  mkdirSync(files.dataDir);
  // Serve a snapshot of the build, so a rebuild of console/dist during the run cannot remove chunks under it.
  cpSync(join(ROOT, 'console/dist'), files.consoleDist, { recursive: true });
  const smtp = await startSmtp(files.mails);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(files.serverLog, 'a');
  const passThrough = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].flatMap((name) =>
    process.env[name] === undefined ? [] : [[name, process.env[name]!] as const],
  );
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/src/server.ts'], {
    cwd: ROOT,
    // Its own process group, so teardown stops tsx and the node process it starts together.
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...Object.fromEntries(passThrough),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: files.dataDir,
      CONSOLE_DIST: files.consoleDist,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ADMIN_EMAIL: FIRST_ADMIN.email,
      ADMIN_PASSWORD: FIRST_ADMIN.password,
      BRAND_NAME: E2E_BRAND_NAME,
      INTAKE_API_KEY: E2E_INTAKE_API_KEY,
      ALTCHA_COST: '20',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '10000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
      // On, as in production; the policies start off (turnApprovalPoliciesOff), approvals.spec.ts turns one on.
      FOUR_EYES: 'on',
    },
  });
  const stopOnExit = () => {
    if (server.exitCode === null && server.pid) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', stopOnExit);
  setRunningStack({ server, smtp: smtp.server, stateDir, stopOnExit });

  await waitUntilReady(baseUrl, server, files.serverLog);
  writeFirstAdmin(files.firstAdmin, { ...FIRST_ADMIN, ...FIRST_ADMIN_NAME, totpSecret: null, totpLastStep: null });

  process.env[ENV_NAMES.baseUrl] = baseUrl;
  process.env[ENV_NAMES.stateDir] = stateDir;
  await turnApprovalPoliciesOff();
}

/**
 * Four eyes (issue 17) is on, as in production, but every approval policy starts off for the walks: the run shares one
 * server, and admins a walk creates (e.g. with the Treasury preset) stay active for the walks after it, which would
 * then see their changes wait for approval depending on the order they run in. Done while the first admin is the only
 * admin, so each change applies at once; `approvalPolicies` last, so a walk can turn the policy it is about on (and
 * off again) without a second admin (approvals.spec.ts).
 */
const turnApprovalPoliciesOff = async (): Promise<void> => {
  const session = await signInFirstAdmin();
  const order = [...APPROVAL_ACTIONS.filter((action) => action !== 'approvalPolicies'), 'approvalPolicies' as const];
  for (const action of order) await setApprovalPolicyThroughApi(session, action, { enabled: false });
};
