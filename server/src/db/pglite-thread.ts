// What the server's thread and PGlite's own thread say to each other (db/pglite-worker.ts runs PGlite there).

/** A statement marked to be parsed once and then only bound and executed (`prepared` in db/client.ts). */
export const PREPARED_MARK = '/* prepared */ ';

/** A statement and its parameters, as `Statement` in db/client.ts. */
interface Sent {
  sql: string;
  params: readonly unknown[];
}

export type PgliteRequest =
  /**
   * One statement, inside the transaction `tx` when given; `opens`: the transaction begins with it (its first message,
   * so a transaction costs no crossing of its own for BEGIN).
   */
  | ({ op: 'run'; tx: number | null; opens?: boolean } & Sent)
  /**
   * Ends the transaction: with its final write and COMMIT, or with ROLLBACK; answers once it ended (a failed final
   * write or COMMIT is its error). `opens`: nothing was sent in it before.
   */
  | { op: 'end'; tx: number; commit: boolean; finalWrite: Sent | null; opens?: boolean }
  | { op: 'exec'; sql: string }
  | { op: 'close' };

/** An error as it crosses to the other thread: its message, name and own fields (`code`, `constraint`, `detail`…). */
export interface CrossingError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type PgliteReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: CrossingError };

export const toCrossingError = (error: unknown): CrossingError =>
  error instanceof Error
    ? {
        message: error.message,
        name: error.name,
        stack: error.stack,
        fields: Object.fromEntries(
          Object.entries(error).filter(
            ([, value]) => value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value),
          ),
        ),
      }
    : { message: String(error), name: 'Error', fields: {} };

export const fromCrossingError = ({ message, name, stack, fields }: CrossingError): Error => {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
};
