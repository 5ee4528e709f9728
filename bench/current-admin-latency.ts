// Measures GET /api/auth/v1/admins/current under concurrent load: the session check every console page pays.
import { endpoints } from '@blck/contract';
import type { Benchmark } from './lib/benchmark';
import type { DatabaseChoice } from './lib/database';
import { runLoadOk } from './lib/load';
import { note, printFigure } from './lib/print';
import { startBenchServer } from './lib/server';
import { signIn } from './lib/signin';
import { percentile } from './lib/stats';

const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 10);
const WARMUP_SECONDS = 2;
const TARGET_P99_MS = 10;
/** PGlite on disk is what `npm start` runs by default. */
const DATABASE: DatabaseChoice = { kind: 'pglite', storage: 'disk' };

export const currentAdminLatency: Benchmark = {
  name: 'current-admin',
  summary:
    `GET ${endpoints.currentAdmin.path} with a signed-in session (autocannon, separate process): ` +
    `${CONNECTIONS} connections for ${DURATION_SECONDS} s, then 1 connection for ${DURATION_SECONDS / 2} s`,
  run: async () => {
    const server = await startBenchServer({ database: DATABASE });
    try {
      const session = await signIn(server.url, server.admin, server.mailbox);
      const url = `${server.url}${endpoints.currentAdmin.path}`;
      const check = await fetch(url, { headers: session.headers });
      if (check.status !== 200)
        throw new Error(`${endpoints.currentAdmin.path} answered ${check.status}: ${await check.text()}`);

      const db = server.database.label;
      await runLoadOk({ url, headers: session.headers, connections: CONNECTIONS, durationSeconds: WARMUP_SECONDS });
      const loaded = await runLoadOk({
        url,
        headers: session.headers,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
      });
      // One connection: no queueing, so this is the time one request costs the server (and the floor of the above).
      const alone = await runLoadOk({
        url,
        headers: session.headers,
        connections: 1,
        durationSeconds: DURATION_SECONDS / 2,
      });

      const l = loaded.latenciesMs;
      note(
        `${CONNECTIONS} connections: ${l.length} requests; p90 ${percentile(l, 90).toFixed(2)} ms, ` +
          `p99.9 ${percentile(l, 99.9).toFixed(2)} ms, max ${Math.max(...l).toFixed(2)} ms`,
      );
      note(`1 connection: ${alone.latenciesMs.length} requests, ${alone.requestsPerSecond.toFixed(0)} req/s`);
      const label = `(${db}, ${CONNECTIONS} connections)`;
      printFigure({ name: `current-admin-p50 ${label}`, value: percentile(l, 50), unit: 'ms', digits: 2 });
      printFigure({
        name: `current-admin-p99 ${label}`,
        value: percentile(l, 99),
        unit: 'ms',
        digits: 2,
        targetMax: TARGET_P99_MS,
      });
      printFigure({
        name: `current-admin-throughput ${label}`,
        value: loaded.requestsPerSecond,
        unit: 'req/s',
        digits: 0,
      });
      printFigure({
        name: `current-admin-p50 (${db}, 1 connection)`,
        value: percentile(alone.latenciesMs, 50),
        unit: 'ms',
        digits: 2,
      });
      printFigure({
        name: `current-admin-p99 (${db}, 1 connection)`,
        value: percentile(alone.latenciesMs, 99),
        unit: 'ms',
        digits: 2,
      });
    } finally {
      await server.close();
    }
  },
};
