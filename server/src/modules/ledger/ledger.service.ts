// The ledger of DESIGN §5: every balance change is a transfer between two accounts of one currency inside the
// caller's transaction, a leg of a journal that says why; accounts are locked in id order and counters change
// in SQL, backed by CHECK constraints.
import { randomInt, randomUUID } from 'node:crypto';
import { LEDGER_ERRORS, formatBlck, fromBaseUnits } from '@blck/contract';
import type { Queryable } from '../../db/client';
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

  /** Locks both accounts (by id) and checks the pair before any counter moves. */
  const lockPair = async (tx: Queryable, debit: string, credit: string, amount: bigint) => {
    if (amount <= 0n) throw new Error('A ledger transfer moves a positive amount.');
    if (debit === credit) throw new Error('A ledger transfer needs two different accounts.');
    const accounts = await ledgerRepository.lockAccounts(tx, [debit, credit]);
    const from = accounts.get(debit);
    const to = accounts.get(credit);
    if (!from || !to) throw apiError(LEDGER_ERRORS.accountNotFound);
    return checkPair(from, to, amount);
  };

  /**
   * Locks the two accounts of a new transfer, named by id or by spec; an account named by spec that does not
   * exist yet is created first, then both are locked by id.
   */
  const lockRefs = async (tx: Queryable, debit: AccountRef, credit: AccountRef, amount: bigint) => {
    if (typeof debit === 'string' && typeof credit === 'string') return lockPair(tx, debit, credit, amount);
    const specs = [debit, credit].filter((ref): ref is AccountSpec => typeof ref !== 'string');
    const found = await ledgerRepository.lockAccountsByOwner(tx, specs);
    const byRef = (ref: AccountRef) =>
      typeof ref === 'string'
        ? [...found.values()].find((account) => account.id === ref)
        : found.get(`${ref.kind}/${ref.owner}`);
    const from = byRef(debit);
    const to = byRef(credit);
    if (from && to) return checkPair(from, to, amount);
    const idOf = async (ref: AccountRef) =>
      typeof ref === 'string'
        ? ref
        : ledgerRepository.ensureAccount(tx, { ...ref, id: randomUUID(), now: clock.now() });
    return lockPair(tx, await idOf(debit), await idOf(credit), amount);
  };

  /** Locks the pair, refuses an overdraft, then writes the transfer and both counters (the one write path). */
  const write = async (
    tx: Queryable,
    request: TransferRequest,
    kind: 'posted' | 'pending',
    availableFrom: Date | null,
  ) => {
    const { from, to } = await lockRefs(tx, request.debit, request.credit, request.amount);
    if (from.noOverdraft && availableOf(from) < request.amount) throw insufficient(from, request.amount);
    const id = randomUUID();
    const journal = request.journal ?? { id, code: kind === 'posted' ? 'transfer' : 'reserve' };
    const transfer: LedgerTransfer = {
      id,
      debitAccount: from.id,
      creditAccount: to.id,
      amount: request.amount,
      kind,
      pendingId: null,
      availableFrom,
      idempotencyKey: request.idempotencyKey ?? null,
      adminId: request.adminId,
      reason: request.reason ?? null,
      journalId: journal.id,
      code: journal.code,
      reference: request.reference ?? null,
      createdAt: request.at ?? clock.now(),
    };
    const after = await ledgerRepository.applyTransfer(
      tx,
      kind === 'posted' ? { debits_posted: request.amount } : { debits_pending: request.amount },
      kind === 'posted' ? { credits_posted: request.amount } : { credits_pending: request.amount },
      transfer,
    );
    return { ...transfer, after };
  };

  const alreadyResolved = () => apiError(LEDGER_ERRORS.alreadyResolved);

  /**
   * Posts or voids a pending transfer. The accounts are locked first and the resolution looked up again under
   * the locks, so of concurrent callers exactly one wins (the unique index stays the last word).
   */
  const resolve = async (
    tx: Queryable,
    pendingId: string,
    kind: 'post_pending' | 'void_pending',
    adminId: string | null,
    reason: string | null,
    journal: Journal | undefined,
  ) => {
    const pending = await ledgerRepository.findTransfer(tx, pendingId);
    if (!pending || pending.kind !== 'pending') throw apiError(LEDGER_ERRORS.pendingNotFound);
    if (pending.resolved) throw alreadyResolved();
    await lockPair(tx, pending.debitAccount, pending.creditAccount, pending.amount);
    if ((await ledgerRepository.findTransfer(tx, pendingId))!.resolved) throw alreadyResolved();
    const posted = kind === 'post_pending';
    const id = randomUUID();
    const { id: journalId, code } = journal ?? { id, code: posted ? 'post' : 'void' };
    const resolution: LedgerTransfer = {
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
    try {
      await ledgerRepository.applyTransfer(
        tx,
        { debits_pending: -pending.amount, ...(posted ? { debits_posted: pending.amount } : {}) },
        { credits_pending: -pending.amount, ...(posted ? { credits_posted: pending.amount } : {}) },
        resolution,
      );
    } catch (error) {
      if (isUniqueViolation(error, 'ledger_transfers_resolved_once')) throw alreadyResolved();
      throw error;
    }
    return resolution;
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

    /** A new journal: the transfers of one business operation, passed along with each of them. */
    journal: (code: TransferCode): Journal => ({ id: randomUUID(), code }),

    /** Moves posted money now; returns the transfer and both accounts as they are after it. */
    transfer: (
      tx: Queryable,
      request: TransferRequest,
    ): Promise<LedgerTransfer & { after: { debit: LedgerAccount; credit: LedgerAccount } }> =>
      write(tx, request, 'posted', null),

    /** Reserves money: it leaves the available balance now and moves when posted, or comes back when voided. */
    reserve: (tx: Queryable, request: TransferRequest & { availableFrom: Date | null }): Promise<LedgerTransfer> =>
      write(tx, request, 'pending', request.availableFrom),

    post: (tx: Queryable, pendingId: string, adminId: string | null, reason: string | null = null, journal?: Journal) =>
      resolve(tx, pendingId, 'post_pending', adminId, reason, journal),
    void: (tx: Queryable, pendingId: string, adminId: string | null, reason: string | null = null, journal?: Journal) =>
      resolve(tx, pendingId, 'void_pending', adminId, reason, journal),

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
