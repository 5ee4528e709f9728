// The ledger of DESIGN §5: every balance change is a transfer between two accounts of one currency inside the
// caller's transaction, a leg of a journal that says why; accounts are locked in id order and counters change
// in SQL, backed by CHECK constraints.
import { randomInt, randomUUID } from 'node:crypto';
import { LEDGER_ERRORS, formatBlck, fromBaseUnits } from '@blck/contract';
import type { Queryable } from '../../db/client';
import type { ListQuery } from '../../db/list-param';
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

/** How an account named by spec is known in a map of locked accounts. */
const specKey = (spec: Pick<AccountSpec, 'kind' | 'owner'>) => `${spec.kind}/${spec.owner}`;

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

  /** A new transfer between two checked accounts, as `request` asks; alone in its own journal when it names none. */
  const newTransfer = (
    request: TransferRequest & { availableFrom?: Date | null },
    from: LedgerAccount,
    to: LedgerAccount,
    kind: 'posted' | 'pending',
  ): LedgerTransfer => {
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
  };

  /** The transfer that posts or voids a pending one; alone in its own journal when none is given. */
  const resolutionOf = (
    pending: LedgerTransfer,
    kind: 'post_pending' | 'void_pending',
    options: { adminId: string | null; reason: string | null; journal: Journal | undefined; at: Date },
  ): LedgerTransfer => {
    const id = randomUUID();
    const { id: journalId, code } = options.journal ?? { id, code: kind === 'post_pending' ? 'post' : 'void' };
    return {
      id,
      debitAccount: pending.debitAccount,
      creditAccount: pending.creditAccount,
      amount: pending.amount,
      kind,
      pendingId: pending.id,
      availableFrom: null,
      idempotencyKey: null,
      adminId: options.adminId,
      reason: options.reason,
      journalId,
      code,
      reference: pending.reference,
      createdAt: options.at,
    };
  };

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
      return newTransfer(request, from, to, kind);
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

  /**
   * The ledger's part of a batch of calls (locks and withdrawals in group commit) over the accounts the batch locked
   * (`include`): each call's legs checked as `reserve` and `post` check them, after the calls before it, and kept only
   * when all of them pass; then the writes of every kept leg, each account's counters moved once.
   */
  const batch = () => {
    const byKey = new Map<string, string>();
    const original = new Map<string, LedgerAccount>();
    const current = new Map<string, LedgerAccount>();
    const accountOf = (ref: AccountRef) =>
      typeof ref === 'string' ? current.get(ref) : current.get(byKey.get(specKey(ref)) ?? '');
    const transfers: LedgerTransfer[] = [];
    const counts = new Map<string, number>();
    /** Keeps a call's legs: their accounts as they are after them, and the transfers. */
    const keep = (legs: ReadonlyArray<{ transfer: LedgerTransfer; from: LedgerAccount; to: LedgerAccount }>) => {
      for (const { transfer, from, to } of legs) {
        current.set(from.id, from);
        current.set(to.id, to);
        for (const id of [from.id, to.id]) counts.set(id, (counts.get(id) ?? 0) + 1);
        transfers.push(transfer);
      }
      return legs.map((leg) => leg.transfer);
    };
    const resolvedNow = new Set<string>();

    return {
      /** Takes in accounts the batch locked (`lockAccounts`, by `kind/owner`), as they were when locked. */
      include: (locked: ReadonlyMap<string, LedgerAccount>) => {
        for (const [key, account] of locked) {
          byKey.set(key, account.id);
          if (original.has(account.id)) continue;
          original.set(account.id, account);
          current.set(account.id, account);
        }
      },

      /** Reserves money for one call (all its legs or none): pending transfers, overdrafts refused. */
      reserve: (requests: ReadonlyArray<TransferRequest & { availableFrom: Date | null; at: Date }>) => {
        const seen = new Map<string, LedgerAccount>();
        const stateOf = (account: LedgerAccount) => seen.get(account.id) ?? account;
        const legs = requests.map((request) => {
          const debit = accountOf(request.debit);
          const credit = accountOf(request.credit);
          if (!debit || !credit) throw apiError(LEDGER_ERRORS.accountNotFound);
          const { from, to } = checkPair(stateOf(debit), stateOf(credit), request.amount);
          if (from.noOverdraft && availableOf(from) < request.amount) throw insufficient(from, request.amount);
          const after = {
            from: { ...from, debitsPending: from.debitsPending + request.amount },
            to: { ...to, creditsPending: to.creditsPending + request.amount },
          };
          seen.set(from.id, after.from);
          seen.set(to.id, after.to);
          const transfer = newTransfer(request, from, to, 'pending');
          return { transfer, ...after };
        });
        // A later leg saw the earlier ones' accounts: the last state of each is what the call leaves.
        return keep(legs.map((leg) => ({ ...leg, from: seen.get(leg.from.id)!, to: seen.get(leg.to.id)! })));
      },

      /** Posts pending transfers for one call (all or none), as `postMany` does; `found` from `findTransfers`. */
      post: (
        pendingIds: readonly string[],
        found: ReadonlyMap<string, LedgerTransfer & { resolved: boolean }>,
        options: { adminId: string | null; reason: string | null; journal: Journal; at: Date },
      ) => {
        const seen = new Map<string, LedgerAccount>();
        const posting = new Set<string>();
        const legs = pendingIds.map((pendingId) => {
          const pending = found.get(pendingId);
          if (!pending || pending.kind !== 'pending') throw apiError(LEDGER_ERRORS.pendingNotFound);
          if (pending.resolved || resolvedNow.has(pendingId) || posting.has(pendingId)) throw alreadyResolved();
          posting.add(pendingId);
          const debit = current.get(pending.debitAccount);
          const credit = current.get(pending.creditAccount);
          if (!debit || !credit) throw apiError(LEDGER_ERRORS.accountNotFound);
          const { from, to } = checkPair(seen.get(debit.id) ?? debit, seen.get(credit.id) ?? credit, pending.amount);
          seen.set(from.id, {
            ...from,
            debitsPending: from.debitsPending - pending.amount,
            debitsPosted: from.debitsPosted + pending.amount,
          });
          seen.set(to.id, {
            ...to,
            creditsPending: to.creditsPending - pending.amount,
            creditsPosted: to.creditsPosted + pending.amount,
          });
          const transfer = resolutionOf(pending, 'post_pending', options);
          return { transfer, from, to };
        });
        for (const pendingId of pendingIds) resolvedNow.add(pendingId);
        return keep(legs.map((leg) => ({ ...leg, from: seen.get(leg.from.id)!, to: seen.get(leg.to.id)! })));
      },

      /** The writes of every kept leg: the transfers appended, each account's counters moved once. */
      writes: () => {
        if (transfers.length === 0) return [];
        const changes = new Map(
          [...counts].map(([id, count]) => {
            const before = original.get(id)!;
            const after = current.get(id)!;
            return [
              id,
              {
                debits_posted: after.debitsPosted - before.debitsPosted,
                credits_posted: after.creditsPosted - before.creditsPosted,
                debits_pending: after.debitsPending - before.debitsPending,
                credits_pending: after.creditsPending - before.creditsPending,
                count,
              },
            ] as const;
          }),
        );
        return ledgerRepository.prepareApplyAll(transfers, changes);
      },
    };
  };

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

    /** Whether a map of locked accounts holds the one named by this spec. */
    holds: (locked: ReadonlyMap<string, LedgerAccount>, spec: AccountSpec) => locked.has(specKey(spec)),

    /** These transfers by id, each with whether a later one posted or voided it (what `batch().post` checks). */
    findTransfers: (q: Queryable, ids: readonly string[] | ListQuery) => ledgerRepository.findTransfers(q, ids),

    batch,

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
export type LedgerBatch = ReturnType<Ledger['batch']>;
