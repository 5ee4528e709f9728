// The sequence every money operation repeats, written once: one transaction, the Idempotency-Key checked and its
// answer recorded, the operation's ledger legs in one journal, its audit event in the same transaction, and the
// realtime announcement after commit. It lives in ledger/ because it opens the operation's journal.
import type { Admin } from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import { combinedWrite, runWrites, type Statement } from '../../db/statement';
import type { ChangeEvent, EventBus } from '../../lib/events';
import type { AuditContext, AuditEntry, AuditService } from '../audit/audit.service';
import { idempotencyScope, type Idempotency, type IdempotencyKey } from './idempotency.service';
import type { Journal, Ledger, TransferCode } from './ledger.service';

/** What an operation's body gets: the transaction and the journal its transfers are legs of. */
export interface MoneyStep {
  tx: Queryable;
  journal: Journal;
  /** The admin who moves the money (null: the system, e.g. the demo seed). */
  adminId: string | null;
  idempotencyKey: string | null;
}

export interface MoneyOperation<T> {
  /** The idempotency scope's operation (`lockFunds` → `lockFunds:<admin id>`). */
  name: string;
  actor: Pick<Admin, 'id'> | null;
  idempotencyKey: string | null;
  /** The request the key's fingerprint is taken of. */
  request: unknown;
  /** Why the money moves: the journal's code. */
  code: TransferCode;
  context: AuditContext;
  /**
   * Checks and moves, in the transaction; returns the answer, its audit entry (null when nothing changed) and the
   * writes no later statement depends on, which go out with the audit event and the key's answer in one statement.
   */
  run: (step: MoneyStep) => Promise<{ result: T; audit: AuditEntry | null; writes?: readonly Statement[] }>;
  /** What to announce once committed. */
  announce: (result: T) => readonly ChangeEvent[];
}

export interface MoneyOperationsDeps {
  db: Db;
  ledger: Pick<Ledger, 'journal'>;
  idempotency: Pick<Idempotency, 'claim' | 'prepareSave'>;
  audit: Pick<AuditService, 'append' | 'prepareAppend'>;
  events: Pick<EventBus, 'changed'>;
}

/** A retry under a key already answered: thrown to roll back what the operation did meanwhile, carrying the answer. */
class Replayed {
  constructor(readonly response: unknown) {}
}

export const createMoneyOperations = ({ db, ledger, idempotency, audit, events }: MoneyOperationsDeps) => {
  const step = <T>(tx: Queryable, operation: MoneyOperation<T>) =>
    operation.run({
      tx,
      journal: ledger.journal(operation.code),
      adminId: operation.actor?.id ?? null,
      idempotencyKey: operation.idempotencyKey,
    });

  /**
   * The key claimed with the operation's first statements, in the same round trip; a retry of an answered key rolls
   * back what they did (Replayed).
   */
  const claimedStep = async <T>(tx: Queryable, key: IdempotencyKey, operation: MoneyOperation<T>) => {
    const [claimed, stepped] = await Promise.allSettled([idempotency.claim<T>(tx, key), step(tx, operation)]);
    if (claimed.status === 'rejected') throw claimed.reason;
    if (!claimed.value.fresh) throw new Replayed(claimed.value.response);
    if (stepped.status === 'rejected') throw stepped.reason;
    return stepped.value;
  };

  return {
    /** The operation inside a caller's transaction, without key or announcement (the demo seed). */
    within: async <T>(tx: Queryable, operation: MoneyOperation<T>): Promise<T> => {
      const { result, audit: entry, writes = [] } = await step(tx, operation);
      await runWrites(tx, writes);
      if (entry) await audit.append(tx, operation.context, entry);
      return result;
    },

    /**
     * The whole sequence: transaction, key, legs, then the audit event and the key's answer written in one statement
     * that travels with COMMIT, and the announcement after commit.
     */
    run: async <T>(operation: MoneyOperation<T>): Promise<T> => {
      const { actor, idempotencyKey } = operation;
      const key =
        idempotencyKey && actor
          ? { scope: idempotencyScope(operation.name, actor.id), key: idempotencyKey, request: operation.request }
          : null;
      let result: T;
      try {
        result = await db.transactionWithFinalWrite(async (tx) => {
          // Inside an enclosing transaction (four eyes), whose rollback would undo the whole call, the claim goes first.
          const enclosed = db.isEnclosed();
          if (key && enclosed) {
            const claimed = await idempotency.claim<T>(tx, key);
            if (!claimed.fresh) return { result: claimed.response, finalWrite: null };
          }
          const {
            result: answer,
            audit: entry,
            writes = [],
          } = key && !enclosed ? await claimedStep(tx, key, operation) : await step(tx, operation);
          const appending = entry ? audit.prepareAppend(operation.context, entry) : null;
          appending?.appended(tx);
          return {
            result: answer,
            finalWrite: combinedWrite([
              ...writes,
              ...(appending ? [appending.statement] : []),
              ...(key ? [idempotency.prepareSave(key, answer)] : []),
            ]),
          };
        });
      } catch (error) {
        if (error instanceof Replayed) return error.response as T;
        throw error;
      }
      for (const change of operation.announce(result)) events.changed(change);
      return result;
    },
  };
};

export type MoneyOperations = ReturnType<typeof createMoneyOperations>;
