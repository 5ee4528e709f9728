// The ledger of DESIGN §5: every balance change is a transfer between two accounts of one currency inside the
// caller's transaction, a leg of a journal that says why; accounts are locked in id order and counters change
// in SQL, backed by CHECK constraints.
import { randomInt, randomUUID } from 'node:crypto';
import { LEDGER_ERRORS } from '@blck/contract';
import type { Queryable } from '../../db/client';
import type { ListQuery } from '../../db/list-param';
import { together } from '../../db/together';
import type { Clock } from '../../lib/clock';
import { apiError } from '../../lib/http-error';
import type { LedgerRepository } from './ledger.repository';
import { ACCOUNT_KINDS, type LedgerAccount, type LedgerTransfer, type TransferCode } from './ledger-rows';
import { createLedgerBatch } from './ledger-batch';
import {
  alreadyResolved,
  availableOf,
  checkPair,
  insufficient,
  newTransfer,
  resolutionOf,
  specKey,
  type AccountRef,
  type AccountSpec,
  type Journal,
  type TransferRequest,
} from './transfers';

export type { TransferCode } from './ledger-rows';
export type { AccountRef, AccountSpec, Journal, TransferRequest } from './transfers';
export { availableOf, balanceOf } from './transfers';

/** The outside world is N accounts, so deposits and withdrawals do not all queue on one row. */
export const EXTERNAL_POOL_SIZE = 64;
export const EXTERNAL_KIND = ACCOUNT_KINDS.external;

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  String((error as { constraint?: string }).constraint ?? (error as { message?: string }).message).includes(constraint);

export const createLedger = ({ ledgerRepository, clock }: { ledgerRepository: LedgerRepository; clock: Clock }) => {
  /**
   * Locks the accounts named by these specs, in id order, in one statement when they exist (as they almost always do);
   * one that does not exist yet is created first, then all are locked by id. Returns them by `kind/owner`.
   */
  const lockSpecs = async (tx: Queryable, specs: readonly AccountSpec[]): Promise<Map<string, LedgerAccount>> => {
    if (specs.length === 0) return new Map();
    const byKey = await ledgerRepository.lockAccountsByOwner(tx, specs);
    const missing = [...new Map(specs.map((spec) => [specKey(spec), spec])).values()].filter(
      (spec) => !byKey.has(specKey(spec)),
    );
    if (missing.length === 0) return byKey;
    const idOf = new Map([...byKey].map(([key, account]) => [key, account.id]));
    for (const spec of missing) {
      idOf.set(
        specKey(spec),
        await ledgerRepository.ensureAccount(tx, { ...spec, id: randomUUID(), now: clock.now() }),
      );
    }
    const locked = await ledgerRepository.lockAccounts(tx, [...idOf.values()]);
    return new Map([...idOf].map(([key, id]) => [key, locked.get(id)!]));
  };

  /**
   * Locks every account these new transfers move, named by id or by spec (`lockSpecs` when all are specs, as they
   * almost always are). Returns each transfer's pair, checked.
   */
  const lockRefs = async (tx: Queryable, requests: readonly TransferRequest[]) => {
    const refs = requests.flatMap((request) => [request.debit, request.credit]);
    const specs = refs.filter((ref): ref is AccountSpec => typeof ref !== 'string');
    const keyOf = (ref: AccountRef) => (typeof ref === 'string' ? ref : specKey(ref));
    /** Each transfer's pair, checked, when every account was found; null otherwise. */
    const pairsIn = (found: ReadonlyMap<string, LedgerAccount | undefined>) => {
      const pairs = requests.map((request) => [found.get(keyOf(request.debit)), found.get(keyOf(request.credit))]);
      if (!pairs.every(([from, to]) => from && to)) return null;
      return pairs.map(([from, to], index) => checkPair(from!, to!, requests[index]!.amount));
    };
    if (specs.length === refs.length) {
      const pairs = pairsIn(await lockSpecs(tx, specs));
      if (!pairs) throw apiError(LEDGER_ERRORS.accountNotFound);
      return pairs;
    }
    const idOf = new Map<string, string>();
    for (const ref of refs) {
      const key = keyOf(ref);
      if (idOf.has(key)) continue;
      idOf.set(
        key,
        typeof ref === 'string'
          ? ref
          : await ledgerRepository.ensureAccount(tx, { ...ref, id: randomUUID(), now: clock.now() }),
      );
    }
    const locked = await ledgerRepository.lockAccounts(tx, [...idOf.values()]);
    const pairs = pairsIn(new Map([...idOf].map(([key, id]) => [key, locked.get(id)])));
    if (!pairs) throw apiError(LEDGER_ERRORS.accountNotFound);
    return pairs;
  };

  /**
   * Locks the accounts, refuses an overdraft (each transfer after those before it), then writes the transfers and
   * their counters (the one write path), sent together.
   */
  const write = async (
    tx: Queryable,
    requests: ReadonlyArray<TransferRequest & { availableFrom?: Date | null }>,
    kind: 'posted' | 'pending',
  ) => {
    const pairs = await lockRefs(tx, requests);
    const spent = new Map<string, bigint>();
    const transfers = requests.map((request, index): LedgerTransfer => {
      const { from, to } = pairs[index]!;
      const already = spent.get(from.id) ?? 0n;
      if (from.noOverdraft && availableOf(from) - already < request.amount) {
        throw insufficient({ ...from, debitsPending: from.debitsPending + already }, request.amount);
      }
      spent.set(from.id, already + request.amount);
      return newTransfer(request, from, to, kind, clock.now);
    });
    const afters = await together(
      transfers.map((transfer) =>
        ledgerRepository.applyTransfer(
          tx,
          kind === 'posted' ? { debits_posted: transfer.amount } : { debits_pending: transfer.amount },
          kind === 'posted' ? { credits_posted: transfer.amount } : { credits_pending: transfer.amount },
          transfer,
        ),
      ),
    );
    return transfers.map((transfer, index) => ({ ...transfer, after: afters[index]! }));
  };

  /**
   * Posts or voids pending transfers. Their accounts are locked first, in id order, and the transfers read right after
   * in the same round trip, under the locks, so of concurrent callers exactly one wins (the unique index stays the
   * last word); the resolutions are then written together.
   */
  const resolve = async (
    tx: Queryable,
    pendingIds: readonly string[],
    kind: 'post_pending' | 'void_pending',
    adminId: string | null,
    reason: string | null,
    journal: Journal | undefined,
  ) => {
    const [accounts, found] = await together([
      ledgerRepository.lockAccountsOfTransfers(tx, pendingIds),
      ledgerRepository.findTransfers(tx, pendingIds),
    ]);
    const posted = kind === 'post_pending';
    const resolutions = pendingIds.map((pendingId): LedgerTransfer => {
      const pending = found.get(pendingId);
      if (!pending || pending.kind !== 'pending') throw apiError(LEDGER_ERRORS.pendingNotFound);
      if (pending.resolved) throw alreadyResolved();
      const from = accounts.get(pending.debitAccount);
      const to = accounts.get(pending.creditAccount);
      if (!from || !to) throw apiError(LEDGER_ERRORS.accountNotFound);
      checkPair(from, to, pending.amount);
      return resolutionOf(pending, kind, { adminId, reason, journal, at: clock.now() });
    });
    try {
      await together(
        resolutions.map((resolution) =>
          ledgerRepository.applyTransfer(
            tx,
            { debits_pending: -resolution.amount, ...(posted ? { debits_posted: resolution.amount } : {}) },
            { credits_pending: -resolution.amount, ...(posted ? { credits_posted: resolution.amount } : {}) },
            resolution,
          ),
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'ledger_transfers_resolved_once')) throw alreadyResolved();
      throw error;
    }
    return resolutions;
  };

  /** Posting or voiding one pending transfer. */
  const resolveOne =
    (kind: 'post_pending' | 'void_pending') =>
    async (tx: Queryable, pendingId: string, adminId: string | null, reason: string | null = null, journal?: Journal) =>
      (await resolve(tx, [pendingId], kind, adminId, reason, journal))[0]!;

  return {
    ensureAccount: (tx: Queryable, spec: AccountSpec) =>
      ledgerRepository.ensureAccount(tx, { ...spec, id: randomUUID(), now: clock.now() }),

    /** One account of the external pool for this currency, chosen at random, named for `transfer` or `reserve`. */
    externalSpec: (currency: string): AccountSpec => ({
      kind: EXTERNAL_KIND,
      owner: `${currency}:${randomInt(EXTERNAL_POOL_SIZE)}`,
      currency,
      noOverdraft: false,
    }),

    /** One account of the external pool for this currency, chosen at random. */
    externalAccount: (tx: Queryable, currency: string) =>
      ledgerRepository.ensureAccount(tx, {
        id: randomUUID(),
        kind: EXTERNAL_KIND,
        owner: `${currency}:${randomInt(EXTERNAL_POOL_SIZE)}`,
        currency,
        noOverdraft: false,
        now: clock.now(),
      }),

    /** Locks the accounts named by these specs (created on first use), in id order; returns them by `kind/owner`. */
    lockAccounts: lockSpecs,

    /** Locks those of the accounts named by these specs that exist, in id order, in one statement; by `kind/owner`. */
    lockExistingAccounts: (tx: Queryable, specs: readonly AccountSpec[]) =>
      specs.length === 0
        ? Promise.resolve(new Map<string, LedgerAccount>())
        : ledgerRepository.lockAccountsByOwner(tx, specs),

    /** These transfers by id, each with whether a later one posted or voided it (what `batch().post` checks). */
    findTransfers: (q: Queryable, ids: readonly string[] | ListQuery) => ledgerRepository.findTransfers(q, ids),

    /** A new batch's ledger part (`ledger-batch.ts`). */
    batch: () => createLedgerBatch(ledgerRepository, clock.now),

    /** A new journal: the transfers of one business operation, passed along with each of them. */
    journal: (code: TransferCode): Journal => ({ id: randomUUID(), code }),

    /** Moves posted money now; returns the transfer and both accounts as they are after it. */
    transfer: async (
      tx: Queryable,
      request: TransferRequest,
    ): Promise<LedgerTransfer & { after: { debit: LedgerAccount; credit: LedgerAccount } }> =>
      (await write(tx, [request], 'posted'))[0]!,

    /** Reserves money: it leaves the available balance now and moves when posted, or comes back when voided. */
    reserve: async (
      tx: Queryable,
      request: TransferRequest & { availableFrom: Date | null },
    ): Promise<LedgerTransfer> => (await write(tx, [request], 'pending'))[0]!,

    post: resolveOne('post_pending'),
    void: resolveOne('void_pending'),

    /** Accounts whose counters differ from their transfers, and whether debits equal credits overall. */
    verify: async (q: Queryable) => {
      const [mismatches, totals] = await Promise.all([ledgerRepository.findMismatches(q), ledgerRepository.totals(q)]);
      return {
        mismatches,
        balanced: totals.debitsPosted === totals.creditsPosted && totals.debitsPending === totals.creditsPending,
        totals,
      };
    },
  };
};

export type Ledger = ReturnType<typeof createLedger>;
export type { LedgerBatch } from './ledger-batch';
