// What PostgreSQL backends are doing during a load: sampled from pg_stat_activity on a connection of its own.
import { createPostgresDb } from '../../server/src/db/client';
import { processCpuMs } from './cpu';
import { note } from './print';

/** Each sample is a query on the machine under load: often enough for a mean, rare enough not to weigh on it. */
const INTERVAL_MS = 100;

export interface ActivitySample {
  /** `Lock:transactionid`, `IO:WALSync`, `running` (on CPU), `idle in transaction` (waiting for the app)… */
  state: string;
  /** The statement, whitespace collapsed and cut short. */
  query: string;
  /** Mean number of backends of this database in this state on this statement. */
  backends: number;
}

export interface Activity {
  /** Busiest (state, statement) first. */
  samples: ActivitySample[];
  /**
   * CPU time the database's backends used meanwhile, in ms (from /proc, so only for a server on this machine;
   * 0 otherwise). A backend first seen during the run counts from then.
   */
  backendCpuMs: number;
}

/**
 * Starts sampling the backends of the database at `url` (other than its own) every INTERVAL_MS; `stop()`
 * returns the mean number of backends per (state, statement) and the CPU time they used. With `cpuOnly`, the backends
 * are listed at the start and the end only (their CPU time, no states): nothing runs beside the load meanwhile.
 */
export const sampleActivity = (url: string, { cpuOnly = false } = {}) => {
  const db = createPostgresDb(url, { max: 1 });
  const counts = new Map<string, number>();
  /** CPU time of each backend when first seen. */
  const cpuAtStart = new Map<number, number | null>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await db.query<{ pid: number; state: string; query: string }>(
        `SELECT pid, CASE WHEN state = 'active' THEN coalesce(wait_event_type || ':' || wait_event, 'running')
                          ELSE state END AS state,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS query
         FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      samples += 1;
      for (const row of rows) {
        if (!cpuAtStart.has(row.pid)) cpuAtStart.set(row.pid, processCpuMs(row.pid));
        if (row.state === 'idle') continue;
        const key = `${row.state}\u0000${row.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      if (cpuOnly) break;
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  })();
  return {
    stop: async (): Promise<Activity> => {
      running = false;
      await loop;
      if (cpuOnly) {
        // Backends the pool opened during the run count from the end only: none, after a warm-up.
        const ended = await db.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        for (const { pid } of ended) if (!cpuAtStart.has(pid)) cpuAtStart.set(pid, processCpuMs(pid));
      }
      await db.close();
      let backendCpuMs = 0;
      for (const [pid, start] of cpuAtStart) {
        const end = processCpuMs(pid);
        // A backend that ended meanwhile (the pool closes idle ones) is left out.
        if (start !== null && end !== null) backendCpuMs += end - start;
      }
      const activity = [...counts.entries()]
        .map(([key, count]) => {
          const [state, query] = key.split('\u0000') as [string, string];
          return { state, query, backends: count / Math.max(1, samples) };
        })
        .sort((a, b) => b.backends - a.backends);
      return { samples: activity, backendCpuMs };
    },
  };
};

/** The busiest (state, statement) pairs on stderr; `limit` lines. */
export const noteActivity = (title: string, { samples }: Activity, limit = 12) => {
  const total = samples.reduce((sum, sample) => sum + sample.backends, 0);
  note(`${title}: ${total.toFixed(1)} backends busy on average (sampled every ${INTERVAL_MS} ms)`);
  for (const sample of samples.slice(0, limit)) {
    note(`    ${sample.backends.toFixed(2).padStart(6)}  ${sample.state.padEnd(24)} ${sample.query}`);
  }
};
