// The ledger of DESIGN §5: every balance change is a transfer between two accounts inside the caller's
// transaction; accounts are locked in id order and counters change in SQL, backed by CHECK constraints.
import { randomInt, randomUUID } from 'node:crypto';
import { formatBlck, fromBaseUnits } from '@blck/contract';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import {
  ACCOUNT_KINDS,
  type CounterChange,
  type LedgerAccount,
  type LedgerRepository,
  type LedgerTransfer,
} from './ledger.repository';

/** The outside world is N accounts, so deposits and withdrawals do not all queue on one row. */
export const EXTERNAL_POOL_SIZE = 16;
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
    unprocessable(
      `Not enough funds: ${formatBlck(fromBaseUnits(availableOf(account)))} is available, ${formatBlck(fromBaseUnits(amount))} was asked.`,
      'INSUFFICIENT_FUNDS',
    );

  /** Locks both accounts and refuses an overdraft before any counter moves. */
  const lockPair = async (tx: Queryable, debit: string, credit: string, amount: bigint) => {
    if (amount <= 0n) throw new Error('A ledger transfer moves a positive amount.');
    if (debit === credit) throw new Error('A ledger transfer needs two different accounts.');
    const accounts = await ledgerRepository.lockAccounts(tx, [debit, credit]);
    const from = accounts.get(debit);
    const to = accounts.get(credit);
    if (!from || !to) throw notFound('A ledger account of this transfer does not exist.', 'ACCOUNT_NOT_FOUND');
    return { from, to };
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
    if (from && to) {
      if (from.id === to.id) throw new Error('A ledger transfer needs two different accounts.');
      if (amount <= 0n) throw new Error('A ledger transfer moves a positive amount.');
      return { from, to };
    }
    const idOf = async (ref: AccountRef) =>
      typeof ref === 'string'
        ? ref
        : ledgerRepository.ensureAccount(tx, { ...ref, id: randomUUID(), now: clock.now() });
    return lockPair(tx, await idOf(debit), await idOf(credit), amount);
  };

  /** Applies both sides; returns the two accounts as they are after the change. */
  const apply = async (
    tx: Queryable,
    debit: string,
    debitChange: CounterChange,
    credit: string,
    creditChange: CounterChange,
  ) => ({
    debitAfter: await ledgerRepository.applyChange(tx, debit, debitChange),
    creditAfter: await ledgerRepository.applyChange(tx, credit, creditChange),
  });

  const record = async (
    tx: Queryable,
    transfer: Omit<LedgerTransfer, 'id' | 'createdAt'>,
    at: Date = clock.now(),
  ): Promise<LedgerTransfer> => {
    const full: LedgerTransfer = { ...transfer, id: randomUUID(), createdAt: at };
    await ledgerRepository.insertTransfer(tx, full);
    return full;
  };

  /** Posts or voids a pending transfer; the unique index lets exactly one of concurrent callers win. */
  const resolve = async (
    tx: Queryable,
    pendingId: string,
    kind: 'post_pending' | 'void_pending',
    adminId: string | null,
  ) => {
    const pending = await ledgerRepository.findTransfer(tx, pendingId);
    if (!pending || pending.kind !== 'pending')
      throw notFound('There is no reservation with this id.', 'PENDING_NOT_FOUND');
    let resolution: LedgerTransfer;
    try {
      resolution = await record(tx, {
        debitAccount: pending.debitAccount,
        creditAccount: pending.creditAccount,
        amount: pending.amount,
        kind,
        pendingId,
        availableFrom: null,
        idempotencyKey: null,
        adminId,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'ledger_transfers_resolved_once')) {
        throw conflict('These funds were already released or returned.', 'ALREADY_RESOLVED');
      }
      throw error;
    }
    await lockPair(tx, pending.debitAccount, pending.creditAccount, pending.amount);
    const posted = kind === 'post_pending';
    await apply(
      tx,
      pending.debitAccount,
      { debits_pending: -pending.amount, ...(posted ? { debits_posted: pending.amount } : {}) },
      pending.creditAccount,
      { credits_pending: -pending.amount, ...(posted ? { credits_posted: pending.amount } : {}) },
    );
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

    findAccount: (q: Queryable, kind: string, owner: string) => ledgerRepository.findAccount(q, kind, owner),

    /** Moves posted money now; returns the transfer and both accounts as they are after it. */
    transfer: async (
      tx: Queryable,
      request: TransferRequest,
    ): Promise<LedgerTransfer & { after: { debit: LedgerAccount; credit: LedgerAccount } }> => {
      const { from, to } = await lockRefs(tx, request.debit, request.credit, request.amount);
      if (from.noOverdraft && availableOf(from) < request.amount) throw insufficient(from, request.amount);
      const transfer: LedgerTransfer = {
        id: randomUUID(),
        debitAccount: from.id,
        creditAccount: to.id,
        amount: request.amount,
        kind: 'posted',
        pendingId: null,
        availableFrom: null,
        idempotencyKey: request.idempotencyKey ?? null,
        adminId: request.adminId,
        createdAt: request.at ?? clock.now(),
      };
      const after = await ledgerRepository.applyTransfer(
        tx,
        { debits_posted: request.amount },
        { credits_posted: request.amount },
        transfer,
      );
      return { ...transfer, after };
    },

    /** Reserves money: it leaves the available balance now and moves when posted, or comes back when voided. */
    reserve: async (
      tx: Queryable,
      request: TransferRequest & { availableFrom: Date | null },
    ): Promise<LedgerTransfer> => {
      const { from, to } = await lockRefs(tx, request.debit, request.credit, request.amount);
      if (from.noOverdraft && availableOf(from) < request.amount) throw insufficient(from, request.amount);
      const transfer: LedgerTransfer = {
        id: randomUUID(),
        debitAccount: from.id,
        creditAccount: to.id,
        amount: request.amount,
        kind: 'pending',
        pendingId: null,
        availableFrom: request.availableFrom,
        idempotencyKey: request.idempotencyKey ?? null,
        adminId: request.adminId,
        createdAt: request.at ?? clock.now(),
      };
      await ledgerRepository.applyTransfer(
        tx,
        { debits_pending: request.amount },
        { credits_pending: request.amount },
        transfer,
      );
      return transfer;
    },

    post: (tx: Queryable, pendingId: string, adminId: string | null) => resolve(tx, pendingId, 'post_pending', adminId),
    void: (tx: Queryable, pendingId: string, adminId: string | null) => resolve(tx, pendingId, 'void_pending', adminId),

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
