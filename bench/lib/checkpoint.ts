// Starts a benchmark's runs right after a checkpoint, so the timed one (every five minutes here) and the full-page
// images written after it fall after the runs instead of at a random point within them. (The spread between runs of
// the same code stayed as wide with it: little was left to write, so it did not come from there.)
import type { Db } from '../../server/src/db/client';
import { note } from './print';
import { timeMs } from './stats';

/** A CHECKPOINT on PostgreSQL (the seed's pages written out); PGlite keeps its own and is left alone. */
export const checkpointBeforeRuns = async (db: Db): Promise<void> => {
  if (db.kind !== 'postgres') return;
  const ms = await timeMs(() => db.query('CHECKPOINT'));
  note(`CHECKPOINT before the runs: ${(ms / 1000).toFixed(1)} s (the next timed one falls after them, not within)`);
};
