// Where one API deposit's CPU goes in the server process (issue 16 item 1): a V8 CPU profile of 8 clients depositing
// on PostgreSQL, with logging at the production level, summed by part (HTTP, validation, driver, logging, …).
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { HEADERS, endpoints } from '@blck/contract';
import type { Benchmark } from './lib/benchmark';
import { profileWhile } from './lib/cpu-profile';
import { seedIssuers } from './lib/issuers-seed';
import { seedDepositAccounts } from './lib/ledger-seed';
import { runLoadOk } from './lib/load';
import { BENCH_DIR } from './lib/paths';
import { note, printFigure } from './lib/print';
import { startBenchServer } from './lib/server';
import { signIn } from './lib/signin';

const CLIENTS = 8;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 8);
const ISSUERS = 1000;
const PROFILE_FILE = join(BENCH_DIR, 'out', 'deposit.cpuprofile');
/** The issue's target: Node CPU per API deposit. */
const TARGET_CPU_MS = 1.5;

export const depositProfile: Benchmark = {
  name: 'deposit-profile',
  summary: `a V8 CPU profile of the server process while ${CLIENTS} clients deposit for ${DURATION_SECONDS} s on PostgreSQL (LOG_LEVEL=info)`,
  run: async () => {
    const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
    const server = await startBenchServer({
      database: { kind: 'postgres', poolSize: 20 },
      env: { LOG_LEVEL: 'info' },
      logStream: discard,
    });
    try {
      const issuers = await seedIssuers(server.database.db, ISSUERS);
      await seedDepositAccounts(server.database.db);
      const session = await signIn(server.url, server.admin, server.mailbox);
      const load = {
        url: `${server.url}${endpoints.increaseWallet.path}`,
        method: 'PUT' as const,
        headers: { ...session.bearerHeaders, 'content-type': 'application/json' },
        perRequest: {
          bodies: issuers.map((issuer) => JSON.stringify({ wallet_address: issuer.wallet, amount: '12.5' })),
          uuidHeaders: [HEADERS.idempotencyKey],
        },
        connections: CLIENTS,
      };
      await runLoadOk({ ...load, durationSeconds: 2 });
      const { result, cpuMsPerAnswer } = await profileWhile(
        PROFILE_FILE,
        () => runLoadOk({ ...load, durationSeconds: DURATION_SECONDS }),
        (run) => run.latenciesMs.length,
        'deposits',
      );
      note(`${result.latenciesMs.length} deposits at ${result.requestsPerSecond.toFixed(0)}/s`);
      printFigure({
        name: 'deposit-node-cpu-per-deposit (postgres, 8 clients, process CPU while profiled)',
        value: cpuMsPerAnswer,
        unit: 'ms',
        digits: 2,
        targetMax: TARGET_CPU_MS,
      });
    } finally {
      await server.close();
    }
  },
};
