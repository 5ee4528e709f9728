// The load report of issue 7: one and two instances of the product (separate processes) on one PostgreSQL, under
// autocannon on a list, a search and a money call; prints the figures and writes them to bench/REPORT.md.
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { resolve } from 'node:path';
import {
  COOKIES,
  HEADERS,
  IncreaseWalletResponseSchema,
  InvestorListResponseSchema,
  endpoints,
  type Investor,
} from '@blck/contract';
import { format, resolveConfig } from 'prettier';
import { EXTERNAL_POOL_SIZE } from '../server/src/modules/ledger/ledger.service';
import { startInstance, signInOverHttp, type Instance } from '../server/test/support/instance';
import { startMailbox } from '../server/test/support/smtp';
import type { Benchmark } from './lib/benchmark';
import { processCpuMs, startCpuMeter } from './lib/cpu';
import { openBenchDatabase, type BenchDatabase } from './lib/database';
import { seedDeposits } from './lib/deposits-seed';
import { INVESTOR_SEED, seedInvestors } from './lib/investors-seed';
import { seedIssuers } from './lib/issuers-seed';
import { seedDepositAccounts } from './lib/ledger-seed';
import { runLoadOk, type LoadOptions, type LoadResult } from './lib/load';
import { BENCH_DIR } from './lib/paths';
import { noteActivity, sampleActivity, type Activity } from './lib/pg-activity';
import { note, printFigure } from './lib/print';
import { fetchCurrentAdmin, type SignedIn } from './lib/signin';
import { percentile, timeMs } from './lib/stats';

const INVESTORS = Number(process.env.BENCH_CLUSTER_INVESTORS || 100_000);
const ISSUERS = Number(process.env.BENCH_CLUSTER_ISSUERS || 1000);
const DEPOSITS = Number(process.env.BENCH_CLUSTER_DEPOSITS || INVESTORS);
/** Connections of the one-instance run; the two-instance run gives half to each instance. */
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS || 20);
const HALF = Math.max(1, Math.floor(CONNECTIONS / 2));
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 15);
const WARMUP_SECONDS = 2;
const SEED_BATCH = 100_000;
const SPAN_DAYS = 730;
const DAY_MS = 86_400_000;
const PER_PAGE = 25;
const AMOUNT = '12.5';
const REPORT_PATH = resolve(BENCH_DIR, 'REPORT.md');
const ADMIN = { email: 'cluster-bench@example.com', password: 'cluster benchmark passphrase 2026' } as const;

interface Call {
  name: 'list' | 'search' | 'money';
  /** Method, path and what varies, for the report. */
  description: string;
  /** The load against one instance, without connections and duration. */
  load(origin: string): Omit<LoadOptions, 'connections' | 'durationSeconds'>;
  /** One request outside the load; throws unless the answer is 200 and sane, else says what it held. */
  check(origin: string): Promise<string>;
}

interface Phase {
  /** `20` or `2 × 10`. */
  connections: string;
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  /** Share of all the machine's cores busy meanwhile (every process). */
  machineBusy: number;
  /** CPU used meanwhile, in cores (CPU seconds per second): by each instance, by PostgreSQL's backends. */
  instanceCores: number[];
  postgresCores: number;
  activity: Activity;
}

interface Measured {
  call: Call;
  checked: string;
  one: Phase;
  two: Phase;
}

interface Machine {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
  postgresHost: string;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

const getJson = async (url: string, headers: Record<string, string>) => {
  const response = await fetch(url, { headers });
  if (response.status !== 200)
    throw new Error(`GET ${new URL(url).pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as unknown;
};

const searchableText = (investor: Investor) =>
  `${investor.investorName} ${investor.contactEmail} ${investor.investorId} ${investor.representedBy}`.toLowerCase();

const callsFor = (session: SignedIn, wallets: readonly string[]): Call[] => {
  const newest = { page: 0, perPage: PER_PAGE, sort: 'createdAt', order: 'desc' };
  const listPath = `${endpoints.listInvestors.path}?${query(newest)}`;
  const search = INVESTOR_SEED.uncommonFragment;
  const searchPath = `${endpoints.searchInvestors.path}?${query({ ...newest, search })}`;
  const depositBody = (wallet: string) => JSON.stringify({ wallet_address: wallet, amount: AMOUNT });
  return [
    {
      name: 'list',
      description: `GET ${listPath} (newest investors first)`,
      load: (origin) => ({ url: `${origin}${listPath}`, headers: session.headers }),
      check: async (origin) => {
        const { investors, total } = InvestorListResponseSchema.parse(
          await getJson(`${origin}${listPath}`, session.headers),
        );
        if (total !== INVESTORS || investors.length !== Math.min(PER_PAGE, INVESTORS))
          throw new Error(`list: ${investors.length} rows of ${total}, expected ${INVESTORS} investors`);
        return `${investors.length} rows of ${total}`;
      },
    },
    {
      name: 'search',
      description: `GET ${searchPath} (investors whose text contains "${search}")`,
      load: (origin) => ({ url: `${origin}${searchPath}`, headers: session.headers }),
      check: async (origin) => {
        const { investors, total } = InvestorListResponseSchema.parse(
          await getJson(`${origin}${searchPath}`, session.headers),
        );
        const problems = [
          total > 0 ? '' : 'no match',
          investors.length === Math.min(PER_PAGE, total) ? '' : `${investors.length} rows of ${total}`,
          investors.every((investor) => searchableText(investor).includes(search)) ? '' : 'a row does not match',
        ].filter(Boolean);
        if (problems.length) throw new Error(`search: ${problems.join('; ')}`);
        return `${investors.length} rows of ${total} matches`;
      },
    },
    {
      name: 'money',
      description:
        `PUT ${endpoints.increaseWallet.path} (a ${AMOUNT} $BLCK deposit into one of ${wallets.length} issuer ` +
        'wallets at random, a fresh Idempotency-Key each)',
      load: (origin) => ({
        url: `${origin}${endpoints.increaseWallet.path}`,
        method: 'PUT',
        headers: { ...session.bearerHeaders, 'content-type': 'application/json' },
        perRequest: { bodies: wallets.map(depositBody), uuidHeaders: [HEADERS.idempotencyKey] },
      }),
      check: async (origin) => {
        const wallet = wallets[randomInt(wallets.length)]!;
        const response = await fetch(`${origin}${endpoints.increaseWallet.path}`, {
          method: 'PUT',
          headers: {
            ...session.bearerHeaders,
            'content-type': 'application/json',
            [HEADERS.idempotencyKey]: randomUUID(),
          },
          body: depositBody(wallet),
        });
        if (response.status !== 200)
          throw new Error(`money: the deposit answered ${response.status}: ${await response.text()}`);
        const { deposit } = IncreaseWalletResponseSchema.parse(await response.json());
        if (deposit.amount !== AMOUNT || deposit.walletAddress.toLowerCase() !== wallet.toLowerCase())
          throw new Error(`money: the deposit moved ${deposit.amount} into ${deposit.walletAddress}`);
        return `deposited ${deposit.amount} $BLCK, balance after ${deposit.balanceAfter}`;
      },
    },
  ];
};

/**
 * Runs `work` (the load) and measures what it cost: the machine's busy share, each instance's CPU (from /proc) and
 * PostgreSQL's backends' (sampled from pg_stat_activity every 100 ms, on both runs alike).
 */
const observe = async (
  database: BenchDatabase,
  instances: readonly Instance[],
  connections: string,
  work: () => Promise<LoadResult[]>,
): Promise<Phase> => {
  const sampler = sampleActivity(database.url!);
  const cpu = startCpuMeter();
  const instancesBefore = instances.map((instance) => processCpuMs(instance.process.pid!) ?? NaN);
  let results: LoadResult[] = [];
  const wallMs = await timeMs(async () => {
    results = await work();
  });
  const instancesAfter = instances.map((instance) => processCpuMs(instance.process.pid!) ?? NaN);
  const { machineBusyShare } = cpu.stop();
  const activity = await sampler.stop();
  // Two runs: every 2xx latency of both, and the answers per second of both added (same duration).
  const latencies = results.flatMap((result) => result.latenciesMs);
  return {
    connections,
    requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0),
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    machineBusy: machineBusyShare,
    instanceCores: instancesAfter.map((after, i) => (after - instancesBefore[i]!) / wallMs),
    postgresCores: activity.backendCpuMs / wallMs,
    activity,
  };
};

const noteCpu = (title: string, phase: Phase) =>
  note(
    `${title}: ${phase.requests} answers, machine ${(phase.machineBusy * 100).toFixed(0)}% busy; cores used by ` +
      `instance A ${phase.instanceCores[0]!.toFixed(2)}, instance B ${phase.instanceCores[1]!.toFixed(2)}, ` +
      `PostgreSQL ${phase.postgresCores.toFixed(2)}`,
  );

const measure = async (
  database: BenchDatabase,
  instances: readonly [Instance, Instance],
  call: Call,
): Promise<Measured> => {
  const checks = await Promise.all(instances.map((instance) => call.check(instance.origin)));
  const checked = checks[0]!;
  note(`${call.name}: ${call.description}; answered on both instances (${checks.join(' / ')})`);
  const loadOn = (instance: Instance, connections: number, durationSeconds: number) =>
    runLoadOk({ ...call.load(instance.origin), connections, durationSeconds });
  // Both instances warmed alike, so neither run meets a cold one (JIT, pooled connections).
  await Promise.all(instances.map((instance) => loadOn(instance, HALF, WARMUP_SECONDS)));
  const [a] = instances;
  const one = await observe(database, instances, String(CONNECTIONS), async () => [
    await loadOn(a, CONNECTIONS, DURATION_SECONDS),
  ]);
  noteCpu(`  one instance (A, B idle)`, one);
  const two = await observe(database, instances, `2 × ${HALF}`, () =>
    Promise.all(instances.map((instance) => loadOn(instance, HALF, DURATION_SECONDS))),
  );
  noteCpu(`  two instances`, two);
  noteActivity(`  two instances, PostgreSQL`, two.activity, 6);

  const tag = (phase: Phase) => `(postgres, ${INVESTORS} investors, ${phase.connections} connections)`;
  for (const [label, phase] of [
    ['one', one],
    ['two', two],
  ] as const) {
    printFigure({
      name: `cluster-load-${call.name}-${label}-throughput ${tag(phase)}`,
      value: phase.requestsPerSecond,
      unit: 'req/s',
      digits: 0,
    });
    printFigure({
      name: `cluster-load-${call.name}-${label}-p50 ${tag(phase)}`,
      value: phase.p50,
      unit: 'ms',
      digits: 2,
    });
    printFigure({
      name: `cluster-load-${call.name}-${label}-p99 ${tag(phase)}`,
      value: phase.p99,
      unit: 'ms',
      digits: 2,
    });
  }
  printFigure({
    name: `cluster-load-${call.name}-throughput-two-over-one (postgres, ${INVESTORS} investors)`,
    value: two.requestsPerSecond / one.requestsPerSecond,
    unit: '',
    digits: 2,
  });
  return { call, checked, one, two };
};

const osName = () => {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    return `${pretty ?? type()} (${type()} ${release()})`;
  } catch {
    return `${type()} ${release()}`;
  }
};

const describeMachine = async (database: BenchDatabase): Promise<Machine> => {
  const [row] = await database.db.query<{ server_version: string }>('SHOW server_version');
  const cpu = cpus();
  return {
    cpuModel: cpu[0]?.model.trim() ?? 'unknown CPU',
    cores: cpu.length,
    memoryGiB: totalmem() / 2 ** 30,
    os: osName(),
    node: process.version,
    postgres: row?.server_version ?? 'unknown',
    postgresHost: new URL(database.url!).host,
  };
};

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
const fixed = (value: number, digits: number) => value.toFixed(digits);
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

const ratio = ({ one, two }: Measured) => two.requestsPerSecond / one.requestsPerSecond;
/** CPU the instances and PostgreSQL's backends spent per answer, in ms (cores × 1000 ms / answers per second). */
const cpuPerAnswer = (phase: Phase) =>
  ((phase.instanceCores.reduce((sum, cores) => sum + cores, 0) + phase.postgresCores) * 1000) / phase.requestsPerSecond;

const tableFor = (m: Measured) => {
  const { call, checked, one, two } = m;
  const row = (label: string, phase: Phase) =>
    `| ${label} | ${phase.connections} | ${fixed(phase.requestsPerSecond, 0)} | ${fixed(phase.p50, 2)} | ` +
    `${fixed(phase.p99, 2)} | ${percent(phase.machineBusy)} | ` +
    `${phase.instanceCores.map((cores) => fixed(cores, 2)).join(' + ')} | ${fixed(phase.postgresCores, 2)} | ` +
    `${fixed(cpuPerAnswer(phase), 2)} |`;
  return [
    `### ${call.name}`,
    '',
    `\`${call.description}\` — checked on both instances before the load: ${checked}.`,
    '',
    '| instances | connections | req/s | p50 (ms) | p99 (ms) | machine busy | cores: A + B | cores: PostgreSQL | ' +
      'CPU per answer (ms) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('one (A; B idle)', one),
    row('two (A and B)', two),
    `| two / one | | ${fixed(ratio(m), 2)} | ${fixed(two.p50 / one.p50, 2)} | ${fixed(two.p99 / one.p99, 2)} | ` +
      `| | | ${fixed(cpuPerAnswer(two) / cpuPerAnswer(one), 2)} |`,
  ].join('\n');
};

const range = (shares: number[]) => {
  const [low, high] = [Math.min(...shares), Math.max(...shares)].map((share) => (share * 100).toFixed(0));
  return low === high ? `${low} %` : `${low}–${high} %`;
};
const names = (measured: readonly Measured[]) => measured.map(({ call }) => `\`${call.name}\``).join(', ');

/** What the figures say, in words, from the figures themselves (no claim the run did not measure). */
const reading = (machine: Machine, measured: readonly Measured[], loadBefore: number[]) => {
  const lines: string[] = [];
  lines.push(
    `- **Same cores for everything.** PostgreSQL, both instances and the load generator (one autocannon process ` +
      `for one instance, two for two) ran on the same ${machine.cores} cores. A second instance adds an event ` +
      'loop, not CPU: it can only help when one instance leaves cores idle, or when its single event loop, not ' +
      'the machine, is the limit.',
  );
  const facts =
    `Throughput two / one: ${measured.map((m) => `${m.call.name} ${fixed(ratio(m), 2)}`).join(', ')}. ` +
    `The machine was ${range(measured.map((m) => m.one.machineBusy))} busy with one instance and ` +
    `${range(measured.map((m) => m.two.machineBusy))} with two; the instances and PostgreSQL spent per answer ` +
    `${measured.map((m) => `${fixed(cpuPerAnswer(m.one), 2)} → ${fixed(cpuPerAnswer(m.two), 2)} ms (${m.call.name})`).join(', ')}.`;
  const gained = measured.filter((m) => ratio(m) > 1.1);
  const lost = measured.filter((m) => ratio(m) < 0.9);
  const cheaper = gained.filter((m) => cpuPerAnswer(m.two) < 0.9 * cpuPerAnswer(m.one));
  const sentences = [facts];
  if (!gained.length && !lost.length)
    sentences.push('Within 10 %, a second instance changed nothing measurable: one instance was not the limit.');
  if (gained.length > cheaper.length)
    sentences.push(
      `${names(gained.filter((m) => !cheaper.includes(m)))}: more answers with two instances at no less CPU per ` +
        'answer, so the gain came from using more of the machine (cores the one-instance run left idle, or took ' +
        'from other work, helped by a second load-generator process), not from cheaper answers.',
    );
  if (cheaper.length)
    sentences.push(
      `${names(cheaper)}: more answers with two instances at less CPU per answer, which would point at one ` +
        'instance as a limit if a longer run confirms it.',
    );
  if (lost.length)
    sentences.push(`${names(lost)}: fewer answers with two instances: the same cores split among more processes.`);
  lines.push(`- **What the runs show.** ${sentences.join(' ')}`);
  lines.push(
    '- **Rows every request shares.** Every request counts in one per-IP row of `rate_limits` (all the load comes ' +
      'from 127.0.0.1; the session checks that reach an instance in one turn of its event loop count in one ' +
      'statement), and every deposit locks one of ' +
      `${EXTERNAL_POOL_SIZE} external ledger accounts and the BLCK official wallet (a share lock), appends its ` +
      'audit event without a shared lock (the sealer links events after commit, one seal for many), and its ' +
      'instance relays the change events of one event-loop turn to the other in one `pg_notify` (PostgreSQL ' +
      'serialises those too; it was one per change, and two instances then answered fewer deposits than ' +
      'one). More instances do not remove these; behind a balancer real clients have many ' +
      'addresses, so the first one would spread.',
  );
  // The last minute's average says whether something else was running when the run started.
  if (loadBefore[0]! > machine.cores / 2)
    lines.push(
      `- **Busy machine.** The load average of the minute before the run (${loadBefore[0]!.toFixed(2)}) was ` +
        `above half the ${machine.cores} cores: other work was running, so these figures are lower and noisier ` +
        'than the machine alone would give.',
    );
  if (DURATION_SECONDS < 10 || INVESTORS < 100_000)
    lines.push(
      `- **Small run.** ${DURATION_SECONDS} s per run on ${INVESTORS} investors: a check that the report works, ` +
        'not a measurement.',
    );
  lines.push(
    '- **What it does show.** One session, signed in on instance A, was accepted by both (sessions live in ' +
      'PostgreSQL), and every answer of both instances was 2xx. Whether two instances double throughput needs ' +
      'machines where PostgreSQL, each instance and the load generator have cores of their own.',
  );
  return lines.join('\n');
};

const writeReport = async (
  machine: Machine,
  measured: readonly Measured[],
  loadBefore: number[],
  loadAfter: number[],
  seedNote: string,
) => {
  const markdown = [
    '# Load report: one and two instances on PostgreSQL',
    '',
    `Written by \`npm run bench -- cluster-load\` (\`bench/cluster-load.ts\`) on ${new Date().toISOString()}. ` +
      'Each instance is a separate process (`server/src/server.ts`) on the same PostgreSQL database; the load is ' +
      'autocannon in child processes, measured per call first against one instance (the other running idle), ' +
      'then against both at once with half the connections each (as a balancer would split them).',
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cores} × ${machine.cpuModel}`,
    `- Memory: ${machine.memoryGiB.toFixed(1)} GiB`,
    `- OS: ${machine.os}`,
    `- Node: ${machine.node}`,
    `- PostgreSQL: ${machine.postgres} at ${machine.postgresHost} (same machine)`,
    `- Load average (1, 5, 15 min): ${loads(loadBefore)} before, ${loads(loadAfter)} after`,
    '',
    '## Setup',
    '',
    `- Data: ${seedNote}; \`VACUUM ANALYZE\` after the seed.`,
    `- Load: ${CONNECTIONS} connections against one instance, ${HALF} against each of two; ${DURATION_SECONDS} s ` +
      `per run after ${WARMUP_SECONDS} s of warm-up on both instances. Latencies are those of every 2xx answer ` +
      '(the run fails on any other); the two-instance figures merge both runs: latencies together, req/s added.',
    '- Cores used: CPU seconds per second of each instance process and of the database backends (from `/proc`); ' +
      'machine busy: share of all cores busy meanwhile, every process included.',
    '',
    '## Results',
    '',
    measured.map(tableFor).join('\n\n'),
    '',
    '## Reading',
    '',
    reading(machine, measured, loadBefore),
    '',
  ].join('\n');
  const options = (await resolveConfig(REPORT_PATH)) ?? {};
  writeFileSync(REPORT_PATH, await format(markdown, { ...options, filepath: REPORT_PATH }));
  note(`wrote ${REPORT_PATH}`);
};

const run = async () => {
  const loadBefore = loadavg();
  const mailbox = await startMailbox();
  const database = await openBenchDatabase({ kind: 'postgres', poolSize: 4 });
  const instances: Instance[] = [];
  const startOne = async (name: string) => {
    const instance = await startInstance({
      DATABASE_URL: database.url!,
      SMTP_URL: mailbox.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // All the load comes from one address; the per-IP count itself still runs on every request.
      RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    });
    instances.push(instance);
    note(`instance ${name}: ${instance.origin} (pid ${instance.process.pid})`);
    return instance;
  };
  try {
    // A first, alone: it creates the administrator the seed records on the rows it makes.
    const a = await startOne('A');
    const { token, binding } = await signInOverHttp(a.origin, mailbox, ADMIN.email, ADMIN.password);
    const cookie = `${COOKIES.binding}=${binding}`;
    const session: SignedIn = {
      token,
      binding,
      headers: { [HEADERS.authToken]: token, cookie },
      bearerHeaders: { authorization: `Bearer ${token}`, cookie },
    };
    const admin = await fetchCurrentAdmin(a.origin, session);

    const { db } = database;
    const now = new Date();
    const from = new Date(now.getTime() - SPAN_DAYS * DAY_MS);
    let wallets: string[] = [];
    const seedMs = await timeMs(async () => {
      const issuers = await seedIssuers(db, ISSUERS, { createdBefore: from });
      wallets = issuers.map((issuer) => issuer.wallet);
      const accounts = await seedDepositAccounts(db);
      await seedInvestors(db, {
        count: INVESTORS,
        batch: SEED_BATCH,
        pendingShare: 0.08,
        cancelledShare: 0.07,
        external: accounts.external,
        from,
        to: now,
        admin,
      });
      await seedDeposits(db, { count: DEPOSITS, batch: SEED_BATCH, issuers, accounts, from, to: now, admin });
      await db.query('VACUUM ANALYZE');
    });
    const seedNote =
      `${INVESTORS} investors (with their payments), ${ISSUERS} issuers with a wallet and KYC done, ` +
      `${DEPOSITS} past deposits over ${SPAN_DAYS} days`;
    note(`seeded ${seedNote} and analyzed in ${(seedMs / 1000).toFixed(1)} s`);

    // B runs from here on, idle while A alone is loaded: an idle instance costs almost nothing (its CPU is measured
    // and printed), and both stay warm alike, so the two-instance run does not start on a cold process.
    const b = await startOne('B');
    const machine = await describeMachine(database);
    const measured: Measured[] = [];
    for (const call of callsFor(session, wallets)) measured.push(await measure(database, [a, b], call));
    await writeReport(machine, measured, loadBefore, loadavg(), seedNote);
  } catch (error) {
    for (const [i, instance] of instances.entries())
      note(`instance ${'AB'[i]} output (last 2000 characters):\n${instance.output().slice(-2000)}`);
    throw error;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    await database.close();
    await mailbox.close();
  }
};

export const clusterLoad: Benchmark = {
  name: 'cluster-load',
  summary:
    `${endpoints.listInvestors.path}, ${endpoints.searchInvestors.path} and ${endpoints.increaseWallet.path} ` +
    `against one instance (${CONNECTIONS} connections) and two instances (${HALF} each), separate processes on one ` +
    `PostgreSQL with ${INVESTORS} investors, ${DURATION_SECONDS} s each (autocannon); writes bench/REPORT.md`,
  run,
};
