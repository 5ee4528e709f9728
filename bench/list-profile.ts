// Where one investor-list answer's CPU goes in the server process (issue 16 item 4): a V8 CPU profile of 10
// connections reading the first page of 10,000 investors, on PGlite (the whole product in this process) and on
// PostgreSQL (the server's own share), with logging at the production level.
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { endpoints } from '@blck/contract';
import type { Benchmark } from './lib/benchmark';
import { profileWhile } from './lib/cpu-profile';
import type { DatabaseChoice } from './lib/database';
import { seedInvestors } from './lib/investors-seed';
import { seedDepositAccounts } from './lib/ledger-seed';
import { runLoadOk } from './lib/load';
import { BENCH_DIR } from './lib/paths';
import { note, printFigure } from './lib/print';
import { startBenchServer } from './lib/server';
import { fetchCurrentAdmin, signIn } from './lib/signin';
import { percentile } from './lib/stats';

const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 8);
const INVESTORS = 10_000;
const DAY_MS = 86_400_000;
const SETUPS: readonly DatabaseChoice[] = [
  { kind: 'pglite', storage: 'disk' },
  { kind: 'postgres', poolSize: 20 },
];

export const listProfile: Benchmark = {
  name: 'list-profile',
  summary:
    `a V8 CPU profile of the server process while ${CONNECTIONS} connections read the first investor page ` +
    `(${INVESTORS} investors) for ${DURATION_SECONDS} s, on PGlite then PostgreSQL (LOG_LEVEL=info)`,
  run: async () => {
    for (const database of SETUPS) {
      const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
      const server = await startBenchServer({ database, env: { LOG_LEVEL: 'info' }, logStream: discard });
      try {
        const { db, label } = server.database;
        const session = await signIn(server.url, server.admin, server.mailbox);
        const admin = await fetchCurrentAdmin(server.url, session);
        const { external } = await seedDepositAccounts(db);
        const now = new Date();
        await seedInvestors(db, {
          count: INVESTORS,
          batch: 10_000,
          pendingShare: 0.08,
          cancelledShare: 0.07,
          external,
          from: new Date(now.getTime() - 730 * DAY_MS),
          to: now,
          admin,
        });
        await db.query('ANALYZE');
        const load = {
          url: `${server.url}${endpoints.listInvestors.path}?page=0&perPage=25&sort=createdAt&order=desc`,
          headers: session.headers,
          connections: CONNECTIONS,
        };
        await runLoadOk({ ...load, durationSeconds: 2 });
        const { result, cpuMsPerAnswer } = await profileWhile(
          join(BENCH_DIR, 'out', `list-${database.kind}.cpuprofile`),
          () => runLoadOk({ ...load, durationSeconds: DURATION_SECONDS }),
          (run) => run.latenciesMs.length,
          'answers',
        );
        note(
          `${label}: ${result.requestsPerSecond.toFixed(0)} answers/s, p50 ${percentile(result.latenciesMs, 50).toFixed(1)} ms, ` +
            `p99 ${percentile(result.latenciesMs, 99).toFixed(1)} ms (while profiled)`,
        );
        printFigure({
          name: `list-node-cpu-per-answer (${label}, ${CONNECTIONS} connections, process CPU while profiled)`,
          value: cpuMsPerAnswer,
          unit: 'ms',
          digits: 2,
        });
      } finally {
        await server.close();
      }
    }
  },
};
