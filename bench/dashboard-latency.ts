// Measures the dashboard's data call with a million investors (and deposits, locks, token values, validators) under
// concurrent load, through the API and bare, after checking its answer against plain SQL over the base tables.
import {
  DEFAULT_BLCK_VALUE_CURRENCY,
  DASHBOARD_DEPOSIT_DAYS,
  DASHBOARD_UNLOCK_DAYS,
  DASHBOARD_UNLOCK_LIMIT,
  DashboardResponseSchema,
  endpoints,
  fromBaseUnits,
  type Dashboard,
} from '@blck/contract';
import type { Db } from '../server/src/db/client';
import {
  createDashboardRepository,
  dashboardStatement,
  type DashboardParts,
  type DashboardWindow,
} from '../server/src/modules/dashboard/dashboard.repository';
import { lastDays } from '../server/src/modules/dashboard/dashboard.service';
import type { Benchmark } from './lib/benchmark';
import { runConcurrent } from './lib/concurrent';
import type { DatabaseChoice } from './lib/database';
import { seedDeposits } from './lib/deposits-seed';
import { explainQuery } from './lib/explain';
import { seedInvestors } from './lib/investors-seed';
import { seedIssuers } from './lib/issuers-seed';
import { seedDepositAccounts } from './lib/ledger-seed';
import { runLoadOk } from './lib/load';
import { seedLocks } from './lib/locks-seed';
import { note, printFigure } from './lib/print';
import { startBenchServer, type BenchServer } from './lib/server';
import { fetchCurrentAdmin, signIn, type SignedIn } from './lib/signin';
import { median, percentile, timeMs } from './lib/stats';

const ISSUERS = 2000;
const INVESTOR_SPAN_DAYS = 730;
/** Deposits cover more than the dashboard's 90 days, so the window has edges to get right. */
const DEPOSIT_SPAN_DAYS = 120;
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 10);
const WARMUP_SECONDS = 2;
const TARGET_P99_MS = 100;
const ALONE_RUNS = 20;
const PENDING_SHARE = 0.08;
const CANCELLED_SHARE = 0.07;
/** Locks per investor, their dates spread from 90 days ago to 120 days ahead; of the passed ones, most withdrawn. */
const LOCK_SHARE = 0.05;
const WITHDRAWN_SHARE = 0.8;
const BLCK_VALUES = 365;
const VALIDATORS = 300;
const DAY_MS = 86_400_000;

interface Setup {
  database: DatabaseChoice;
  investors: number;
  deposits: number;
  /** Rows per INSERT … SELECT of the investor and deposit seeds. */
  batch: number;
  /** PostgreSQL: the production database, the one with the latency target and the full plan. */
  production: boolean;
}

/**
 * PostgreSQL gets the million investors of the investor search benchmark (BENCH_INVESTORS) and half a million
 * deposits (BENCH_DEPOSITS); PGlite 10,000 investors and 20,000 deposits (BENCH_PGLITE_INVESTORS,
 * BENCH_PGLITE_DEPOSITS): it inserts about 25 times slower.
 */
const SETUPS: readonly Setup[] = [
  {
    database: { kind: 'postgres' },
    investors: Number(process.env.BENCH_INVESTORS || 1_000_000),
    deposits: Number(process.env.BENCH_DEPOSITS || 500_000),
    batch: 100_000,
    production: true,
  },
  {
    database: { kind: 'pglite', storage: 'disk' },
    investors: Number(process.env.BENCH_PGLITE_INVESTORS || 10_000),
    deposits: Number(process.env.BENCH_PGLITE_DEPOSITS || 20_000),
    batch: 20_000,
    production: false,
  },
];

const ALL_PARTS: DashboardParts = {
  investors: true,
  issuerWallets: true,
  investorFunds: true,
  tokenValue: true,
  validators: true,
  depositsPerDay: true,
  upcomingUnlocks: true,
};

/** The window the service reads at `now`, as it computes it. */
const windowAt = (now: Date): DashboardWindow => {
  const days = lastDays(now, DASHBOARD_DEPOSIT_DAYS);
  return {
    firstDay: days[0]!,
    lastDay: days[days.length - 1]!,
    now,
    unlockUntil: new Date(now.getTime() + DASHBOARD_UNLOCK_DAYS * DAY_MS),
    unlockLimit: DASHBOARD_UNLOCK_LIMIT,
  };
};

/** Token value entries (one a day for a year, the newest now) and validators in every state. */
const seedValuesAndValidators = async (db: Db, now: Date, admin: { id: string }) => {
  await db.query(
    `INSERT INTO blck_values (id, value, created_at, updated_at, created_by)
     SELECT gen_random_uuid(), (90 + g % 37) * 10000000000000000 + g, ts, ts, $3::uuid
     FROM generate_series(0, $1::int - 1) AS g, LATERAL (SELECT $2::timestamptz - g * interval '1 day' AS ts) t`,
    [BLCK_VALUES, now, admin.id],
  );
  await db.query(
    `INSERT INTO custom_validators (id, session_hash_digest, status, node_name, created_at, created_by, paired_at,
       removed_at)
     SELECT gen_random_uuid(), sha256(convert_to(g::text || gen_random_uuid()::text, 'UTF8')), s,
       CASE WHEN s = 'awaiting_pairing' THEN NULL ELSE 'node-' || g END, ts, $3::uuid,
       CASE WHEN s = 'awaiting_pairing' THEN NULL ELSE ts + interval '1 hour' END,
       CASE WHEN s = 'removed' THEN ts + interval '2 days' END
     FROM generate_series(0, $1::int - 1) AS g,
       LATERAL (SELECT (ARRAY['paired', 'paired', 'awaiting_pairing', 'removed'])[1 + g % 4] AS s,
         $2::timestamptz - g * interval '3 hours' AS ts) t`,
    [VALIDATORS, now, admin.id],
  );
};

/**
 * The right answer at `now`, from SQL written independently of the repository, over the base tables the kept
 * totals stand for: investors by status, issuers' wallets joined with their accounts, every live reviewed
 * investor's payments joined with theirs, the deposits themselves, the locks with their parts.
 */
const referenceAnswer = async (db: Db, now: Date): Promise<Omit<Dashboard, 'generatedAt'>> => {
  const window = windowAt(now);
  const [statuses, wallets, funds, token, validators, days, unlocks] = await Promise.all([
    db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM investors WHERE removed_at IS NULL GROUP BY status',
    ),
    db.query<{ wallets: number; held: string }>(
      `SELECT count(*)::int AS wallets, coalesce(sum(a.credits_posted - a.debits_posted), 0)::text AS held
       FROM issuers i LEFT JOIN ledger_accounts a ON a.kind = 'issuer_wallet' AND a.owner = lower(i.wallet)
       WHERE i.wallet IS NOT NULL`,
    ),
    db.query<{ available: string; locked: string }>(
      `SELECT coalesce(sum(a.credits_posted - a.debits_posted - a.debits_pending), 0)::text AS available,
         coalesce(sum(a.debits_pending), 0)::text AS locked
       FROM investors i JOIN investor_payments p ON p.investor_id = i.id
       JOIN ledger_accounts a ON a.kind = 'investor_payment' AND a.owner = p.id::text
       WHERE i.removed_at IS NULL AND i.status <> 'pending'`,
    ),
    db.query<{ value: string; created_at: Date }>(
      'SELECT value::text, created_at FROM blck_values ORDER BY created_at DESC, id DESC LIMIT 1',
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM custom_validators WHERE status = 'paired'`),
    db.query<{ day: string; deposits: number; amount: string }>(
      `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS deposits, sum(amount)::text AS amount
       FROM deposits WHERE created_at >= $1::date AT TIME ZONE 'UTC' AND created_at < ($2::date + 1) AT TIME ZONE 'UTC'
       GROUP BY 1`,
      [window.firstDay, window.lastDay],
    ),
    db.query<{ id: string; investor_id: string; investor_name: string; amount: string; available_from: Date }>(
      `SELECT l.id, l.investor_id, i.investor_name, sum(lp.amount) FILTER (WHERE lp.withdrawn_at IS NULL)::text AS amount,
         l.available_from
       FROM locked_funds l JOIN investors i ON i.id = l.investor_id JOIN locked_fund_payments lp ON lp.lock_id = l.id
       WHERE l.status = 'locked' AND l.available_from > $1 AND l.available_from <= $2
       GROUP BY l.id, i.investor_name ORDER BY l.available_from, l.id LIMIT ${DASHBOARD_UNLOCK_LIMIT}`,
      [now, window.unlockUntil],
    ),
  ]);
  const count = (status: string) => statuses.find((row) => row.status === status)?.n ?? 0;
  const byDay = new Map(days.map((row) => [row.day, row]));
  return {
    investors: { pending: count('pending'), active: count('active'), cancelled: count('cancelled') },
    issuerWallets: { held: fromBaseUnits(BigInt(wallets[0]!.held)), wallets: wallets[0]!.wallets },
    investorFunds: {
      locked: fromBaseUnits(BigInt(funds[0]!.locked)),
      available: fromBaseUnits(BigInt(funds[0]!.available)),
    },
    tokenValue: token[0]
      ? {
          value: fromBaseUnits(BigInt(token[0].value)),
          currency: DEFAULT_BLCK_VALUE_CURRENCY,
          since: new Date(token[0].created_at).toISOString(),
        }
      : null,
    validators: { paired: validators[0]!.n },
    depositsPerDay: lastDays(now, DASHBOARD_DEPOSIT_DAYS).map((day) => ({
      day,
      deposits: byDay.get(day)?.deposits ?? 0,
      amount: fromBaseUnits(BigInt(byDay.get(day)?.amount ?? '0')),
    })),
    upcomingUnlocks: unlocks.map((row) => ({
      id: row.id,
      investorId: row.investor_id,
      investorName: row.investor_name,
      amount: fromBaseUnits(BigInt(row.amount)),
      availableFrom: new Date(row.available_from).toISOString(),
    })),
  };
};

const dashboardUrl = (server: BenchServer) => `${server.url}${endpoints.getDashboard.path}`;

/** One call outside the load, compared field by field with the reference computed at its generatedAt. */
const checkAnswer = async (server: BenchServer, session: SignedIn) => {
  const response = await fetch(dashboardUrl(server), { headers: session.headers });
  if (response.status !== 200) throw new Error(`The dashboard answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  const { dashboard } = DashboardResponseSchema.parse(JSON.parse(text));
  const { generatedAt, ...figures } = dashboard;
  const reference = await referenceAnswer(server.database.db, new Date(generatedAt));
  const problems = (Object.keys(reference) as Array<keyof typeof reference>).filter(
    (key) => JSON.stringify(figures[key]) !== JSON.stringify(reference[key]),
  );
  if (problems.length > 0) {
    throw new Error(
      `The dashboard differs from the reference in ${problems.join(', ')}: ` +
        problems
          .map((key) => `${key} ${JSON.stringify(figures[key])} ≠ ${JSON.stringify(reference[key])}`)
          .join('; ')
          .slice(0, 2000),
    );
  }
  const unlocks = dashboard.upcomingUnlocks!;
  if (unlocks.length !== DASHBOARD_UNLOCK_LIMIT) note(`warning: only ${unlocks.length} upcoming unlocks`);
  const days = dashboard.depositsPerDay!;
  note(
    `answer checked against the reference (${text.length} bytes): ${JSON.stringify(dashboard.investors)}, ` +
      `${dashboard.issuerWallets!.wallets} wallets holding ${dashboard.issuerWallets!.held}, investor funds ` +
      `${JSON.stringify(dashboard.investorFunds)}, ${days.reduce((sum, day) => sum + day.deposits, 0)} deposits in ` +
      `${days.length} days, ${unlocks.length} unlocks from ${unlocks[0]?.availableFrom ?? '-'}`,
  );
  return JSON.parse(text) as unknown;
};

const repository = createDashboardRepository();

/** Median time of validating the answer with the contract's schema, as the server does before sending it. */
const responseParseMs = (json: unknown) => {
  const times: number[] = [];
  for (let run = 0; run <= ALONE_RUNS; run++) {
    const start = performance.now();
    DashboardResponseSchema.parse(json);
    if (run > 0) times.push(performance.now() - start);
  }
  return median(times);
};

const measure = async (server: BenchServer, session: SignedIn, setup: Setup) => {
  const { db, label } = server.database;
  const json = await checkAnswer(server, session);
  const oneAtATime: number[] = [];
  for (let run = 0; run < ALONE_RUNS; run++) {
    oneAtATime.push(await timeMs(async () => (await fetch(dashboardUrl(server), { headers: session.headers })).text()));
  }
  note(
    `one request at a time: median ${median(oneAtATime).toFixed(2)} ms; validating the answer with the contract's ` +
      `schema (routes.ts does, before sending): ${responseParseMs(json).toFixed(2)} ms`,
  );

  const statement = dashboardStatement(ALL_PARTS, windowAt(new Date()))!;
  const { plan, executionMs } = await explainQuery(db, statement);
  const seq = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]!);
  note(`EXPLAIN (ANALYZE, BUFFERS) of the statement (execution ${executionMs.toFixed(2)} ms):`);
  note(`  ${statement.sql.replace(/\s+/g, ' ')}  -- ${JSON.stringify(statement.params)}`);
  for (const line of plan.split('\n')) note(`      ${line}`);
  if (seq.length) note(`sequential scans: ${[...new Set(seq)].join(', ')}`);
  const alone: number[] = [];
  await db.query(statement.sql, statement.params);
  for (let run = 0; run < ALONE_RUNS; run++) alone.push(await timeMs(() => db.query(statement.sql, statement.params)));

  const load = { url: dashboardUrl(server), headers: session.headers, connections: CONNECTIONS };
  await runLoadOk({ ...load, durationSeconds: WARMUP_SECONDS });
  const api = await runLoadOk({ ...load, durationSeconds: DURATION_SECONDS });
  const window = windowAt(new Date());
  const bare = await runConcurrent({
    concurrency: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    work: () => repository.read(db, ALL_PARTS, window),
  });
  const l = api.latenciesMs;
  note(
    `API ${l.length} requests (${api.requestsPerSecond.toFixed(0)} req/s, p90 ${percentile(l, 90).toFixed(2)} ms, ` +
      `max ${Math.max(...l).toFixed(2)} ms), bare ${bare.latenciesMs.length} statements (${bare.perSecond.toFixed(0)}/s)`,
  );
  const tag = `(${label}, ${setup.investors} investors, ${setup.deposits} deposits, ${CONNECTIONS} connections)`;
  const target = setup.production ? { targetMax: TARGET_P99_MS } : {};
  const figure = (suffix: string, value: number, extra = {}) =>
    printFigure({ name: `dashboard-${suffix} ${tag}`, value, unit: 'ms', digits: 2, ...extra });
  figure('p50', percentile(l, 50));
  figure('p99', percentile(l, 99), target);
  figure('bare-p50', percentile(bare.latenciesMs, 50));
  figure('bare-p99', percentile(bare.latenciesMs, 99), target);
  figure('statement-alone', median(alone));
  printFigure({ name: `dashboard-throughput ${tag}`, value: api.requestsPerSecond, unit: 'req/s', digits: 0 });
};

const runOn = async (setup: Setup) => {
  const server = await startBenchServer({ database: setup.database });
  try {
    const { db, label } = server.database;
    const session = await signIn(server.url, server.admin, server.mailbox);
    const admin = await fetchCurrentAdmin(server.url, session);
    const now = new Date();
    const seedMs = await timeMs(async () => {
      const issuers = await seedIssuers(db, ISSUERS, {
        createdBefore: new Date(now.getTime() - DEPOSIT_SPAN_DAYS * DAY_MS),
      });
      const accounts = await seedDepositAccounts(db);
      await seedDeposits(db, {
        count: setup.deposits,
        batch: setup.batch,
        issuers,
        accounts,
        from: new Date(now.getTime() - DEPOSIT_SPAN_DAYS * DAY_MS),
        to: now,
        admin,
      });
      await seedInvestors(db, {
        count: setup.investors,
        batch: setup.batch,
        pendingShare: PENDING_SHARE,
        cancelledShare: CANCELLED_SHARE,
        external: accounts.external,
        from: new Date(now.getTime() - INVESTOR_SPAN_DAYS * DAY_MS),
        to: now,
        admin,
      });
      await seedLocks(db, {
        count: Math.round(setup.investors * LOCK_SHARE),
        accounts,
        from: new Date(now.getTime() - 90 * DAY_MS),
        to: new Date(now.getTime() + 120 * DAY_MS),
        now,
        withdrawnShare: WITHDRAWN_SHARE,
        admin,
      });
      await seedValuesAndValidators(db, now, admin);
    });
    note(`${label}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
    if (db.kind === 'postgres') {
      const vacuumMs = await timeMs(() => db.query('VACUUM ANALYZE'));
      note(`VACUUM ANALYZE: ${(vacuumMs / 1000).toFixed(1)} s (what autovacuum does shortly after a bulk load)`);
    } else {
      // PGlite runs no autovacuum; the server runs ANALYZE at start (server.ts), so this is the state after a restart.
      const analyzeMs = await timeMs(() => db.query('ANALYZE'));
      note(`ANALYZE: ${(analyzeMs / 1000).toFixed(1)} s (what the server does at start on PGlite)`);
    }
    await measure(server, session, setup);
  } finally {
    await server.close();
  }
};

export const dashboardLatency: Benchmark = {
  name: 'dashboard-latency',
  summary:
    `GET ${endpoints.getDashboard.path} for an admin who sees every card, with ` +
    `${SETUPS.map((s) => `${s.investors} investors and ${s.deposits} deposits on ${s.database.kind}`).join(' and ')} ` +
    `(locks for ${LOCK_SHARE * 100}% of investors, ${BLCK_VALUES} token values, ${VALIDATORS} validators), ` +
    `${CONNECTIONS} connections for ${DURATION_SECONDS} s (autocannon, separate process), beside the statement bare`,
  run: async () => {
    for (const setup of SETUPS) await runOn(setup);
  },
};
