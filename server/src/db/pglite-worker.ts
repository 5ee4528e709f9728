// PGlite in a thread of its own (issue 16): its Postgres runs synchronously in WebAssembly, so on the server's thread
// each statement held up the HTTP parsing, validation and encoding of every other request; here they overlap.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PREPARED_MARK, toCrossingError, type PgliteReply, type PgliteRequest } from './pglite-thread';

/**
 * PGlite parses, plans and describes every statement it is given (six calls into its Postgres each time); a marked
 * statement is parsed once as a named statement and then only bound and executed, as node-postgres does with
 * PostgreSQL, so it keeps the cached plan that Postgres's plan cache chooses (and drops on DDL or ANALYZE).
 */
const createNamedStatements = (lite: PGlite) => {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();

  /** The protocol's answers to one message, the first error thrown once the message is done. */
  const send = (message: Uint8Array) => lite.execProtocolStream(message, { syncToFs: false });

  const statementOf = async (sql: string) => {
    const known = statements.get(sql);
    if (known) return known;
    const name = `p${statements.size}`;
    const paramTypes = parse.parseDescribeStatementResults(
      await send(
        Buffer.concat([
          protocol.serialize.parse({ name, text: sql }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
      ),
    );
    const statement = { name, paramTypes };
    statements.set(sql, statement);
    return statement;
  };

  /** Bind, describe, execute and sync as one message: one call into Postgres, which reads them all (a failed one too). */
  const execute = async (sql: string, params: readonly unknown[], inTransaction: boolean): Promise<unknown[]> => {
    const { name, paramTypes } = await statementOf(sql);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = lite.serializers[paramTypes[index]!];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await send(
      Buffer.concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    if (!inTransaction) await lite.syncToFs();
    return parse.parseResults(messages, lite.parsers)[0]!.rows;
  };

  return {
    /** Inside a transaction the statement takes its turn with the transaction's others; outside, after it. */
    run: (sql: string, params: readonly unknown[], inTransaction: boolean): Promise<unknown[]> =>
      inTransaction
        ? lite.runExclusive(() => execute(sql, params, true))
        : lite._runExclusiveTransaction(() => lite.runExclusive(() => execute(sql, params, false))),
  };
};

/** Thrown inside a transaction's callback to end it with ROLLBACK; not an error of anyone's. */
const ROLLBACK = Symbol('rollback');

interface Open {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles once the transaction ended: rejects with COMMIT's failure. */
  ended: Promise<void>;
}

const serve = async (dataDir: string | undefined) => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const named = createNamedStatements(lite);
  /** The transactions begun and not yet ended, each once it holds the connection. */
  const open = new Map<number, Promise<Open>>();

  const begin = (number: number) => {
    const opened = new Promise<Open>((resolve, reject) => {
      let end!: (commit: boolean) => void;
      const decided = new Promise<boolean>((settle) => {
        end = settle;
      });
      const ended: Promise<void> = lite
        .transaction(async (tx) => {
          resolve({ tx, end, ended });
          if (!(await decided)) throw ROLLBACK;
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (error !== ROLLBACK) throw error;
          },
        )
        .finally(() => open.delete(number));
      // A BEGIN that failed never opened the transaction.
      ended.catch(reject);
    });
    open.set(number, opened);
    return opened;
  };

  /** The transaction `number`, begun now when `opens` (before this message's first await: later ones find it). */
  const transactionOf = (number: number, opens: boolean | undefined) =>
    opens ? begin(number) : (open.get(number) ?? Promise.reject(new Error('The transaction had already ended.')));

  const run = async (sql: string, params: readonly unknown[], transaction: Open | null) => {
    if (sql.startsWith(PREPARED_MARK)) return named.run(sql, params, transaction !== null);
    return (await (transaction?.tx ?? lite).query(sql, params as unknown[])).rows;
  };

  const handle = async (request: PgliteRequest): Promise<unknown> => {
    switch (request.op) {
      case 'run': {
        const transaction = request.tx === null ? null : await transactionOf(request.tx, request.opens);
        return run(request.sql, request.params, transaction);
      }
      case 'end': {
        const transaction = await transactionOf(request.tx, request.opens);
        if (request.commit && request.finalWrite) {
          try {
            await run(request.finalWrite.sql, request.finalWrite.params, transaction);
          } catch (error) {
            transaction.end(false);
            await transaction.ended;
            throw error;
          }
        }
        transaction.end(request.commit);
        await transaction.ended;
        return null;
      }
      case 'exec':
        await lite.exec(request.sql);
        return null;
      case 'close':
        await lite.close();
        return null;
    }
  };

  /** Answers the call; a result that cannot cross (a type PGlite parsed into something uncopyable) is its error. */
  const reply = (answer: PgliteReply) => {
    try {
      parentPort!.postMessage(answer);
    } catch (error) {
      parentPort!.postMessage({ id: answer.id, ok: false, error: toCrossingError(error) } satisfies PgliteReply);
    }
  };
  parentPort!.on('message', ({ id, request }: { id: number; request: PgliteRequest }) => {
    handle(request).then(
      (value) => reply({ id, ok: true, value }),
      (error: unknown) => reply({ id, ok: false, error: toCrossingError(error) }),
    );
  });
};

serve((workerData as { dataDir?: string }).dataDir).then(
  () => parentPort!.postMessage({ ready: true }),
  (error: unknown) => parentPort!.postMessage({ ready: false, error: toCrossingError(error) }),
);
