// Measures the investor list and search with a million investors under concurrent load, through the API and bare.
import {
  InvestorListQuerySchema,
  InvestorListResponseSchema,
  InvestorSearchQuerySchema,
  endpoints,
  type Investor,
  type InvestorListQuery,
} from '@blck/contract';
import type { Db, Queryable } from '../server/src/db/client';
import { containsPattern } from '../server/src/db/like';
import {
  createInvestorsRepository,
  FILTER_COUNT_CAP,
  SEARCH_COUNT_CAP,
} from '../server/src/modules/investors/investors.repository';
import { createPaymentsRepository } from '../server/src/modules/funds/payments.repository';
import { refreshPlannerStatistics } from '../server/src/db/statistics';
import {
  buildTrigramSample,
  chooseTrigramProbes,
  matchesInSample,
  surelyMoreThan,
  TRIGRAM_SAMPLE_ROWS,
  type TrigramSample,
} from '../server/src/db/trigram-sample';
import type { Benchmark } from './lib/benchmark';
import { runConcurrent } from './lib/concurrent';
import { chosenSetups, type DatabaseChoice } from './lib/database';
import { aloneMs, explainQuery, recordRun, withoutIndexes } from './lib/explain';
import { INVESTOR_SEED, seedInvestors } from './lib/investors-seed';
import { seedDepositAccounts } from './lib/ledger-seed';
import { runLoadOk } from './lib/load';
import { note, printFigure } from './lib/print';
import { startBenchServer, type BenchServer } from './lib/server';
import { fetchCurrentAdmin, signIn, type SignedIn } from './lib/signin';
import { median, percentile, timeMs } from './lib/stats';

const SPAN_DAYS = 730;
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 10);
const WARMUP_SECONDS = 2;
const PER_PAGE = 25;
const TARGET_P99_MS = 50;
/** Runs of each query alone (one at a time) to weigh the parts of one answer. */
const ALONE_RUNS = 10;
/** Plans that execute longer than this are printed in full on PGlite too. */
const SLOW_PLAN_MS = 20;
const PENDING_SHARE = 0.08;
const CANCELLED_SHARE = 0.07;
const DAY_MS = 86_400_000;

interface Setup {
  database: DatabaseChoice;
  investors: number;
  /** Investors per INSERT … SELECT of the seed. */
  batch: number;
  /** PostgreSQL: the production database, the one with the latency target and the full plans. */
  production: boolean;
}

/**
 * PGlite gets 10,000 investors: it inserts them (and their 20,000 payments, accounts and transfers) about 25 times
 * slower than PostgreSQL, and without statistics each page reads every payment account (see the plans it prints).
 * BENCH_INVESTORS and BENCH_PGLITE_INVESTORS override.
 */
const AS_INSERTED = ', as inserted';
const AFTER_AUTO_ANALYZE = ', after the auto-analyze';
const SETUPS: readonly Setup[] = [
  {
    database: { kind: 'postgres' },
    investors: Number(process.env.BENCH_INVESTORS || 1_000_000),
    batch: 100_000,
    production: true,
  },
  {
    database: { kind: 'pglite', storage: 'disk' },
    investors: Number(process.env.BENCH_PGLITE_INVESTORS || 10_000),
    batch: 20_000,
    production: false,
  },
];

type Query = InvestorListQuery & { search?: string };

interface Case {
  name: string;
  path: string;
  /** As the console sends it; parsed with the contract's schema to get what the repository receives. */
  params: Record<string, string | number>;
  query: Query;
  /** What the seed's rules say the total must be, when they say it. */
  expectedTotal?: number;
}

const listCase = (name: string, params: Case['params'], expectedTotal?: number): Case => ({
  name,
  path: endpoints.listInvestors.path,
  params,
  query: InvestorListQuerySchema.parse(params),
  expectedTotal,
});

const searchCase = (name: string, params: Case['params'], expectedTotal?: number): Case => ({
  name,
  path: endpoints.searchInvestors.path,
  params,
  query: InvestorSearchQuerySchema.parse(params),
  expectedTotal,
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar month (UTC) that began about a year before `now`: the middle of the seeded span. */
const monthAYearAgo = (now: Date) => {
  const year = now.getUTCFullYear() - 1;
  const month = now.getUTCMonth();
  return {
    createdFrom: isoDay(new Date(Date.UTC(year, month, 1))),
    createdTo: isoDay(new Date(Date.UTC(year, month + 1, 0))),
  };
};

const casesFor = (investors: number, now: Date): Case[] => {
  const newest = { page: 0, perPage: PER_PAGE, sort: 'createdAt', order: 'desc' } as const;
  const byName = { page: 0, perPage: PER_PAGE, sort: 'investorName', order: 'asc' } as const;
  return [
    listCase('list', newest, investors),
    listCase('list-pending-by-name', { ...byName, status: 'pending' }),
    listCase('month', { ...newest, ...monthAYearAgo(now) }),
    searchCase('number', { ...newest, search: INVESTOR_SEED.numberOf(Math.floor(investors * 0.37)) }, 1),
    searchCase('rare-by-name', { ...byName, search: INVESTOR_SEED.rareFragment }, INVESTOR_SEED.rareCount(investors)),
    searchCase('uncommon', { ...newest, search: INVESTOR_SEED.uncommonFragment }),
    searchCase('common', { ...newest, search: INVESTOR_SEED.commonFragment }),
  ];
};

/** The indexed expressions of each sort (as the repository sorts), `id` breaking ties. */
const SORT_SQL: Record<Query['sort'], string> = {
  createdAt: 'created_at',
  investorName: 'lower(investor_name)',
  contactEmail: 'lower(contact_email)',
  status: 'status, created_at',
};

/** What a search looks in, computed from the columns rather than read from the repository's stored search_text. */
const SEARCHABLE_TEXT = `lower(investor_name || ' ' || contact_email || ' ' || investor_number || ' ' || represented_by)`;

/**
 * The right answer, from SQL written independently of the repository and run with every index scan disabled:
 * the first page's ids and the number of matches.
 */
const referenceAnswer = (db: Db, query: Query) =>
  withoutIndexes(db, async (tx) => {
    const params: unknown[] = [];
    const conditions = ['removed_at IS NULL'];
    if (query.search) conditions.push(`${SEARCHABLE_TEXT} LIKE $${params.push(containsPattern(query.search))}`);
    if (query.status) conditions.push(`status = $${params.push(query.status)}`);
    if (query.createdFrom)
      conditions.push(`created_at >= ($${params.push(query.createdFrom)}::date AT TIME ZONE 'UTC')`);
    if (query.createdTo)
      conditions.push(`created_at < (($${params.push(query.createdTo)}::date + 1) AT TIME ZONE 'UTC')`);
    const where = conditions.join(' AND ');
    const order = query.order === 'desc' ? 'DESC' : 'ASC';
    const sort = `${SORT_SQL[query.sort]}, id`
      .split(', ')
      .map((column) => `${column} ${order}`)
      .join(', ');
    const page = await tx.query<{ id: string }>(
      `SELECT id FROM investors WHERE ${where} ORDER BY ${sort} LIMIT ${query.perPage} OFFSET ${query.page * query.perPage}`,
      params,
    );
    const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM investors WHERE ${where}`, params);
    return { ids: page.map((row) => row.id), matches: count?.n ?? 0 };
  });

const urlOf = (server: BenchServer, c: Case) =>
  `${server.url}${c.path}?${new URLSearchParams(Object.entries(c.params).map(([k, v]) => [k, String(v)]))}`;

const searchableText = (investor: Investor) =>
  `${investor.investorName} ${investor.contactEmail} ${investor.investorId} ${investor.representedBy}`.toLowerCase();

/** The type filters, whose total no kept count covers (the status and the creation days have theirs). */
const filtered = (query: Query) => Boolean(query.investorType || query.paymentType);

const inDays = (createdAt: string, query: Query) =>
  (!query.createdFrom || createdAt.slice(0, 10) >= query.createdFrom) &&
  (!query.createdTo || createdAt.slice(0, 10) <= query.createdTo);

/**
 * One request outside the load: a full first page, the very rows (in order) of the reference answer, each matching
 * the search and the status, with its payments; the total the repository promises (exact up to SEARCH_COUNT_CAP
 * matches, SEARCH_COUNT_CAP beyond) and the one the seed's rules predict.
 */
const checkCase = async (server: BenchServer, session: SignedIn, c: Case) => {
  const response = await fetch(urlOf(server, c), { headers: session.headers });
  if (response.status !== 200) throw new Error(`${c.name} answered ${response.status}: ${await response.text()}`);
  const json: unknown = await response.json();
  const { investors, total, totalIsLowerBound } = InvestorListResponseSchema.parse(json);
  const reference = await referenceAnswer(server.database.db, c.query);
  const cap = c.query.search !== undefined ? SEARCH_COUNT_CAP : filtered(c.query) ? FILTER_COUNT_CAP : Infinity;
  const capped = reference.matches > cap;
  const expectedTotal = capped ? cap : reference.matches;
  const ids = investors.map((investor) => investor.id);
  const search = c.query.search?.toLowerCase();
  const problems = [
    investors.length === Math.min(PER_PAGE, reference.matches) ? '' : `${investors.length} rows`,
    total === expectedTotal && totalIsLowerBound === capped
      ? ''
      : `total ${total}${totalIsLowerBound ? ' or more' : ''}, expected ${expectedTotal} (${reference.matches} match)`,
    c.expectedTotal === undefined || reference.matches === c.expectedTotal
      ? ''
      : `${reference.matches} match, the seed made ${c.expectedTotal}`,
    JSON.stringify(ids) === JSON.stringify(reference.ids) ? '' : 'not the rows of the reference query, in its order',
    !search || investors.every((investor) => searchableText(investor).includes(search)) ? '' : 'a row does not match',
    !c.query.status || investors.every((investor) => investor.status === c.query.status) ? '' : 'another status',
    investors.every((investor) => inDays(investor.createdAt, c.query)) ? '' : 'created outside the days',
    investors.every((investor) => investor.paymentList.length >= 1 && investor.paymentList.length <= 3)
      ? ''
      : 'an investor without its 1 to 3 payments',
  ].filter(Boolean);
  if (problems.length) throw new Error(`${c.name}: ${problems.join('; ')}`);
  return { total, matches: reference.matches, capped, json };
};

/** Median time of validating this answer with the contract's schema, as the server does before sending each one. */
const responseParseMs = (json: unknown) => {
  const times: number[] = [];
  for (let run = 0; run <= ALONE_RUNS; run++) {
    const start = performance.now();
    InvestorListResponseSchema.parse(json);
    if (run > 0) times.push(performance.now() - start);
  }
  return median(times);
};

const repository = createInvestorsRepository();
const payments = createPaymentsRepository();
/** The sample a search's trigrams are weighed by, read as the service reads its own (runOn, after the seed). */
let searchSample: TrigramSample | null = null;

/** What the list service does for one answer, without HTTP: the page and its total, then the page's payments. */
const listPage = async (q: Queryable, query: Query) => {
  const { investors, total } = await repository.list(q, query, query.search ? searchSample : null);
  return {
    investors,
    total,
    payments: await payments.paymentsOf(
      q,
      investors.map((investor) => investor.id),
    ),
  };
};

const kindOf = (sql: string) =>
  /^\s*WITH matches/.test(sql)
    ? 'matches-and-page'
    : /investor_counts|investor_day_counts|count\(\*\)/.test(sql)
      ? 'count'
      : /FROM investor_payments/.test(sql)
        ? 'payments'
        : /FROM ledger_balances/.test(sql)
          ? 'balances'
          : 'page';

/**
 * The statements of one answer: the plan of each once (EXPLAIN ANALYZE, BUFFERS; in full on the production database
 * or when slow), then each alone, to show which one the latency is made of.
 */
const weighQueries = async (db: Db, c: Case, label: string, fullPlans: boolean) => {
  for (const recorded of await recordRun(db, (q) => listPage(q, c.query))) {
    const kind = kindOf(recorded.sql);
    const { plan, executionMs, indexes } = await explainQuery(db, recorded);
    const seq = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => `Seq Scan on ${match[1]}`);
    const planningMs = Number(/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    note(
      `${c.name} ${kind}: reads ${[...seq, ...indexes].join(' + ') || 'no table'}; ` +
        `EXPLAIN ANALYZE planning ${planningMs.toFixed(2)} ms, execution ${executionMs.toFixed(2)} ms`,
    );
    if (fullPlans || executionMs > SLOW_PLAN_MS) {
      note(`  ${recorded.sql.replace(/\s+/g, ' ').slice(0, 400)}  -- ${JSON.stringify(recorded.params).slice(0, 200)}`);
      for (const line of plan.split('\n')) note(`      ${line}`);
    }
    printFigure({
      name: `investor-search-${c.name}-${kind}-alone (${label})`,
      value: await aloneMs(db, recorded, ALONE_RUNS),
      unit: 'ms',
      digits: 2,
    });
  }
};

const measureCase = async (server: BenchServer, session: SignedIn, c: Case, setup: Setup, stage = '') => {
  const { db, label } = server.database;
  const { total, matches, capped, json } = await checkCase(server, session, c);
  const url = urlOf(server, c);
  note(
    `${c.name}: GET ${url.slice(server.url.length)} (${matches} match; total ${total}` +
      `${capped ? ', a lower bound' : c.query.search ? ', exact: sorts the matches' : ''}); ` +
      `${JSON.stringify(json).length} bytes, validated by the server with the contract's schema before sending ` +
      `(routes.ts): ${responseParseMs(json).toFixed(2)} ms alone`,
  );
  if (c.query.search) {
    const chosen = chooseTrigramProbes(c.query.search, searchSample, SEARCH_COUNT_CAP);
    note(
      `${c.name}: the trigram index is asked for ${chosen ? chosen.join(', ') : "each word's covering pieces"} ` +
        `(weighed by a sample of ${searchSample?.texts.length ?? 0} investors' search text)`,
    );
    note(
      `${c.name}: ${matchesInSample(c.query.search, searchSample).pages} of the sample's pages (share ${searchSample?.pages?.share.toFixed(4)}) hold a ` +
        `match: ${surelyMoreThan(c.query.search, searchSample, SEARCH_COUNT_CAP) ? 'surely more than the cap, the collect is skipped' : 'not surely more than the cap, the matches are collected'} ` +
        "(by the bench's own sample; the server reads its own)",
    );
  }
  await weighQueries(db, c, `${label}, ${setup.investors} investors`, setup.production);

  const load = { url, headers: session.headers, connections: CONNECTIONS };
  await runLoadOk({ ...load, durationSeconds: WARMUP_SECONDS });
  const api = await runLoadOk({ ...load, durationSeconds: DURATION_SECONDS });
  const bare = await runConcurrent({
    concurrency: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    work: () => listPage(db, c.query),
  });
  const l = api.latenciesMs;
  note(
    `  API ${l.length} requests (${api.requestsPerSecond.toFixed(0)} req/s, p90 ${percentile(l, 90).toFixed(2)} ms, ` +
      `max ${Math.max(...l).toFixed(2)} ms), bare ${bare.latenciesMs.length} answers (${bare.perSecond.toFixed(0)}/s)`,
  );
  const tag = `(${label}, ${setup.investors} investors, ${CONNECTIONS} connections${stage})`;
  const target = setup.production || stage === AFTER_AUTO_ANALYZE ? { targetMax: TARGET_P99_MS } : {};
  const figure = (suffix: string, value: number, extra = {}) =>
    printFigure({ name: `investor-search-${c.name}-${suffix} ${tag}`, value, unit: 'ms', digits: 2, ...extra });
  figure('p50', percentile(l, 50));
  figure('p99', percentile(l, 99), target);
  figure('bare-p50', percentile(bare.latenciesMs, 50));
  figure('bare-p99', percentile(bare.latenciesMs, 99), target);
  printFigure({
    name: `investor-search-${c.name}-throughput ${tag}`,
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
    const seedMs = await timeMs(async () => {
      const { external } = await seedDepositAccounts(db);
      await seedInvestors(db, {
        count: setup.investors,
        batch: setup.batch,
        pendingShare: PENDING_SHARE,
        cancelledShare: CANCELLED_SHARE,
        external,
        from: new Date(now.getTime() - SPAN_DAYS * DAY_MS),
        to: now,
        admin,
      });
    });
    const sampled = await repository.sampleSearchText(db, TRIGRAM_SAMPLE_ROWS);
    searchSample = buildTrigramSample(sampled.texts, sampled.tableRows, sampled.pages);
    const statuses = await db.query<{ status: string; investors: number }>(
      'SELECT status, sum(investors)::int AS investors FROM investor_counts GROUP BY status ORDER BY status',
    );
    note(
      `${label}: seeded ${setup.investors} investors (${statuses.map((s) => `${s.investors} ${s.status}`).join(', ')}) ` +
        `over ${SPAN_DAYS} days in ${(seedMs / 1000).toFixed(1)} s`,
    );
    if (db.kind === 'postgres') {
      const [autovacuum] = await db.query<{ autovacuum: string }>('SHOW autovacuum');
      const vacuumMs = await timeMs(() =>
        db.query(
          'VACUUM ANALYZE investors, investor_payments, ledger_accounts, ledger_transfers, investor_counts, investor_day_counts',
        ),
      );
      note(
        `VACUUM ANALYZE: ${(vacuumMs / 1000).toFixed(1)} s (autovacuum is ${autovacuum?.autovacuum} on this server; ` +
          'when on, it does this shortly after a bulk insert): the state measured below',
      );
      for (const c of casesFor(setup.investors, now)) await measureCase(server, session, c, setup);
    } else {
      note('PGlite runs no autovacuum: measured first as inserted (no column statistics), then after the auto-analyze');
      for (const c of casesFor(setup.investors, now)) await measureCase(server, session, c, setup, AS_INSERTED);
      const analyzed = await refreshPlannerStatistics(db);
      note(
        analyzed.length > 0
          ? `refreshPlannerStatistics (the server's own, every 10 s) analyzed: ${analyzed.join(', ')}`
          : "refreshPlannerStatistics found nothing left to analyze: the server's own refresh (every 10 s) already did " +
              'it during the first pass (which is then partly measured with statistics)',
      );
      for (const c of casesFor(setup.investors, now)) await measureCase(server, session, c, setup, AFTER_AUTO_ANALYZE);
    }
  } finally {
    await server.close();
  }
};

export const investorSearchLatency: Benchmark = {
  name: 'investor-search-latency',
  summary:
    `GET ${endpoints.listInvestors.path} (newest first; pending by name; one month of creation days) and ${endpoints.searchInvestors.path} ` +
    `(a registration number, rare, uncommon and common text) with ` +
    `${SETUPS.map((s) => `${s.investors} investors on ${s.database.kind}`).join(' and ')}, ${CONNECTIONS} ` +
    `connections for ${DURATION_SECONDS} s each (autocannon, separate process), beside the list called bare`,
  run: async () => {
    for (const setup of chosenSetups(SETUPS)) await runOn(setup);
  },
};
