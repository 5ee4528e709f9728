// Where one API deposit's CPU goes in the server process (issue 16 item 1): a V8 CPU profile of 8 clients depositing
// on PostgreSQL, with logging at the production level, summed by part (HTTP, validation, driver, logging, …).
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { HEADERS, endpoints } from '@blck/contract';
import type { Benchmark } from './lib/benchmark';
import { startCpuMeter } from './lib/cpu';
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

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the stack a function belongs to, from its script's address. */
const PARTS: readonly [string, RegExp][] = [
  ['idle', /^\(idle\)$/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['native, not attributed', /^\(program\)$/],
  ['socket writes (system calls: HTTP answers, SQL sent)', /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/],
  ['logging (pino)', /pino|sonic-boom|fast-redact|thread-stream/],
  ['validation (zod)', /\/zod\//],
  ['PostgreSQL driver (pg)', /\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//],
  ['realtime (Socket.IO)', /socket\.io|engine\.io|\/ws\//],
  ['Fastify', /\/(fastify|@fastify|find-my-way|light-my-request|avvio|fast-json-stringify|secure-json-parse)\//],
  ['our server code', /\/server\/src\//],
  ['our contract', /\/contract\/src\//],
  ['Node HTTP and streams', /^node:(_http|http|net|stream|internal\/(http|streams|stream_base|net))/],
  ['Node crypto', /^node:(crypto|internal\/crypto)/],
  ['other Node internals', /^node:/],
  ['other libraries', /node_modules/],
];

const partOf = (node: ProfileNode) => {
  const key = node.callFrame.url || node.callFrame.functionName;
  return PARTS.find(([, pattern]) => pattern.test(key))?.[0] ?? 'other';
};

/** Self time per part and per function, in ms, from the samples. */
const summarize = (profile: CpuProfile) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  );
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const node = byId.get(id)!;
    const part = partOf(node);
    parts.set(part, (parts.get(part) ?? 0) + ms);
    const where = node.callFrame.url.replace(/^.*\/(node_modules|server\/src|contract\/src)\//, '$1/');
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  return { parts, functions };
};

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

      const inspector = new Session();
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
      await inspector.post('Profiler.start');
      const cpu = startCpuMeter();
      const result = await runLoadOk({ ...load, durationSeconds: DURATION_SECONDS });
      const { ownMs } = cpu.stop();
      const { profile } = (await inspector.post('Profiler.stop')) as { profile: CpuProfile };
      inspector.disconnect();
      mkdirSync(join(BENCH_DIR, 'out'), { recursive: true });
      writeFileSync(PROFILE_FILE, JSON.stringify(profile));

      const deposits = result.latenciesMs.length;
      const { parts, functions } = summarize(profile);
      const busyMs = [...parts].filter(([part]) => part !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
      note(
        `${deposits} deposits at ${result.requestsPerSecond.toFixed(0)}/s; profile in ${PROFILE_FILE} (Chrome DevTools or speedscope)`,
      );
      note('self time per deposit, by part (the profiler samples every 0.2 ms, profiling overhead included):');
      for (const [part, ms] of [...parts].sort((a, b) => b[1] - a[1])) {
        if (part === 'idle') continue;
        note(
          `  ${(ms / deposits).toFixed(3).padStart(7)} ms  ${((ms / busyMs) * 100).toFixed(1).padStart(5)} %  ${part}`,
        );
      }
      note('the 15 functions with the most self time, per deposit (a system call counts until it returns):');
      for (const [name, ms] of [...functions]
        .filter(([name]) => !name.startsWith('(idle)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)) {
        note(`  ${(ms / deposits).toFixed(3).padStart(7)} ms  ${name}`);
      }
      printFigure({
        name: 'deposit-node-cpu-per-deposit (postgres, 8 clients, process CPU while profiled)',
        value: ownMs / deposits,
        unit: 'ms',
        digits: 2,
        targetMax: TARGET_CPU_MS,
      });
    } finally {
      await server.close();
    }
  },
};
