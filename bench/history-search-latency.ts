// Measures the deposit history search with a million deposits under concurrent load, through the API and bare.
import { HistoryListResponseSchema, HistorySearchBodySchema, endpoints, type HistorySearchBody } from '@blck/contract';
import type { Db, Queryable } from '../server/src/db/client';
import {
  buildTrigramSample,
  chooseTrigramProbes,
  TRIGRAM_SAMPLE_ROWS,
  type TrigramSample,
} from '../server/src/db/trigram-sample';
import {
  createHistoriesRepository,
  HISTORY_SEARCH_COUNT_CAP,
} from '../server/src/modules/histories/histories.repository';
import type { Benchmark } from './lib/benchmark';
import { runConcurrent } from './lib/concurrent';
import { chosenSetups, type DatabaseChoice } from './lib/database';
import { seedDeposits } from './lib/deposits-seed';
import { aloneMs, explainQuery, recordRun, withoutIndexes } from './lib/explain';
import { ISSUER_SEED, seedIssuers } from './lib/issuers-seed';
import { seedDepositAccounts } from './lib/ledger-seed';
import { runLoadOk } from './lib/load';
import { note, printFigure } from './lib/print';
import { startBenchServer, type BenchServer } from './lib/server';
import { fetchCurrentAdmin, signIn, type SignedIn } from './lib/signin';
import { percentile, timeMs } from './lib/stats';

const ISSUERS = 2000;
const SPAN_DAYS = 730;
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 10);
const WARMUP_SECONDS = 2;
const PER_PAGE = 25;
const TARGET_P99_MS = 50;
/** Runs of each query alone (one at a time) to weigh the parts of one answer. */
const ALONE_RUNS = 10;
const DAY_MS = 86_400_000;
/** In the name or email of about one issuer in three (surnames like Johnson, Anderson), over every day. */
const COMMON_FRAGMENT = 'son';
interface Setup {
  database: DatabaseChoice;
  deposits: number;
  /** Rows per INSERT … SELECT of the seed. */
  batch: number;
  /** PostgreSQL: the production database, the one with the latency target and the full plans. */
  production: boolean;
}

/**
 * PGlite gets 100,000 deposits: a million takes it several minutes to insert and index on the benchmark
 * machine (BENCH_PGLITE_DEPOSITS overrides).
 */
const SETUPS: readonly Setup[] = [
  { database: { kind: 'postgres' }, deposits: 1_000_000, batch: 100_000, production: true },
  {
    database: { kind: 'pglite', storage: 'disk' },
    deposits: Number(process.env.BENCH_PGLITE_DEPOSITS || 100_000),
    batch: 50_000,
    production: false,
  },
];

interface Case {
  name: string;
  body: HistorySearchBody;
  /** What the deposits found must hold beyond being a full first page. */
  check?: (total: number, deposits: number) => string | null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar month (UTC) that began about a year before `now`: the middle of the two seeded years. */
const monthAYearAgo = (now: Date) => {
  const year = now.getUTCFullYear() - 1;
  const month = now.getUTCMonth();
  return { start: isoDay(new Date(Date.UTC(year, month, 1))), end: isoDay(new Date(Date.UTC(year, month + 1, 0))) };
};

const casesFor = (now: Date): Case[] => {
  const month = monthAYearAgo(now);
  const page = { page: 0, perPage: PER_PAGE, sort: 'createdAt', order: 'desc' } as const;
  const monthShare = 30.4 / SPAN_DAYS;
  /** Within half of `expected` or three standard deviations of a Poisson count, whichever is wider. */
  const near = (expected: number) => (total: number) =>
    total > 0 && Math.abs(total - expected) <= Math.max(expected / 2, 3 * Math.sqrt(expected))
      ? null
      : `${total} found, about ${Math.round(expected)} expected`;
  return [
    {
      name: 'text-month',
      body: { ...page, search: ISSUER_SEED.rareFragment, ...month },
      check: (total, deposits) => near((deposits * ISSUER_SEED.rareCount(ISSUERS) * monthShare) / ISSUERS)(total),
    },
    { name: 'text-common', body: { ...page, search: COMMON_FRAGMENT } },
    { name: 'month', body: { ...page, ...month }, check: (total, deposits) => near(deposits * monthShare)(total) },
    { name: 'first-page', body: page, check: (total, deposits) => (total === deposits ? null : `${total} found`) },
  ];
};

const searchUrl = (server: BenchServer) => `${server.url}${endpoints.searchHistories.path}`;

/**
 * The right answer, from SQL written independently of the repository and run with every index scan disabled: the
 * first page's ids (newest first) and the number of matches.
 */
const referenceAnswer = (db: Db, body: HistorySearchBody) =>
  withoutIndexes(db, async (tx) => {
    const params: unknown[] = [];
    const conditions = ['true'];
    if (body.search) {
      conditions.push(
        `strpos(lower(wallet_address || ' ' || issuer_name || ' ' || issuer_email), $${params.push(body.search.toLowerCase())}) > 0`,
      );
    }
    if (body.start) conditions.push(`created_at >= ($${params.push(body.start)}::date AT TIME ZONE 'UTC')`);
    if (body.end) conditions.push(`created_at < (($${params.push(body.end)}::date + 1) AT TIME ZONE 'UTC')`);
    const where = conditions.join(' AND ');
    const page = await tx.query<{ id: string }>(
      `SELECT id FROM deposits WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${PER_PAGE}`,
      params,
    );
    const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM deposits WHERE ${where}`, params);
    return { ids: page.map((row) => row.id), matches: count?.n ?? 0 };
  });

/**
 * One search outside the load: the very rows (in order) of the reference answer, each matching, and the total the
 * repository promises (exact, or HISTORY_SEARCH_COUNT_CAP flagged as a lower bound past it for a text search), of
 * about the expected size.
 */
const checkCase = async (server: BenchServer, session: SignedIn, c: Case, deposits: number) => {
  const response = await fetch(searchUrl(server), {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(c.body),
  });
  if (response.status !== 200) throw new Error(`${c.name} answered ${response.status}: ${await response.text()}`);
  const { histories, total, totalIsLowerBound } = HistoryListResponseSchema.parse(await response.json());
  const reference = await referenceAnswer(server.database.db, c.body);
  const capped = c.body.search !== undefined && reference.matches > HISTORY_SEARCH_COUNT_CAP;
  const expectedTotal = capped ? HISTORY_SEARCH_COUNT_CAP : reference.matches;
  const matching =
    !c.body.search ||
    histories.every((h) => `${h.walletAddress} ${h.issuerName} ${h.email}`.toLowerCase().includes(c.body.search!));
  const ids = JSON.stringify(histories.map((h) => h.id));
  const problems = [
    total === expectedTotal && totalIsLowerBound === capped
      ? ''
      : `total ${total}${totalIsLowerBound ? ' or more' : ''}, expected ${expectedTotal} (${reference.matches} match)`,
    ids === JSON.stringify(reference.ids) ? '' : 'not the rows of the reference query, in its order',
    matching ? '' : 'a row does not match',
    c.check?.(reference.matches, deposits) ?? '',
  ].filter(Boolean);
  if (problems.length) throw new Error(`${c.name}: ${problems.join('; ')}`);
  return { total, matches: reference.matches, capped };
};

const repository = createHistoriesRepository();
/** The sample a search's trigrams are weighed by, read as the service reads its own (runOn, after the seed). */
let searchSample: TrigramSample | null = null;
/** The deposits the service would list for `query`, without HTTP. */
const listDeposits = (q: Queryable, query: Parameters<typeof repository.list>[1]) =>
  repository.list(q, query, query.search ? searchSample : null);

const kindOf = (sql: string) =>
  /deposit_day_counts/.test(sql) ? 'count' : /^\s*WITH matches/.test(sql) ? 'matches-and-page' : 'page';

/**
 * The statements of one answer: the plan of each once (EXPLAIN ANALYZE, BUFFERS), then each alone, to show which one
 * the latency is made of.
 */
const weighQueries = async (db: Db, c: Case, label: string, fullPlans: boolean) => {
  const query = HistorySearchBodySchema.parse(c.body);
  if (query.search) {
    const chosen = chooseTrigramProbes(query.search, searchSample, HISTORY_SEARCH_COUNT_CAP);
    note(
      `${c.name}: the trigram index is asked for ${chosen ? chosen.join(', ') : "each word's covering pieces"} ` +
        `(weighed by a sample of ${searchSample?.texts.length ?? 0} deposits' search text)`,
    );
  }
  for (const recorded of await recordRun(db, (q) => listDeposits(q, query))) {
    const kind = kindOf(recorded.sql);
    const { plan, executionMs, indexes } = await explainQuery(db, recorded);
    const scans = [/Seq Scan on deposits/.test(plan) ? 'Seq Scan on deposits' : '', ...indexes].filter(Boolean);
    note(
      `${c.name} ${kind}: reads ${scans.join(' + ') || 'no table'}; EXPLAIN ANALYZE execution ${executionMs.toFixed(2)} ms`,
    );
    if (fullPlans) {
      note(`  ${recorded.sql.replace(/\s+/g, ' ').slice(0, 400)}  -- ${JSON.stringify(recorded.params).slice(0, 200)}`);
      for (const line of plan.split('\n')) note(`      ${line}`);
    }
    const name = `history-search-${c.name}-${kind}-alone (${label})`;
    printFigure({ name, value: await aloneMs(db, recorded, ALONE_RUNS), unit: 'ms', digits: 2 });
  }
};

const measureCase = async (server: BenchServer, session: SignedIn, c: Case, setup: Setup) => {
  const { db, label } = server.database;
  const { total, matches, capped } = await checkCase(server, session, c, setup.deposits);
  const tag = `(${label}, ${setup.deposits} deposits, ${CONNECTIONS} connections)`;
  note(
    `${c.name}: POST ${endpoints.searchHistories.path} ${JSON.stringify(c.body)} ` +
      `(${matches} match; total ${total}${capped ? ', a lower bound' : ''})`,
  );
  await weighQueries(db, c, `${label}, ${setup.deposits} deposits`, setup.production);

  const load = {
    url: searchUrl(server),
    method: 'POST' as const,
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(c.body),
    connections: CONNECTIONS,
  };
  await runLoadOk({ ...load, durationSeconds: WARMUP_SECONDS });
  const api = await runLoadOk({ ...load, durationSeconds: DURATION_SECONDS });
  const query = HistorySearchBodySchema.parse(c.body);
  const bare = await runConcurrent({
    concurrency: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    work: () => listDeposits(db, query),
  });
  note(
    `  API ${api.latenciesMs.length} requests (${api.requestsPerSecond.toFixed(0)} req/s), ` +
      `bare ${bare.latenciesMs.length} lists (${bare.perSecond.toFixed(0)}/s)`,
  );
  const target = setup.production ? { targetMax: TARGET_P99_MS } : {};
  const figure = (suffix: string, value: number, extra = {}) =>
    printFigure({ name: `history-search-${c.name}-${suffix} ${tag}`, value, unit: 'ms', digits: 2, ...extra });
  figure('p50', percentile(api.latenciesMs, 50));
  figure('p99', percentile(api.latenciesMs, 99), target);
  figure('bare-p50', percentile(bare.latenciesMs, 50));
  figure('bare-p99', percentile(bare.latenciesMs, 99), target);
  printFigure({
    name: `history-search-${c.name}-throughput ${tag}`,
    value: api.requestsPerSecond,
    unit: 'req/s',
    digits: 0,
  });
};

const runOn = async (setup: Setup) => {
  const server = await startBenchServer({ database: setup.database });
  try {
    const { db, label } = server.database;
    const session = await signIn(server.url, server.admin, server.mailbox);
    const admin = await fetchCurrentAdmin(server.url, session);
    const now = new Date();
    const from = new Date(now.getTime() - SPAN_DAYS * DAY_MS);
    const seedMs = await timeMs(async () => {
      const issuers = await seedIssuers(db, ISSUERS, { createdBefore: from });
      const accounts = await seedDepositAccounts(db);
      await seedDeposits(db, { count: setup.deposits, batch: setup.batch, issuers, accounts, from, to: now, admin });
    });
    note(`${label}: seeded ${ISSUERS} issuers and ${setup.deposits} deposits in ${(seedMs / 1000).toFixed(1)} s`);
    const sampled = await repository.sampleSearchText(db, TRIGRAM_SAMPLE_ROWS);
    searchSample = buildTrigramSample(sampled.texts, sampled.tableRows, sampled.pages);
    if (db.kind === 'postgres') {
      const [autovacuum] = await db.query<{ autovacuum: string }>('SHOW autovacuum');
      const vacuumMs = await timeMs(() =>
        db.query('VACUUM ANALYZE deposits, ledger_transfers, ledger_accounts, issuers'),
      );
      note(
        `VACUUM ANALYZE: ${(vacuumMs / 1000).toFixed(1)} s (autovacuum is ${autovacuum?.autovacuum} on this server; ` +
          'when on, it does this shortly after a bulk insert): the state measured below',
      );
    } else {
      note(
        'PGlite runs no autovacuum: the server analyzes the tables that grew every 10 s, so the runs below start as ' +
          'inserted (no column statistics) and meet its statistics within seconds',
      );
    }
    for (const c of casesFor(now)) await measureCase(server, session, c, setup);
  } finally {
    await server.close();
  }
};

export const historySearchLatency: Benchmark = {
  name: 'history-search',
  summary:
    `POST ${endpoints.searchHistories.path} (rare text in one month, common text, one month, first page) with ` +
    `${SETUPS.map((s) => `${s.deposits} deposits on ${s.database.kind}`).join(' and ')}, ${CONNECTIONS} connections ` +
    `for ${DURATION_SECONDS} s each (autocannon, separate process), beside the repository's list called bare`,
  run: async () => {
    for (const setup of chosenSetups(SETUPS)) await runOn(setup);
  },
};
