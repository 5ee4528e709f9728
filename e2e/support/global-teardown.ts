// Stops the product (SIGTERM to its process group, SIGKILL after 10 s) and the SMTP server, keeps the
// server log beside the test results, and removes the run's temporary directory.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stateFiles } from './environment';
import { takeRunningStack } from './stack';

const RESULTS = resolve(import.meta.dirname, '../test-results');

export default async function globalTeardown(): Promise<void> {
  const stack = takeRunningStack();
  if (!stack) return;
  const { server, smtp, stateDir, stopOnExit } = stack;

  if (server.pid && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise<void>((resolveExit) => server.once('exit', () => resolveExit()));
    process.kill(-server.pid, 'SIGTERM');
    const timer = setTimeout(stopOnExit, 10_000);
    await exited;
    clearTimeout(timer);
  }
  process.removeListener('exit', stopOnExit);
  await new Promise<void>((resolveClose) => smtp.close(() => resolveClose()));

  const { serverLog } = stateFiles(stateDir);
  if (existsSync(serverLog)) {
    mkdirSync(RESULTS, { recursive: true });
    copyFileSync(serverLog, join(RESULTS, 'server.log'));
  }
  if (!process.env.E2E_KEEP_STATE) rmSync(stateDir, { recursive: true, force: true });
}
