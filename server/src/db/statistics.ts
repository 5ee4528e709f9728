// PGlite runs no autovacuum: this is its auto-analyze, so the planner's statistics follow the tables while it runs.
import type { Db } from './client';

/** A table is analyzed again once it has this many more pages than at its last ANALYZE, and grew by a fifth. */
const MIN_NEW_PAGES = 8;
const GROWTH = 1.2;

/**
 * ANALYZEs every table of the public schema that has grown since its statistics were taken, and every table with rows
 * that was never analyzed: `relpages` is what the last ANALYZE saw, `pg_relation_size` what is there now (both cheap
 * catalog reads, no table scan). A CREATE INDEX also sets `relpages`, so a table filled and then indexed looks as if
 * nothing had grown; `pg_stat_user_tables` says whether it was ever analyzed. Returns the tables analyzed.
 * PostgreSQL's own autovacuum does this there, so it is called for PGlite only.
 */
export const refreshPlannerStatistics = async (db: Db): Promise<string[]> => {
  const grown = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       AND (pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest(c.relpages, 0) * ${GROWTH} + ${MIN_NEW_PAGES}
         OR (pg_relation_size(c.oid) > 0 AND s.last_analyze IS NULL AND s.last_autoanalyze IS NULL))
     ORDER BY c.relname`,
  );
  for (const { name } of grown) await db.query(`ANALYZE "${name.replace(/"/g, '""')}"`);
  return grown.map((table) => table.name);
};
