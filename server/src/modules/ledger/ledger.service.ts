// The ledger of DESIGN §5: every balance change is a transfer between two accounts of one currency inside the
// caller's transaction, a leg of a journal that says why; accounts are locked in id order and counters change
// in SQL, backed by CHECK constraints.
import { randomInt, randomUUID } from 'node:crypto';
import { LEDGER_ERRORS, formatBlck, fromBaseUnits } from '@blck/contract';
import type { Queryable } from '../../db/client';
import { together } from '../../db/together';
import type { Clock } from '../../lib/clock';
import { apiError } from '../../lib/http-error';
import {
  ACCOUNT_KINDS,
  type LedgerAccount,
  type LedgerRepository,
  type LedgerTransfer,
  type TransferCode,
} from './ledger.repository';

export type { TransferCode } from './ledger.repository';

/** One business operation in the ledger: its transfers (legs) share the id and the code. */
export interface Journal {
  id: string;
  code: TransferCode;
}

/** The outside world is N accounts, so deposits and withdrawals do not all queue on one row. */
export const EXTERNAL_POOL_SIZE = 64;
export const EXTERNAL_KIND = ACCOUNT_KINDS.external;

export interface AccountSpec {
  kind: string;
  owner: string;
  currency: string;
  /** False only for the external pool, which money leaves from without limit. */
  noOverdraft: boolean;
}

/** An account by id, or by kind and owner (created on first use) so finding and locking take one round trip. */
export type AccountRef = string | AccountSpec;

export interface TransferRequest {
  debit: AccountRef;
  credit: AccountRef;
  amount: bigint;
  adminId: string | null;
  idempotencyKey?: string | null;
  /** Why the admin moved the money (issue 14), stored on the transfer. */
  reason?: string | null;
  /** The operation this transfer is a leg of; alone in its own journal (code of its kind) when absent. */
  journal?: Journal;
  /** What this leg moves (a payment, lock or deposit id). */
  reference?: string | null;
  /** When it happened; now unless a seed of historical data says otherwise. */
  at?: Date;
}

/** What can be spent: posted credits less posted and reserved debits. */
export const availableOf = (account: LedgerAccount): bigint =>
  account.creditsPosted - account.debitsPosted - account.debitsPending;

/** The posted balance of an account that holds money (credits less debits). */
export const balanceOf = (account: LedgerAccount): bigint => account.creditsPosted - account.debitsPosted;

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  String((error as { constraint?: string }).constraint ?? (error as { message?: string }).message).includes(constraint);

export const createLedger = ({ ledgerRepository, clock }: { ledgerRepository: LedgerRepository; clock: Clock }) => {
  const insufficient = (account: LedgerAccount, amount: bigint) =>
    apiError(
      LEDGER_ERRORS.insufficientFunds,
      formatBlck(fromBaseUnits(availableOf(account))),
      formatBlck(fromBaseUnits(amount)),
    );

  /** Refuses what no caller ever asks (500, not a user error): no amount, one account, two currencies. */
  const checkPair = (from: LedgerAccount, to: LedgerAccount, amount: bigint) => {
    if (amount <= 0n) throw new Error('A ledger transfer moves a positive amount.');
    if (from.id === to.id) throw new Error('A ledger transfer needs two different accounts.');
    if (from.currency !== to.currency) {
      throw new Error(`A ledger transfer stays in one currency: ${from.currency} cannot pay ${to.currency}.`);
    }
    return { from, to };
  };

  /**
   * Locks every account these new transfers move, named by id or by spec, in one statement when they exist (as they
   * almost always do); one named by spec that does not exist yet is created first, then all are locked by id. Returns
   * each transfer's pair, checked.
   */
  const lockRefs = async (tx: Queryable, requests: readonly TransferRequest[]) => {
    const refs = requests.flatMap((request) => [request.debit, request.credit]);
    const specs = refs.filter((ref): ref is AccountSpec => typeof ref !== 'string');
    const keyOf = (ref: AccountRef) => (typeof ref === 'string' ? ref : `${ref.kind}/${ref.owner}`);
    /** Each transfer's pair, checked, when every account was found; null otherwise. */
    const pairsIn = (found: ReadonlyMap<string, LedgerAccount | undefined>) => {
      const pairs = requests.map((request) => [found.get(keyOf(request.debit)), found.get(keyOf(request.credit))]);
      if (!pairs.every(([from, to]) => from && to)) return null;
      return pairs.map(([from, to], index) => checkPair(from!, to!, requests[index]!.amount));
    };
    const byKey = new Map<string, LedgerAccount>();
    if (specs.length === refs.length) {
      for (const [key, account] of await ledgerRepository.lockAccountsByOwner(tx, specs)) byKey.set(key, account);
      const pairs = pairsIn(byKey);
      if (pairs) return pairs;
    }
    const idOf = new Map<string, string>();
    for (const ref of refs) {
      const key = keyOf(ref);
      if (idOf.has(key)) continue;
      idOf.set(
        key,
        typeof ref === 'string'
          ? ref
          : (byKey.get(key)?.id ??
              (await ledgerRepository.ensureAccount(tx, { ...ref, id: randomUUID(), now: clock.now() }))),
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
      const id = randomUUID();
      const journal = request.journal ?? { id, code: kind === 'posted' ? 'transfer' : 'reserve' };
      return {
        id,
        debitAccount: from.id,
        creditAccount: to.id,
        amount: request.amount,
        kind,
        pendingId: null,
        availableFrom: request.availableFrom ?? null,
        idempotencyKey: request.idempotencyKey ?? null,
        adminId: request.adminId,
        reason: request.reason ?? null,
        journalId: journal.id,
        code: journal.code,
        reference: request.reference ?? null,
        createdAt: request.at ?? clock.now(),
      };
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

  const alreadyResolved = () => apiError(LEDGER_ERRORS.alreadyResolved);

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
      const id = randomUUID();
      const { id: journalId, code } = journal ?? { id, code: posted ? 'post' : 'void' };
      return {
        id,
        debitAccount: pending.debitAccount,
        creditAccount: pending.creditAccount,
        amount: pending.amount,
        kind,
        pendingId,
        availableFrom: null,
        idempotencyKey: null,
        adminId,
        reason,
        journalId,
        code,
        reference: pending.reference,
        createdAt: clock.now(),
      };
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

    /** Several reservations as one: all their accounts locked at once, in id order, the overdrafts checked in order. */
    reserveMany: (
      tx: Queryable,
      requests: ReadonlyArray<TransferRequest & { availableFrom: Date | null }>,
    ): Promise<LedgerTransfer[]> => write(tx, requests, 'pending'),

    post: resolveOne('post_pending'),
    void: resolveOne('void_pending'),

    /** Posts several pending transfers as one: their accounts locked at once, the resolutions written together. */
    postMany: (
      tx: Queryable,
      pendingIds: readonly string[],
      adminId: string | null,
      reason: string | null = null,
      journal?: Journal,
    ) => resolve(tx, pendingIds, 'post_pending', adminId, reason, journal),

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
