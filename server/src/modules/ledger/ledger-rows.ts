// The ledger's rows as the code reads them: account and transfer shapes, the columns selected and their mapping.

/**
 * Kinds of ledger accounts; the owner of an issuer wallet's account is the lower-cased address, the owner of
 * an investor payment's account is the payment id.
 */
export const ACCOUNT_KINDS = {
  external: 'external',
  issuerWallet: 'issuer_wallet',
  investorPayment: 'investor_payment',
} as const;

export interface LedgerAccount {
  id: string;
  kind: string;
  owner: string;
  currency: string;
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
  noOverdraft: boolean;
}

export type TransferKind = 'posted' | 'pending' | 'post_pending' | 'void_pending';

/**
 * Why money moved: the business operation of a journal. Transfers written before journals existed, and the
 * ledger's own tests, carry the code of their kind (`transfer`, `reserve`, `post`, `void`).
 */
export type TransferCode =
  'deposit' | 'payment_credit' | 'payment_change' | 'lock' | 'withdraw' | 'transfer' | 'reserve' | 'post' | 'void';

export interface LedgerTransfer {
  id: string;
  debitAccount: string;
  creditAccount: string;
  amount: bigint;
  kind: TransferKind;
  pendingId: string | null;
  availableFrom: Date | null;
  idempotencyKey: string | null;
  adminId: string | null;
  /** Why the admin moved the money, when they said (issue 14). */
  reason: string | null;
  /** The business operation this transfer is a leg of: its legs share the journal id. */
  journalId: string;
  code: TransferCode;
  /** What moved: a payment, lock or deposit id, when there is one. */
  reference: string | null;
  createdAt: Date;
}

export type CounterChange = Partial<
  Record<'debits_posted' | 'credits_posted' | 'debits_pending' | 'credits_pending', bigint>
>;

export const ACCOUNT_COLUMNS = `id, kind, owner, currency, debits_posted::text, credits_posted::text, debits_pending::text,
  credits_pending::text, no_overdraft`;
export const TRANSFER_COLUMNS = `id, debit_account, credit_account, amount::text, kind, pending_id, available_from,
  idempotency_key, admin_id, reason, journal_id, code, reference, created_at,
  EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id) AS resolved`;

export const toAccount = (row: Record<string, unknown>): LedgerAccount => ({
  id: row.id as string,
  kind: row.kind as string,
  owner: row.owner as string,
  currency: row.currency as string,
  debitsPosted: BigInt(row.debits_posted as string),
  creditsPosted: BigInt(row.credits_posted as string),
  debitsPending: BigInt(row.debits_pending as string),
  creditsPending: BigInt(row.credits_pending as string),
  noOverdraft: row.no_overdraft as boolean,
});

export const toTransfer = (row: Record<string, unknown>): LedgerTransfer => ({
  id: row.id as string,
  debitAccount: row.debit_account as string,
  creditAccount: row.credit_account as string,
  amount: BigInt(row.amount as string),
  kind: row.kind as TransferKind,
  pendingId: (row.pending_id as string | null) ?? null,
  availableFrom: row.available_from ? new Date(row.available_from as Date) : null,
  idempotencyKey: (row.idempotency_key as string | null) ?? null,
  adminId: (row.admin_id as string | null) ?? null,
  reason: (row.reason as string | null) ?? null,
  journalId: row.journal_id as string,
  code: row.code as TransferCode,
  reference: (row.reference as string | null) ?? null,
  createdAt: new Date(row.created_at as Date),
});
