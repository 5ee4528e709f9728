// Measures the administrator list and search with 10 000 admins under concurrent load, on PGlite and PostgreSQL.
import {
  AdminListQuerySchema,
  AdminListResponseSchema,
  AdminSearchQuerySchema,
  endpoints,
  type AdminListQuery,
} from '@blck/contract';
import type { Db } from '../server/src/db/client';
import { createAdminsRepository } from '../server/src/modules/admins/admins.repository';
import { ADMIN_SEED, seedAdmins } from './lib/admins-seed';
import type { Benchmark } from './lib/benchmark';
import type { DatabaseChoice } from './lib/database';
import { explainQueries } from './lib/explain';
import { runLoadOk } from './lib/load';
import { note, printFigure } from './lib/print';
import { startBenchServer, type BenchServer } from './lib/server';
import { signIn, type SignedIn } from './lib/signin';
import { percentile, timeMs } from './lib/stats';

const ADMINS = 10_000;
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 10);
const WARMUP_SECONDS = 2;
const PER_PAGE = 25;
const DEEP_PAGE = 200;
/** PGlite on disk is what `npm start` runs by default; PostgreSQL is the production option. */
const DATABASES: readonly DatabaseChoice[] = [{ kind: 'pglite', storage: 'disk' }, { kind: 'postgres' }];
const SEARCH_INDEX = 'admins_search_trgm_idx';

type Query = AdminListQuery & { search?: string };

interface Case {
  name: string;
  path: string;
  /** As the console sends it; parsed with the contract's schema to get what the repository receives. */
  params: Record<string, string | number>;
  query: Query;
  /** What the answer must hold, so the figures are of the intended work. */
  expect: { rows: number; total: number | 'many' };
}

const listCase = (name: string, params: Case['params'], expect: Case['expect']): Case => ({
  name,
  path: endpoints.listAdmins.path,
  params,
  query: AdminListQuerySchema.parse(params),
  expect,
});

const searchCase = (name: string, params: Case['params'], expect: Case['expect']): Case => ({
  name,
  path: endpoints.searchAdmins.path,
  params,
  query: AdminSearchQuerySchema.parse(params),
  expect,
});

/** The seeded admins plus the one ensureFirstAdmin made (the signed-in admin). */
const TOTAL = ADMINS + 1;
const CASES: readonly Case[] = [
  listCase(
    'first-page',
    { page: 0, perPage: PER_PAGE, sort: 'createdAt', order: 'desc' },
    { rows: PER_PAGE, total: TOTAL },
  ),
  listCase(
    'deep-page',
    { page: DEEP_PAGE, perPage: PER_PAGE, sort: 'email', order: 'asc' },
    { rows: PER_PAGE, total: TOTAL },
  ),
  searchCase(
    'search-common',
    { search: ADMIN_SEED.commonFragment, perPage: PER_PAGE, sort: 'lastName' },
    { rows: PER_PAGE, total: 'many' },
  ),
  searchCase(
    'search-rare',
    { search: ADMIN_SEED.rareFragment, perPage: PER_PAGE, sort: 'lastName' },
    { rows: ADMIN_SEED.rareCount(ADMINS), total: ADMIN_SEED.rareCount(ADMINS) },
  ),
];
const SEARCH_CASES = CASES.filter((c) => c.query.search !== undefined);

const urlOf = (server: BenchServer, c: Case) =>
  `${server.url}${c.path}?${new URLSearchParams(Object.entries(c.params).map(([k, v]) => [k, String(v)]))}`;

/** One request outside the load: proves the answer is a full, valid page of the expected size. */
const check = async (server: BenchServer, session: SignedIn, c: Case) => {
  const response = await fetch(urlOf(server, c), { headers: session.headers });
  if (response.status !== 200) throw new Error(`${c.name} answered ${response.status}: ${await response.text()}`);
  const { admins, total } = AdminListResponseSchema.parse(await response.json());
  const totalOk = c.expect.total === 'many' ? total > PER_PAGE : total === c.expect.total;
  if (admins.length !== c.expect.rows || !totalOk) {
    throw new Error(
      `${c.name} returned ${admins.length} rows of ${total}; expected ${c.expect.rows} of ${c.expect.total}`,
    );
  }
  return total;
};

const measureCase = async (server: BenchServer, session: SignedIn, c: Case) => {
  const total = await check(server, session, c);
  const url = urlOf(server, c);
  note(`${c.name}: GET ${url.slice(server.url.length)} (${total} match)`);
  const load = { url, headers: session.headers, connections: CONNECTIONS };
  await runLoadOk({ ...load, durationSeconds: WARMUP_SECONDS });
  const result = await runLoadOk({ ...load, durationSeconds: DURATION_SECONDS });
  const l = result.latenciesMs;
  note(
    `  ${l.length} requests; p90 ${percentile(l, 90).toFixed(2)} ms, p99.9 ${percentile(l, 99.9).toFixed(2)} ms, ` +
      `max ${Math.max(...l).toFixed(2)} ms`,
  );
  const label = `(${server.database.label}, ${CONNECTIONS} connections)`;
  printFigure({ name: `admin-list-${c.name}-p50 ${label}`, value: percentile(l, 50), unit: 'ms', digits: 2 });
  printFigure({ name: `admin-list-${c.name}-p99 ${label}`, value: percentile(l, 99), unit: 'ms', digits: 2 });
  printFigure({
    name: `admin-list-${c.name}-throughput ${label}`,
    value: result.requestsPerSecond,
    unit: 'req/s',
    digits: 0,
  });
};

const repository = createAdminsRepository();

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the exact SQL the search endpoint sends (the page and its count), for each
 * search case: whether the trigram index is read, and how long each query took inside the database.
 */
const explainSearch = async (db: Db, state: string, fullPlans: boolean) => {
  note(`EXPLAIN (ANALYZE, BUFFERS) of the search queries ${state}:`);
  for (const c of SEARCH_CASES) {
    const plans = await explainQueries(db, (explaining) => repository.list(explaining, c.query));
    for (const { sql, plan, executionMs, indexes } of plans) {
      const kind = /count\(\*\)/.test(sql) ? 'count' : 'page ';
      const scans = [/Seq Scan on admins/.test(plan) ? 'Seq Scan' : '', ...indexes].filter(Boolean).join(' + ');
      note(
        `  '${c.query.search}' ${kind}: ${SEARCH_INDEX} ${indexes.includes(SEARCH_INDEX) ? 'USED' : 'NOT used'} ` +
          `(reads ${scans}), execution ${executionMs.toFixed(2)} ms`,
      );
      if (fullPlans) for (const line of plan.split('\n')) note(`      ${line}`);
    }
  }
};

/** Entries waiting in the GIN index's pending list (fastupdate); only when pgstattuple can be installed. */
const ginPendingList = async (db: Db): Promise<string> => {
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
    const [row] = await db.query<{ pending_pages: number; pending_tuples: string }>(
      'SELECT pending_pages, pending_tuples FROM pgstatginindex($1::regclass)',
      [SEARCH_INDEX],
    );
    return `GIN pending list ${row?.pending_pages} pages, ${row?.pending_tuples} entries`;
  } catch {
    return 'GIN pending list unknown (no pgstattuple)';
  }
};

/**
 * PostgreSQL: the plans right after the bulk insert, then after VACUUM ANALYZE (what autovacuum does soon
 * after so many inserts on a production server), which is the state measured under load.
 */
const preparePostgres = async (db: Db) => {
  const [autovacuum] = await db.query<{ autovacuum: string }>('SHOW autovacuum');
  await explainSearch(db, `right after the insert (no statistics, ${await ginPendingList(db)})`, false);
  const vacuumMs = await timeMs(() => db.query('VACUUM ANALYZE admins'));
  note(
    `VACUUM ANALYZE admins: ${vacuumMs.toFixed(0)} ms (autovacuum is ${autovacuum?.autovacuum} on this server; ` +
      `when on, it does this shortly after a bulk insert)`,
  );
  await explainSearch(db, `after VACUUM ANALYZE (${await ginPendingList(db)}), the state measured below`, true);
};

const runOn = async (database: DatabaseChoice) => {
  const server = await startBenchServer({ database });
  try {
    const { db, label } = server.database;
    const seedMs = await timeMs(() => seedAdmins(db, ADMINS));
    note(`${label}: inserted ${ADMINS} admins in ${(seedMs / 1000).toFixed(1)} s`);
    if (db.kind === 'postgres') await preparePostgres(db);
    else note('PGlite runs no autovacuum and the app never vacuums: measured as inserted (no statistics)');
    const session = await signIn(server.url, server.admin, server.mailbox);
    for (const c of CASES) await measureCase(server, session, c);
  } finally {
    await server.close();
  }
};

export const adminListLatency: Benchmark = {
  name: 'admin-list',
  summary:
    `GET ${endpoints.listAdmins.path} (first and page ${DEEP_PAGE}) and ${endpoints.searchAdmins.path} ` +
    `(common and rare text) with ${ADMINS} admins, ${CONNECTIONS} connections for ${DURATION_SECONDS} s each ` +
    '(autocannon, separate process), on PGlite (disk) then PostgreSQL',
  run: async () => {
    for (const database of DATABASES) await runOn(database);
  },
};
