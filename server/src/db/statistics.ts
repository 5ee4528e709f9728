// The auto-analyze of a database whose autovacuum does not run (PGlite, or PostgreSQL with autovacuum off), so the
// planner's statistics, and the plans cached from them, follow the tables while the server runs.
import type { Db } from './client';

/**
 * A table is analyzed again once it has this many more pages than at its last ANALYZE and grew by a fifth, or once
 * this many of its rows, and a fifth of those it had, were written since (as autovacuum counts, with its 10 % and 50
 * rows made a fifth and 500: a full rebuild of the cached plans is not worth less).
 */
const MIN_NEW_PAGES = 8;
const GROWTH = 1.2;
const MIN_CHANGED_ROWS = 500;
const CHANGED_SHARE = 0.2;

/**
 * ANALYZEs every table of the public schema that has grown or changed since its statistics were taken, and every
 * table with rows that was never analyzed: `relpages` is what the last ANALYZE saw, `pg_relation_size` what is there
 * now, `n_mod_since_analyze` the rows written since (committed ones: an ANALYZE that met a load not yet committed saw
 * its pages but none of its rows); all cheap catalog and statistics reads, no table scan. A CREATE INDEX also sets
 * `relpages`, so a table filled and then indexed looks as if nothing had grown; `pg_stat_user_tables` says whether it
 * was ever analyzed. Returns the tables analyzed. An ANALYZE also drops the plans cached for the table's statements,
 * so they are made again for what it holds now.
 */
export const refreshPlannerStatistics = async (db: Db): Promise<string[]> => {
  const grown = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       AND (pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest(c.relpages, 0) * ${GROWTH} + ${MIN_NEW_PAGES}
         OR coalesce(s.n_mod_since_analyze, 0) >= greatest(c.reltuples, 0) * ${CHANGED_SHARE} + ${MIN_CHANGED_ROWS}
         OR (pg_relation_size(c.oid) > 0 AND s.last_analyze IS NULL AND s.last_autoanalyze IS NULL))
     ORDER BY c.relname`,
  );
  for (const { name } of grown) await db.query(`ANALYZE "${name.replace(/"/g, '""')}"`);
  return grown.map((table) => table.name);
};

/**
 * Whether the server must keep the planner statistics fresh itself: PGlite runs no autovacuum, and a PostgreSQL
 * whose autovacuum is off analyzes nothing either (its own autovacuum does it otherwise).
 */
export const ownsPlannerStatistics = async (db: Db): Promise<boolean> => {
  if (db.kind === 'pglite') return true;
  const [setting] = await db.query<{ autovacuum: string }>(`SELECT current_setting('autovacuum') AS autovacuum`);
  return setting?.autovacuum === 'off';
};

/**
 * Refreshes the statistics every `everyMs` (a round still running when the next is due lets it pass, so two ANALYZEs
 * of one table never meet here); the function returned stops it, once the round running has ended.
 */
export const keepPlannerStatistics = (
  db: Db,
  everyMs: number,
  failed: (error: unknown) => void,
): (() => Promise<void>) => {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= refreshPlannerStatistics(db)
      .catch(failed)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
