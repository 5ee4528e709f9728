// Entry of `npm run bench`: runs every benchmark in sequence (or those whose name contains a filter argument).
import { cpus, loadavg } from 'node:os';
import { adminListLatency } from './admin-list-latency';
import { clusterLoad } from './cluster-load';
import { currentAdminLatency } from './current-admin-latency';
import { dashboardLatency } from './dashboard-latency';
import { dashboardPageJs } from './dashboard-page-js';
import { depositProfile } from './deposit-profile';
import { historySearchLatency } from './history-search-latency';
import { investorSearchLatency } from './investor-search-latency';
import { ledgerThroughput } from './ledger-throughput';
import type { Benchmark } from './lib/benchmark';
import { listPages } from './list-pages';
import { listProfile } from './list-profile';
import { lockWithdrawThroughput } from './lock-withdraw-throughput';
import { passwordCheck } from './password-check';
import { signinPageJs } from './signin-page-js';

const BENCHMARKS: readonly Benchmark[] = [
  signinPageJs,
  dashboardPageJs,
  listPages,
  listProfile,
  currentAdminLatency,
  adminListLatency,
  passwordCheck,
  ledgerThroughput,
  depositProfile,
  historySearchLatency,
  investorSearchLatency,
  lockWithdrawThroughput,
  dashboardLatency,
  clusterLoad,
];

const main = async (): Promise<number> => {
  const filters = process.argv
    .slice(2)
    .flatMap((arg) => arg.split(','))
    .filter(Boolean);
  const selected = filters.length
    ? BENCHMARKS.filter((b) => filters.some((filter) => b.name.includes(filter)))
    : BENCHMARKS;
  if (selected.length === 0) {
    process.stderr.write(
      `No benchmark matches ${filters.join(', ')}. Names: ${BENCHMARKS.map((b) => b.name).join(', ')}\n`,
    );
    return 2;
  }
  // Timings depend on the machine and on what else runs on it: say both, beside the report.
  const cpu = cpus();
  process.stderr.write(
    `Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}\n`,
  );
  const failed: string[] = [];
  for (const benchmark of selected) {
    process.stderr.write(`\n▶ ${benchmark.name}: ${benchmark.summary}\n`);
    const start = performance.now();
    try {
      await benchmark.run();
      process.stderr.write(`  (${((performance.now() - start) / 1000).toFixed(1)} s)\n`);
    } catch (error) {
      failed.push(benchmark.name);
      process.stderr.write(
        `✖ ${benchmark.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
  }
  if (failed.length) process.stderr.write(`\n${failed.length} benchmark(s) failed: ${failed.join(', ')}\n`);
  return failed.length ? 1 : 0;
};

// Exit explicitly: a failed benchmark may leave a browser or database handle open.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
