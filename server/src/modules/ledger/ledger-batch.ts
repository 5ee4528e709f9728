// The ledger's part of a batch of money calls (locks and withdrawals in group commit, money-batch): each call's legs
// checked against the accounts the batch locked, after the legs before them, and every kept leg written at once.
import { LEDGER_ERRORS } from '@blck/contract';
import { apiError } from '../../lib/http-error';
import type { LedgerAccount, LedgerTransfer } from './ledger-rows';
import type { LedgerRepository } from './ledger.repository';
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

/**
 * The ledger's part of a batch of calls (locks and withdrawals in group commit) over the accounts the batch locked
 * (`include`): each call's legs checked as `reserve` and `post` check them, after the calls before it, and kept only
 * when all of them pass; then the writes of every kept leg, each account's counters moved once.
 */
export const createLedgerBatch = (ledgerRepository: Pick<LedgerRepository, 'prepareApplyAll'>, now: () => Date) => {
  const byKey = new Map<string, string>();
  const original = new Map<string, LedgerAccount>();
  const current = new Map<string, LedgerAccount>();
  const accountOf = (ref: AccountRef) =>
    typeof ref === 'string' ? current.get(ref) : current.get(byKey.get(specKey(ref)) ?? '');
  const transfers: LedgerTransfer[] = [];
  const counts = new Map<string, number>();
  /** Keeps a call's legs, all of which passed: its accounts as the legs leave them, and the transfers. */
  const keep = (legs: LedgerTransfer[], after: ReadonlyMap<string, LedgerAccount>) => {
    for (const [id, account] of after) current.set(id, account);
    for (const leg of legs) {
      for (const id of [leg.debitAccount, leg.creditAccount]) counts.set(id, (counts.get(id) ?? 0) + 1);
      transfers.push(leg);
    }
    return legs;
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

    /** Whether the batch holds the account named by this spec (`include`d). */
    holds: (spec: Pick<AccountSpec, 'kind' | 'owner'>) => byKey.has(specKey(spec)),

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
        // A later leg sees the accounts as the earlier ones left them.
        seen.set(from.id, { ...from, debitsPending: from.debitsPending + request.amount });
        seen.set(to.id, { ...to, creditsPending: to.creditsPending + request.amount });
        return newTransfer(request, from, to, 'pending', now);
      });
      return keep(legs, seen);
    },

    /** Posts pending transfers for one call (all or none), as `postMany` does; `found` from `findTransfers`. */
    post: (
      pendingIds: readonly string[],
      found: ReadonlyMap<string, LedgerTransfer & { resolved: boolean }>,
      options: { adminId: string | null; reason: string | null; journal: Journal; at: Date },
    ) => {
      const seen = new Map<string, LedgerAccount>();
      const stateOf = (account: LedgerAccount) => seen.get(account.id) ?? account;
      const posting = new Set<string>();
      const legs = pendingIds.map((pendingId) => {
        const pending = found.get(pendingId);
        if (!pending || pending.kind !== 'pending') throw apiError(LEDGER_ERRORS.pendingNotFound);
        if (pending.resolved || resolvedNow.has(pendingId) || posting.has(pendingId)) throw alreadyResolved();
        posting.add(pendingId);
        const debit = current.get(pending.debitAccount);
        const credit = current.get(pending.creditAccount);
        if (!debit || !credit) throw apiError(LEDGER_ERRORS.accountNotFound);
        const { from, to } = checkPair(stateOf(debit), stateOf(credit), pending.amount);
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
        return resolutionOf(pending, 'post_pending', options);
      });
      for (const pendingId of pendingIds) resolvedNow.add(pendingId);
      return keep(legs, seen);
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

export type LedgerBatch = ReturnType<typeof createLedgerBatch>;
