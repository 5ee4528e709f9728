// HTTP load with autocannon from a separate process, so the load generator does not share the server's event loop.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Varies each request (built in the load process, so the server sees no difference from a fixed one). */
  perRequest?: PerRequest;
}

export interface PerRequest {
  /** Each request sends one of these bodies, picked at random (over `body`). */
  bodies?: readonly string[];
  /** Each request sets these headers to a fresh random UUID (an Idempotency-Key, say). */
  uuidHeaders?: readonly string[];
}

export interface LoadResult {
  /** Every 2xx response's latency in ms, full precision (autocannon's own histogram rounds to 1 ms). */
  latenciesMs: number[];
  durationSeconds: number;
  /** 2xx responses per second over the whole run. */
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export type LoadMessage = { ok: true; result: LoadResult } | { ok: false; error: string };

const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** Runs autocannon in a child Node process (it inherits tsx through execArgv) and returns what it measured. */
export const runLoad = (options: LoadOptions): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const child = fork(CLIENT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    let settled = false;
    child.once('message', (message: LoadMessage) => {
      settled = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(`The load generator failed: ${message.error}`));
    });
    child.once('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    child.once('exit', (code, signal) => {
      if (!settled) reject(new Error(`The load generator exited (${code ?? signal}) without a result.`));
      settled = true;
    });
    child.send(options);
  });

/** runLoad that throws when any response was not 2xx: the figures would describe an error path. */
export const runLoadOk = async (options: LoadOptions): Promise<LoadResult> => {
  const result = await runLoad(options);
  if (result.non2xx > 0 || result.errors > 0 || result.latenciesMs.length === 0) {
    throw new Error(
      `The load run had failures: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; ` +
        `status codes ${JSON.stringify(result.statusCodes)}`,
    );
  }
  return result;
};
