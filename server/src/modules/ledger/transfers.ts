// What every ledger transfer obeys, shared by the one-call paths (ledger.service) and batches (ledger-batch): the
// shape of a request, how a new transfer or a resolution is made, and the checks and refusals of a pair of accounts.
import { randomUUID } from 'node:crypto';
import { LEDGER_ERRORS, formatBlck, fromBaseUnits } from '@blck/contract';
import { apiError } from '../../lib/http-error';
import type { LedgerAccount, LedgerTransfer, TransferCode } from './ledger-rows';

/** One business operation in the ledger: its transfers (legs) share the id and the code. */
export interface Journal {
  id: string;
  code: TransferCode;
}

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
export const specKey = (spec: Pick<AccountSpec, 'kind' | 'owner'>) => `${spec.kind}/${spec.owner}`;

/** The refusal of a debit larger than what the account can spend. */
export const insufficient = (account: LedgerAccount, amount: bigint) =>
  apiError(
    LEDGER_ERRORS.insufficientFunds,
    formatBlck(fromBaseUnits(availableOf(account))),
    formatBlck(fromBaseUnits(amount)),
  );

/** Refuses what no caller ever asks (500, not a user error): no amount, one account, two currencies. */
export const checkPair = (from: LedgerAccount, to: LedgerAccount, amount: bigint) => {
  if (amount <= 0n) throw new Error('A ledger transfer moves a positive amount.');
  if (from.id === to.id) throw new Error('A ledger transfer needs two different accounts.');
  if (from.currency !== to.currency) {
    throw new Error(`A ledger transfer stays in one currency: ${from.currency} cannot pay ${to.currency}.`);
  }
  return { from, to };
};

/** The refusal of a pending transfer already posted or voided. */
export const alreadyResolved = () => apiError(LEDGER_ERRORS.alreadyResolved);

/** A new transfer between two checked accounts, as `request` asks; alone in its own journal when it names none. */
export const newTransfer = (
  request: TransferRequest & { availableFrom?: Date | null },
  from: LedgerAccount,
  to: LedgerAccount,
  kind: 'posted' | 'pending',
  now: () => Date,
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
    createdAt: request.at ?? now(),
  };
};

/** The transfer that posts or voids a pending one; alone in its own journal when none is given. */
export const resolutionOf = (
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
