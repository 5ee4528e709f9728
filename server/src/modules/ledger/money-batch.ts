// Money calls that arrive together run as one batch (group commit, as deposits do; issue 16): one transaction in
// which their Idempotency-Keys are claimed in the round trip of the operations' set-wise reads, each call is checked
// and applied as if it ran alone after the ones before it, and the ledger's legs, the operations' writes, the audit
// events, the answers under the keys and the keys of refused calls given back go out in one statement with COMMIT.
// Each call keeps the answer or refusal it would have had alone; the realtime announcement follows the commit.
import type { Admin } from '@blck/contract';
import type { Committing, Db, Queryable } from '../../db/client';
import { createGroupCommit, type Settled } from '../../db/group-commit';
import { combinedWrite, type Statement } from '../../db/statement';
import { together } from '../../db/together';
import type { Clock } from '../../lib/clock';
import type { ChangeEvent, EventBus } from '../../lib/events';
import type { AuditContext, AuditEntry, AuditService } from '../audit/audit.service';
import { idempotencyScope, type Idempotency, type IdempotencyKey } from './idempotency.service';
import type { LedgerAccount } from './ledger-rows';
import type { Journal, Ledger, LedgerBatch, TransferCode } from './ledger.service';

/** One call as its route hands it over. */
export interface MoneyCall<Request> {
  /** Null: the system (the demo seed), which has no key. */
  actor: Pick<Admin, 'id'> | null;
  idempotencyKey: string | null;
  /** The request as the service reads it; the key's fingerprint is taken of it. */
  request: Request;
  context: AuditContext;
  /** When it happens: when its batch runs, unless given (the demo seed dates its calls in the past). */
  at?: Date;
}

/** A call as the operation applies it: its moment, its journal and who moves the money. */
export interface BatchedCall<Request> extends MoneyCall<Request> {
  at: Date;
  journal: Journal;
  adminId: string | null;
}

/** What a call that went through answers, and its audit entry. */
export interface Applied<Result> {
  result: Result;
  audit: AuditEntry;
}

/** What every operation's read holds: the ledger accounts it locked, by `kind/owner` (`Ledger.lockAccounts`). */
export interface LockedAccounts {
  accounts: ReadonlyMap<string, LedgerAccount>;
}

export interface MoneyBatchOperation<Request, State extends LockedAccounts, Result> {
  /** The idempotency scope's operation (`lockFunds` → `lockFunds:<admin id>`). */
  name: string;
  /** Why the money moves: each call's journal code. */
  code: TransferCode;
  /** What two calls of one batch must not share besides a key (the investor whose payments they move). */
  conflicts(request: Request): readonly string[];
  /**
   * The reads of the operation's calls in a batch, set-wise and with the row locks the checks need; operations whose
   * calls may share a batch can share this function (the same one), which then reads all their calls at once.
   */
  read(tx: Queryable, calls: readonly MoneyCall<Request>[]): Promise<State>;
  /**
   * Checks and applies the calls (those with a fresh key or none) in order, each after the ones before it, their legs
   * kept in the batch's `books`: one settlement per call (a refusal settled, not thrown) and the writes of those that
   * went through, besides the ledger's.
   */
  apply(
    tx: Queryable,
    state: State,
    calls: readonly BatchedCall<Request>[],
    books: LedgerBatch,
  ): Promise<{ settled: Settled<Applied<Result>>[]; writes: Statement[] }>;
  /** What to announce once a call's change is committed. */
  announce(result: Result): readonly ChangeEvent[];
}

export interface MoneyBatchDeps {
  db: Db;
  clock: Clock;
  ledger: Pick<Ledger, 'journal' | 'batch'>;
  idempotency: Pick<Idempotency, 'claimAll' | 'prepareSaveAll' | 'prepareReleaseAll'>;
  audit: Pick<AuditService, 'prepareAppendAll'>;
  events: Pick<EventBus, 'changed'>;
}

/**
 * At most this many calls share a transaction, and one such transaction reads and checks at a time per instance (two
 * at a time made smaller batches and cost more CPU per call): what arrives meanwhile goes in the next, so batches grow
 * with the load.
 */
const MAX_BATCH = 64;
const MAX_BATCHES_IN_FLIGHT = 1;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- operations of any request, state and result
type AnyOperation = MoneyBatchOperation<any, any, any>;
type RequestOf<O> = O extends { conflicts(request: infer Request): unknown } ? Request : never;
type ResultOf<O> = O extends { announce(result: infer Result): unknown } ? Result : never;

/** A call waiting for its batch, with the operation it is a call of. */
interface Queued<Kind> {
  kind: Kind;
  call: MoneyCall<unknown>;
}

/** A call's outcome: its answer (`replayed` when it is the one stored under its key), or its refusal. */
type Answered = { result: unknown; replayed: boolean };

/**
 * One group commit for the calls of several operations (locks and withdrawals): calls of different operations that
 * arrive together share the batch, so its transaction, its round trips and its ledger writes serve them all.
 */
export const createMoneyBatches = <Operations extends Record<string, AnyOperation>>(
  deps: MoneyBatchDeps,
  operations: Operations,
) => {
  type Kind = keyof Operations & string;
  const { db, clock, ledger, idempotency, audit, events } = deps;

  const keyOf = ({ kind, call }: Queued<Kind>): IdempotencyKey | null =>
    call.idempotencyKey && call.actor
      ? {
          scope: idempotencyScope(operations[kind]!.name, call.actor.id),
          key: call.idempotencyKey,
          request: call.request,
        }
      : null;

  /** The batch in `tx`: claims and reads, the calls applied, then every write in one statement with COMMIT. */
  const runBatch = async (tx: Queryable, queued: readonly Queued<Kind>[]): Promise<Committing<Settled<Answered>[]>> => {
    const keys = queued.map(keyOf);
    const keyed = keys.flatMap((key) => (key ? [key] : []));
    const kinds = [...new Set(queued.map((item) => item.kind))];
    const positionsOf = (kind: Kind) => queued.flatMap((item, index) => (item.kind === kind ? [index] : []));
    // One round trip: the keys claimed, and the reads of the calls; operations that share a read function read their
    // calls together.
    const reads = [...new Set(kinds.map((kind) => operations[kind]!.read))];
    const [claims, ...readStates] = await together([
      idempotency.claimAll<unknown>(tx, keyed),
      ...reads.map((read) =>
        read(
          tx,
          queued.filter((item) => operations[item.kind]!.read === read).map((item) => item.call),
        ),
      ),
    ]);
    const states = kinds.map((kind) => readStates[reads.indexOf(operations[kind]!.read)]);
    const claimOf = new Map(keyed.map((key, index) => [key, claims[index]!]));

    const settled: Array<Settled<Answered> | undefined> = keys.map((key) => {
      const claim = key ? claimOf.get(key)! : null;
      if (!claim || claim.fresh) return undefined;
      return 'refusal' in claim
        ? { ok: false, error: claim.refusal }
        : { ok: true, value: { result: claim.response, replayed: true } };
    });
    const books = ledger.batch();
    for (const state of readStates as LockedAccounts[]) books.include(state.accounts);
    const freshOf = kinds.map((kind) => positionsOf(kind).filter((index) => !settled[index]));
    const applied = await together(
      kinds.map((kind, k) =>
        operations[kind]!.apply(
          tx,
          states[k],
          freshOf[k]!.map((index) => {
            const { call } = queued[index]!;
            return {
              ...call,
              at: call.at ?? clock.now(),
              journal: ledger.journal(operations[kind]!.code),
              adminId: call.actor?.id ?? null,
            };
          }),
          books,
        ),
      ),
    );

    const outcomes = new Map<number, Settled<Applied<unknown>>>();
    kinds.forEach((_, k) =>
      freshOf[k]!.forEach((index, position) => outcomes.set(index, applied[k]!.settled[position]!)),
    );
    const appends: { context: AuditContext; entry: AuditEntry }[] = [];
    const saves: { key: IdempotencyKey; response: unknown }[] = [];
    const releases: IdempotencyKey[] = [];
    queued.forEach(({ call }, index) => {
      if (settled[index]) return;
      const outcome = outcomes.get(index);
      const key = keys[index];
      if (!outcome) throw new Error('A money batch answered fewer outcomes than it had calls.');
      if (!outcome.ok) {
        settled[index] = outcome;
        if (key) releases.push(key);
        return;
      }
      settled[index] = { ok: true, value: { result: outcome.value.result, replayed: false } };
      appends.push({ context: call.context, entry: outcome.value.audit });
      if (key) saves.push({ key, response: outcome.value.result });
    });

    const appending = appends.length > 0 ? audit.prepareAppendAll(appends) : null;
    appending?.appended(tx);
    return {
      result: settled.map((outcome) => outcome!),
      finalWrite: combinedWrite([
        ...books.writes(),
        ...applied.flatMap((outcome) => outcome.writes),
        ...(appending ? [appending.statement] : []),
        ...(saves.length > 0 ? [idempotency.prepareSaveAll(saves)] : []),
        ...(releases.length > 0 ? [idempotency.prepareReleaseAll(releases)] : []),
      ]),
    };
  };

  const batches = createGroupCommit<Queued<Kind>, Answered>({
    db,
    run: runBatch,
    keysOf: (item) => {
      const key = keyOf(item);
      return [...operations[item.kind]!.conflicts(item.call.request), ...(key ? [`${key.scope}\n${key.key}`] : [])];
    },
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_BATCHES_IN_FLIGHT,
    // On PostgreSQL the next batch reads and checks while this one commits; PGlite has one connection for both.
    overlapCommits: db.kind === 'postgres',
  });

  return {
    /** Counts a call on its way to the next batch (`GroupCommit.arriving`): the batch waits for it, briefly. */
    arriving: batches.arriving,

    /** The call in the next batch: its answer (or the one stored under its key), announced once committed. */
    run: async <K extends Kind>(
      kind: K,
      call: MoneyCall<RequestOf<Operations[K]>>,
    ): Promise<ResultOf<Operations[K]>> => {
      const { result, replayed } = await batches.submit({ kind, call });
      if (!replayed) for (const change of operations[kind]!.announce(result)) events.changed(change);
      return result as ResultOf<Operations[K]>;
    },

    /** The call inside a caller's transaction, without key or announcement (the demo seed). */
    within: async <K extends Kind>(
      tx: Queryable,
      kind: K,
      call: MoneyCall<RequestOf<Operations[K]>>,
    ): Promise<ResultOf<Operations[K]>> => {
      const { result, finalWrite } = await runBatch(tx, [{ kind, call }]);
      if (finalWrite) await tx.query(finalWrite.sql, finalWrite.params);
      const [outcome] = result;
      if (!outcome!.ok) throw outcome!.error;
      return outcome!.value.result as ResultOf<Operations[K]>;
    },
  };
};
