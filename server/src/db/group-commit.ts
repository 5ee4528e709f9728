// Group commit: concurrent calls of one hot write share a transaction, its round trips and its WAL flush (as
// TigerBeetle batches transfers), each keeping its own answer or refusal; what arrives while batches run waits for
// the next one, so batches grow with the load, and a batch waits briefly only for calls already on their way (as
// PostgreSQL's commit_delay waits only when commit_siblings are active), so a lone call waits for nothing.
import { CommitOutcomeUnknown, FinalWriteLost, type Committing, type Db, type Queryable } from './client';

/** One item's outcome in a batch: its value, or the refusal to throw at its caller alone. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** The outcome of `work` as a settlement: its value, or what it threw. */
export const settle = <R>(work: () => R): Settled<R> => {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, error };
  }
};

export interface GroupCommitOptions<I, R> {
  db: Db;
  /**
   * Runs the items in `tx`, in order, as if each ran after the one before; answers one settlement per item, and the
   * batch's last write, sent with COMMIT. A refusal is settled, not thrown: a throw rolls the whole batch back, and
   * then each item runs again alone.
   */
  run(tx: Queryable, items: readonly I[]): Promise<Committing<Settled<R>[]>>;
  /**
   * Items that share a key (an Idempotency-Key, or the investor whose payments they move) never share a batch: the
   * later waits for the next.
   */
  keysOf(item: I): readonly string[];
  /** At most this many items in one batch. */
  maxBatch: number;
  /** At most this many batches running at once (each holds a connection). */
  maxInFlight: number;
  /**
   * A batch stops counting as running once its final write goes out: the next one reads and checks while it commits
   * (its row locks wait for that commit where they meet).
   */
  overlapCommits?: boolean;
  /**
   * How long at most (ms) the next batch waits for calls on their way (`arriving`) before it runs without them. A
   * scheduling bound, not a rule of the product's time: it reads the process's monotonic timer, not the clock.
   */
  maxHoldMs?: number;
}

interface Waiting<I, R> {
  item: I;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export interface GroupCommit<I, R> {
  /** Runs the item in the next batch (or at once in the enclosing transaction, when there is one). */
  submit(item: I): Promise<R>;
  /**
   * Counts a call on its way (its request is being admitted: session, validation): while the calls counted outnumber
   * those queued and in a batch, the next batch waits for them, at most `maxHoldMs`, so calls that arrive together
   * share it instead of trickling into batches of one or two. The function returned ends the count once the call
   * was answered or turned back (called again, it does nothing).
   */
  arriving(): () => void;
}

/** The default of `maxHoldMs`: about a session check's round trip under load, a small part of a call's time. */
const DEFAULT_MAX_HOLD_MS = 3;

export const createGroupCommit = <I, R>(options: GroupCommitOptions<I, R>): GroupCommit<I, R> => {
  const { db, run, keysOf, maxBatch, maxInFlight, overlapCommits = false, maxHoldMs = DEFAULT_MAX_HOLD_MS } = options;
  const queue: Waiting<I, R>[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Calls counted by `arriving` and not yet ended, and items taken into batches and not yet answered. */
  let arrivals = 0;
  let inBatches = 0;
  let holdingSince: number | null = null;
  let holdTimer: ReturnType<typeof setTimeout> | null = null;

  const settle = (waiting: Waiting<I, R>, settled: Settled<R> | undefined) => {
    if (!settled) waiting.reject(new Error('A batch answered fewer outcomes than it had items.'));
    else if (settled.ok) waiting.resolve(settled.value);
    else waiting.reject(settled.error);
  };

  const runAlone = async (item: I): Promise<R> => {
    const [settled] = await db.transactionWithFinalWrite((tx) => run(tx, [item]));
    if (!settled) throw new Error('A batch answered no outcome for its item.');
    if (settled.ok) return settled.value;
    throw settled.error;
  };

  /** The next batch: the oldest items first, skipping (and keeping queued) one that shares a key with it. */
  const takeBatch = (): Waiting<I, R>[] => {
    const batch: Waiting<I, R>[] = [];
    const keys = new Set<string>();
    for (let index = 0; index < queue.length && batch.length < maxBatch;) {
      const itemKeys = keysOf(queue[index]!.item);
      if (itemKeys.some((key) => keys.has(key))) {
        index += 1;
        continue;
      }
      for (const key of itemKeys) keys.add(key);
      batch.push(queue.splice(index, 1)[0]!);
    }
    return batch;
  };

  /** Runs the batch; `release` makes room for the next (at the latest when it ends). */
  const execute = async (batch: Waiting<I, R>[], release: () => void) => {
    try {
      const settled = await db.transactionWithFinalWrite(async (tx) => {
        const committing = await run(
          tx,
          batch.map((waiting) => waiting.item),
        );
        if (overlapCommits) release();
        return committing;
      });
      batch.forEach((waiting, index) => settle(waiting, settled[index]));
    } catch (error) {
      // A batch that committed without its final write, or may have committed, is not run again: what it wrote stands.
      if (batch.length === 1 || error instanceof FinalWriteLost || error instanceof CommitOutcomeUnknown) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // One item may have failed the batch: each runs again alone, so only that one fails.
      await Promise.all(batch.map((waiting) => runAlone(waiting.item).then(waiting.resolve, waiting.reject)));
    }
  };

  const stopHolding = () => {
    holdingSince = null;
    if (holdTimer) clearTimeout(holdTimer);
    holdTimer = null;
  };

  /** Whether the next batch waits for calls on their way: some are, it is not full, and it has not waited its most. */
  const holds = (): boolean => {
    const onTheWay = arrivals - queue.length - inBatches;
    if (onTheWay <= 0 || queue.length >= maxBatch) return false;
    const now = performance.now();
    holdingSince ??= now;
    const left = maxHoldMs - (now - holdingSince);
    if (left <= 0) return false;
    holdTimer ??= setTimeout(() => {
      holdTimer = null;
      schedule();
    }, left);
    return true;
  };

  const flush = () => {
    scheduled = false;
    if (inFlight < maxInFlight && queue.length > 0 && holds()) return;
    stopHolding();
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      inFlight += 1;
      inBatches += batch.length;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        inFlight -= 1;
        schedule();
      };
      void execute(batch, release).finally(() => {
        inBatches -= batch.length;
        release();
      });
    }
  };

  /** Flushes once the items that arrived together are all queued (after this turn's I/O callbacks). */
  const schedule = () => {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  };

  return {
    submit: (item) => {
      if (db.isEnclosed()) return runAlone(item);
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    arriving: () => {
      arrivals += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        arrivals -= 1;
        schedule();
      };
    },
  };
};
