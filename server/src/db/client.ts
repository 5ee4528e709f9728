// One database interface over embedded PGlite and PostgreSQL, so every repository runs on both.
import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { createScopedStore } from '../lib/scoped-store';
import {
  fromCrossingError,
  PREPARED_MARK,
  type CrossingError,
  type PgliteReply,
  type PgliteRequest,
} from './pglite-thread';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** One statement and its parameters ($1…), as a repository builds it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** What a transaction's work answers when its last write is to travel with COMMIT (`transactionWithFinalWrite`). */
export interface Committing<T> {
  result: T;
  /** Sent with COMMIT; null: nothing. */
  finalWrite: Statement | null;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction, retried on serialization failures and deadlocks. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * `transaction`, with a last write that `work` names instead of sending: it goes with COMMIT (one round trip on
   * PostgreSQL), so nothing may wait for its answer; its failure rolls the transaction back and is the transaction's
   * error. Inside an enclosing transaction it runs at once, before the caller goes on.
   */
  transactionWithFinalWrite<T>(work: (tx: Queryable) => Promise<Committing<T>>): Promise<T>;
  /**
   * Runs `work` in one transaction that every call of this Db made inside it joins (query, transaction, enclose), so
   * a whole service operation, with its own transactions, commits or rolls back as one (four eyes applies and
   * screens calls and applies proposals this way). `afterCommit` callbacks registered inside run once it committed.
   */
  enclose<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work`'s statements outside any transaction, each committing on its own, on one connection: those it starts
   * together leave in one socket write on PostgreSQL (one round trip, one wake-up of one backend, for reads and writes
   * that need no transaction between them). It never joins an enclosing transaction.
   */
  pipeline<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  /** Whether this call runs inside an enclosing transaction (`enclose`), which a transaction opened now would join. */
  isEnclosed(): boolean;
  /**
   * Runs `callback` once a transaction commits (dropped if it rolls back): `tx`'s when it is a transaction of this Db
   * (or the enclosing one it joined), else the enclosing one it is called in; at once outside both. A transaction's
   * work names its `tx`: only enclosures are found from the call's async context (see createScopedStore).
   */
  afterCommit(callback: () => void, tx?: Queryable): void;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 12;

const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE_SQLSTATES.has((error as { code?: string }).code ?? '');

const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));

type BaseDb = Omit<Db, 'transaction' | 'enclose' | 'isEnclosed' | 'afterCommit'>;

/** Adds enclosing transactions to a database: calls inside one join it instead of opening their own. */
const enclosable = (base: BaseDb): Db => {
  /** The enclosing transaction (`enclose`) of the calls made inside it. */
  const enclosure = createScopedStore<Queryable>();
  /** The callbacks waiting for the commit of each transaction open here, by the `tx` its work was handed. */
  const hooksOf = new WeakMap<Queryable, Array<() => void>>();
  /** A transaction of the base whose after-commit callbacks its `tx` holds while it runs, run once it committed. */
  const withHooks = async <T>(work: (tx: Queryable) => Promise<Committing<T>>): Promise<T> => {
    let hooks: Array<() => void> = [];
    const result = await base.transactionWithFinalWrite(async (tx) => {
      hooks = [];
      hooksOf.set(tx, hooks);
      try {
        return await work(tx);
      } finally {
        hooksOf.delete(tx);
      }
    });
    for (const hook of hooks) hook();
    return result;
  };
  const committing = async <T>(work: (tx: Queryable) => Promise<Committing<T>>): Promise<T> => {
    const current = enclosure.get();
    if (!current) return withHooks(work);
    const { result, finalWrite } = await work(current);
    if (finalWrite) await current.query(finalWrite.sql, finalWrite.params);
    return result;
  };
  return {
    kind: base.kind,
    query: (sql, params) => {
      const current = enclosure.get();
      return current ? current.query(sql, params) : base.query(sql, params);
    },
    transaction: (work) => committing(async (tx) => ({ result: await work(tx), finalWrite: null })),
    transactionWithFinalWrite: committing,
    enclose: async (work) => {
      const current = enclosure.get();
      if (current) return work(current);
      return withHooks(async (tx) => ({ result: await enclosure.run(tx, () => work(tx)), finalWrite: null }));
    },
    pipeline: (work) => base.pipeline(work),
    isEnclosed: () => enclosure.get() !== undefined,
    afterCommit: (callback, tx) => {
      const enclosing = enclosure.get();
      const hooks = (tx && hooksOf.get(tx)) ?? (enclosing && hooksOf.get(enclosing));
      if (hooks) hooks.push(callback);
      else callback();
    },
    exec: (sql) => base.exec(sql),
    close: () => base.close(),
  };
};

/**
 * PGlite behind the same interface as PostgreSQL, run in a thread of its own (db/pglite-worker.ts): a transaction
 * holds its one connection there until this side commits or rolls it back.
 */
export const createPgliteDb = async (dataDir?: string, options: PgliteThreadOptions = {}): Promise<Db> => {
  const thread = await startPgliteThread(dataDir, options);
  let lastTransaction = 0;
  const query: Queryable['query'] = async (sql, params = []) =>
    (await thread.call({ op: 'run', sql, params, tx: null })) as never[];
  return enclosable({
    kind: 'pglite',
    query,
    // One statement at a time there, each on its own: the thread's queue is the pipeline.
    pipeline: (work) => work({ query }),
    transactionWithFinalWrite: async (work) => {
      const tx = ++lastTransaction;
      /** Whether a message of this transaction went out: the first one begins it there. */
      let begun = false;
      const statements = endedOnce((sql, params) => {
        try {
          const answer = thread.call({ op: 'run', sql, params, tx, opens: !begun });
          begun = true;
          return answer as Promise<never[]>;
        } catch (notSent) {
          return Promise.reject(notSent);
        }
      });
      const rollBack = () =>
        begun ? thread.call({ op: 'end', tx, commit: false, finalWrite: null }).catch(() => undefined) : undefined;
      let committing;
      try {
        committing = await work({ query: statements.query });
      } catch (error) {
        await statements.end();
        await rollBack();
        throw error;
      }
      await statements.end();
      const { result, finalWrite } = committing;
      if (!begun && !finalWrite) return result;
      let committed;
      try {
        committed = thread.call({ op: 'end', tx, commit: true, finalWrite, opens: !begun });
      } catch (notSent) {
        // The final write could not cross (a parameter that cannot be copied): nothing of it ran.
        await rollBack();
        throw notSent;
      }
      await committed;
      return result;
    },
    exec: async (sql) => {
      await thread.call({ op: 'exec', sql });
    },
    close: () => thread.close(),
  });
};

/** PGlite's thread as this side sees it. */
interface PgliteThread {
  /**
   * Sends the request and answers with its result; throws at once, having sent nothing, for what cannot cross to the
   * thread (a function among the parameters).
   */
  call(request: PgliteRequest): Promise<unknown>;
  close(): Promise<void>;
}

export interface PgliteThreadOptions {
  /**
   * Called once if the thread ends while the database is open and not being closed (it crashed, or ran out of
   * memory): every call fails from then on, so the server exits rather than answer 500 to everything (server.ts).
   */
  onLost?(error: Error): void;
  /** Hands over the thread once started: the test of a lost thread ends it. */
  onThread?(thread: Worker): void;
}

/**
 * Starts PGlite's thread and answers once its database is open. The thread keeps the process alive only while a call
 * waits for its answer, as a socket would: a server that stopped, or a script that forgot to close, still exits.
 */
const startPgliteThread = (dataDir: string | undefined, options: PgliteThreadOptions) =>
  new Promise<PgliteThread>((resolve, reject) => {
    const worker = new Worker(new URL('./pglite-worker-start.mjs', import.meta.url), { workerData: { dataDir } });
    options.onThread?.(worker);
    const waiting = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
    let lastId = 0;
    let gone: Error | null = null;
    /** Open and not being closed: only then is the thread's end a loss. */
    let open = false;
    const fail = (error: Error) => {
      const first = gone === null;
      gone ??= error;
      reject(error);
      for (const call of waiting.values()) call.reject(gone);
      waiting.clear();
      if (!first) return;
      if (open) options.onLost?.(error);
      // A thread that could not open its database is not left running.
      else void worker.terminate();
    };
    const call = (request: PgliteRequest): Promise<unknown> => {
      if (gone) return Promise.reject(gone);
      const id = ++lastId;
      worker.postMessage({ id, request });
      return new Promise<unknown>((resolveCall, rejectCall) => {
        waiting.set(id, { resolve: resolveCall, reject: rejectCall });
        if (waiting.size === 1) worker.ref();
      });
    };
    let closing: Promise<void> | null = null;
    worker.on('message', (message: PgliteReply | { ready: boolean; error?: CrossingError }) => {
      if ('ready' in message) {
        if (!message.ready) return fail(fromCrossingError(message.error!));
        open = true;
        worker.unref();
        return resolve({
          call,
          close: () =>
            (closing ??= (async () => {
              if (gone) return;
              open = false;
              await call({ op: 'close' });
              gone = new Error('The database was closed.');
              await worker.terminate();
            })()),
        });
      }
      const answered = waiting.get(message.id);
      waiting.delete(message.id);
      if (waiting.size === 0) worker.unref();
      if (!answered) return;
      if (message.ok) answered.resolve(message.value);
      else answered.reject(fromCrossingError(message.error));
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => fail(new Error(`The database thread exited (${code}).`)));
  });

/**
 * Marks a statement of a hot path to be prepared once per PostgreSQL connection and then only bound and executed (no
 * parse and plan on every call). Only for SQL whose text does not vary with the request; PGlite runs it as written.
 */
export const prepared = (sql: string) => `${PREPARED_MARK}${sql}`;

const preparedNames = new Map<string, string>();
/** The query as node-pg takes it: a named statement when the SQL is marked, plain text otherwise. */
const pgQuery = (sql: string, params: readonly unknown[]): pg.QueryConfig => {
  if (!sql.startsWith(PREPARED_MARK)) return { text: sql, values: params as unknown[] };
  let name = preparedNames.get(sql);
  if (!name) {
    name = `p${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    preparedNames.set(sql, name);
  }
  return { name, text: sql, values: params as unknown[] };
};

/**
 * Sends a transaction's statements through its client; those started while another is unanswered (BEGIN and the first
 * statement, or statements started together) leave in one socket write: the connection's stream is corked and
 * uncorked once the promise callbacks of this turn have run. Each write costs a system call here and a wake-up of the
 * backend there, whatever it carries; a statement sent alone, after the answer to the one before, goes at once.
 */
const coalescedWrites = (client: pg.PoolClient) => {
  const stream = (client as unknown as { connection?: { stream?: NodeJS.WritableStream & Partial<Writable> } })
    .connection?.stream;
  let corked = false;
  let unanswered = 0;
  const uncork = () => {
    corked = false;
    stream!.uncork!();
  };
  const answered = () => {
    unanswered -= 1;
  };
  return (query: string | pg.QueryConfig, withWhatFollows = false) => {
    if (!corked && (unanswered > 0 || withWhatFollows) && stream?.cork && stream.uncork) {
      corked = true;
      stream.cork();
      process.nextTick(uncork);
    }
    unanswered += 1;
    const sent = client.query(query);
    sent.then(answered, answered);
    return sent;
  };
};

/**
 * A transaction's statements, and its end: `end` waits for every statement still running and refuses any sent after,
 * so a work that started statements together and failed on one leaves none to run once the transaction is over
 * (on either database such a statement would otherwise run, and commit, on its own).
 */
const endedOnce = (send: <T>(sql: string, params: readonly unknown[]) => Promise<T[]>) => {
  const running = new Set<Promise<unknown>>();
  let ended = false;
  return {
    query: <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
      if (ended) return Promise.reject(new Error('A statement was sent after its transaction ended.'));
      const statement = send<T>(sql, params);
      running.add(statement);
      const forget = () => running.delete(statement);
      statement.then(forget, forget);
      return statement;
    },
    end: async () => {
      ended = true;
      await Promise.allSettled(running);
    },
  };
};

/**
 * A transaction in which a statement failed (its error caught by the work) answers COMMIT with ROLLBACK, not an error;
 * thrown then, as PGlite does, so a work never returns as if what it did were kept.
 */
const rolledBack = () => new Error('Transaction was rolled back instead of committed.');

/** node-pg's own mapping of a parameter to the wire, which throws where its sending would (JSON of a BigInt, say). */
const toWire = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

/**
 * A transaction committed but its final write failed on this side, never reaching the server (which the mapping of
 * its parameters before sending rules out for every failure known): not retryable, and whoever ran several calls in
 * it must not run them again.
 */
export class FinalWriteLost extends Error {
  constructor(readonly reason: unknown) {
    super('The transaction committed without its final write.');
  }
}

/**
 * COMMIT was sent and no answer says what became of it (the connection was lost, the backend was terminated): the
 * transaction may have committed. Not retried; a group commit does not run the batch's calls again one by one.
 */
export class CommitOutcomeUnknown extends Error {
  constructor(readonly reason: unknown) {
    super('COMMIT was sent and whether it committed is unknown.');
  }
}

/** A refusal by the server that ended the transaction (a constraint, a serialization failure), not a lost answer. */
const isRefusal = (error: unknown) =>
  error instanceof pg.DatabaseError && typeof error.code === 'string' && !/^(08|57)/.test(error.code);

const afterCommitSent = (error: unknown) => (isRefusal(error) ? error : new CommitOutcomeUnknown(error));

/**
 * A transaction on a pipelined client: BEGIN is not awaited alone, its answer is awaited with each statement's, the
 * first of which goes right behind it.
 */
const openTransaction = (client: pg.PoolClient) => {
  const send = coalescedWrites(client);
  const begin = send('BEGIN', true);
  begin.catch(() => undefined);
  const statements = endedOnce(
    async <T>(sql: string, params: readonly unknown[]) =>
      (await Promise.all([begin, send(pgQuery(sql, params))]))[1].rows as T[],
  );
  const end = async () => {
    await statements.end();
    await begin;
  };
  return {
    query: statements.query,
    /** Waits for BEGIN and every statement sent; throws BEGIN's failure, if any. */
    end,
    /**
     * Ends the transaction: once every statement is answered, the final write (if any) and COMMIT leave in one socket
     * write. A failed final write aborts the transaction, so COMMIT answers ROLLBACK; its error is thrown.
     */
    commit: async (finalWrite: Statement | null) => {
      await end();
      // Mapped to the wire here, so a parameter the driver cannot send fails before COMMIT is queued: the driver
      // would fail the write on this side alone, and the server would then commit the rest without it.
      const writing = finalWrite
        ? send(
            pgQuery(
              finalWrite.sql,
              finalWrite.params.map((param) => toWire(param)),
            ),
            true,
          )
        : null;
      const [written, committed] = await Promise.allSettled([writing, send('COMMIT')]);
      if (written.status === 'rejected') {
        if (committed.status === 'fulfilled' && committed.value.command === 'COMMIT') {
          throw new FinalWriteLost(written.reason);
        }
        throw afterCommitSent(written.reason);
      }
      if (committed.status === 'rejected') throw afterCommitSent(committed.reason);
      if (committed.value.command !== 'COMMIT') throw rolledBack();
    },
  };
};

const ignoreError = () => undefined;

export const createPostgresDb = (connectionString: string, options: { max?: number } = {}): Db => {
  // Pipelined connections send a statement without waiting for the answer to the one before: a transaction's BEGIN
  // travels with its first statement instead of costing a round trip of its own.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, pipeline: true });
  pool.on('error', () => undefined);
  const query = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await pool.query(pgQuery(sql, params))).rows as T[];
  return enclosable({
    kind: 'postgres',
    query,
    transactionWithFinalWrite: async (work) => {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        // A connection lost while checked out fails its statements (handled where they are awaited) and is also
        // emitted on the client, where the pool listens only while it is idle.
        client.on('error', ignoreError);
        const tx = openTransaction(client);
        try {
          const { result, finalWrite } = await work(tx);
          await tx.commit(finalWrite);
          return result;
        } catch (error) {
          await tx.end().catch(() => undefined);
          await client.query('ROLLBACK').catch(() => undefined);
          if (attempt < MAX_ATTEMPTS && isRetryable(error)) {
            await backoff(attempt);
            continue;
          }
          throw error;
        } finally {
          client.off('error', ignoreError);
          client.release();
        }
      }
    },
    pipeline: async (work) => {
      const client = await pool.connect();
      client.on('error', ignoreError);
      const send = coalescedWrites(client);
      // Each statement goes corked, so those started in one turn leave together, whichever comes first.
      const statements = endedOnce(
        async <T>(sql: string, params: readonly unknown[]) => (await send(pgQuery(sql, params), true)).rows as T[],
      );
      try {
        return await work({ query: statements.query });
      } finally {
        await statements.end();
        client.off('error', ignoreError);
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  });
};

export const openDatabase = (options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite only: its thread ended while open (PgliteThreadOptions.onLost). */
  onLost?(error: Error): void;
}): Promise<Db> =>
  options.databaseUrl
    ? Promise.resolve(createPostgresDb(options.databaseUrl))
    : createPgliteDb(options.dataDir, options.onLost ? { onLost: options.onLost } : {});

/** A pool of its own for a component that holds connections (the realtime relay's LISTEN), apart from queries. */
export const createPostgresPool = (connectionString: string, max: number): pg.Pool =>
  new pg.Pool({ connectionString, max });
