// The lock + withdraw load through the HTTP API, from a separate process so the clients do not share the server's
// event loop (the server runs in the benchmark's process).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LockWithdrawOptions, LockWithdrawResult } from './lock-withdraw';

export interface HttpLockWithdrawOptions extends LockWithdrawOptions {
  /** `http://127.0.0.1:<port>` of the server. */
  baseUrl: string;
  /** The session's headers for auth-service calls (`Authtoken` and the binding cookie). */
  headers: Record<string, string>;
}

export type HttpLockWithdrawMessage = { ok: true; result: LockWithdrawResult } | { ok: false; error: string };

const CLIENT = fileURLToPath(new URL('./lock-withdraw-client.ts', import.meta.url));

/** Runs runLockWithdraw in a child Node process (it inherits tsx through execArgv), each call an HTTP request. */
export const runLockWithdrawOverHttp = (options: HttpLockWithdrawOptions): Promise<LockWithdrawResult> =>
  new Promise((resolve, reject) => {
    const child = fork(CLIENT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    let settled = false;
    child.once('message', (message: HttpLockWithdrawMessage) => {
      settled = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(`The lock + withdraw clients failed: ${message.error}`));
    });
    child.once('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    child.once('exit', (code, signal) => {
      if (!settled) reject(new Error(`The lock + withdraw clients exited (${code ?? signal}) without a result.`));
      settled = true;
    });
    child.send(options);
  });
