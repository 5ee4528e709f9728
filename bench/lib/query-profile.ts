// Time spent in each SQL statement: a Db that times every query it forwards, grouped by statement text.
import type { Db, Queryable } from '../../server/src/db/client';
import { note } from './print';

export interface StatementProfile {
  /** The statement, whitespace collapsed and cut short. */
  statement: string;
  calls: number;
  totalMs: number;
}

/**
 * Wraps `db` so every query (in a transaction or not) is timed from send to answer; `report()` gives the
 * totals per statement, largest first, and `transactions` how many transactions ran.
 */
export const profileQueries = (db: Db) => {
  const totals = new Map<string, { calls: number; totalMs: number }>();
  let transactions = 0;
  const record = (sql: string, start: number, suffix = '') => {
    const statement = sql.replace(/\s+/g, ' ').trim().slice(0, 90) + suffix;
    const entry = totals.get(statement) ?? { calls: 0, totalMs: 0 };
    entry.calls += 1;
    entry.totalMs += performance.now() - start;
    totals.set(statement, entry);
  };
  const timed = (q: Queryable): Queryable => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const start = performance.now();
      try {
        return await q.query<T>(sql, params);
      } finally {
        record(sql, start);
      }
    },
  });
  const profiled: Db = {
    kind: db.kind,
    query: timed(db).query,
    transaction: (work) => {
      transactions += 1;
      return db.transaction((tx) => work(timed(tx)));
    },
    // The final write travels with COMMIT: timed from the work's end to the commit, under its text.
    transactionWithFinalWrite: async (work) => {
      transactions += 1;
      const final = { sql: '', start: 0 };
      const result = await db.transactionWithFinalWrite(async (tx) => {
        const committing = await work(timed(tx));
        if (committing.finalWrite) Object.assign(final, { sql: committing.finalWrite.sql, start: performance.now() });
        return committing;
      });
      if (final.sql) record(final.sql, final.start, ' (with COMMIT)');
      return result;
    },
    enclose: (work) => {
      transactions += 1;
      return db.enclose((tx) => work(timed(tx)));
    },
    pipeline: (work) => db.pipeline((q) => work(timed(q))),
    isEnclosed: () => db.isEnclosed(),
    afterCommit: (callback) => db.afterCommit(callback),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
  return {
    db: profiled,
    report: (): { statements: StatementProfile[]; transactions: number } => ({
      statements: [...totals.entries()]
        .map(([statement, { calls, totalMs }]) => ({ statement, calls, totalMs }))
        .sort((a, b) => b.totalMs - a.totalMs),
      transactions,
    }),
  };
};

/** The profile per unit of work (`units` deposits, say) on stderr. */
export const noteProfile = (
  title: string,
  { statements }: { statements: StatementProfile[] },
  units: number,
  wallMs: number,
) => {
  const calls = statements.reduce((sum, s) => sum + s.calls, 0);
  const inQueries = statements.reduce((sum, s) => sum + s.totalMs, 0);
  note(
    `${title}: ${(wallMs / units).toFixed(2)} ms each, of which ${(inQueries / units).toFixed(2)} ms waiting on ` +
      `${(calls / units).toFixed(1)} statements (BEGIN and COMMIT not counted)`,
  );
  for (const s of statements) {
    note(`    ${(s.totalMs / units).toFixed(3).padStart(7)} ms  ${(s.calls / units).toFixed(1)}×  ${s.statement}`);
  }
};
