// Hands the running product and SMTP server from global setup to global teardown (same runner process).
import type { ChildProcess } from 'node:child_process';
import type { SMTPServer } from 'smtp-server';

export interface RunningStack {
  server: ChildProcess;
  smtp: SMTPServer;
  stateDir: string;
  stopOnExit: () => void;
}

const KEY = Symbol.for('blck.e2e.stack');
type Holder = { [KEY]?: RunningStack };

export const setRunningStack = (stack: RunningStack): void => {
  (globalThis as Holder)[KEY] = stack;
};

export const takeRunningStack = (): RunningStack | undefined => {
  const stack = (globalThis as Holder)[KEY];
  delete (globalThis as Holder)[KEY];
  return stack;
};
