// SQL of investor payments (funds/ owns investor_payments): a payment's money is read from its ledger account
// through the ledger's `ledger_balances` view (never written here), its lock from the lock tables.
import type { PaymentStatus, PaymentType } from '@blck/contract';
import { prepared, type Queryable } from '../../db/client';
import { anyOf, listParam, type ListQuery } from '../../db/list-param';
import type { Statement } from '../../db/statement';
import { ACCOUNT_KINDS } from '../ledger/ledger-rows';

/** The ledger account kind of a payment; its owner is the payment id. */
export const PAYMENT_ACCOUNT_KIND = ACCOUNT_KINDS.investorPayment;

export interface PaymentLock {
  id: string;
  walletAddress: string;
  availableFrom: Date;
  status: 'locked' | 'withdrawn';
  /** What the lock reserved from this payment (base units). */
  amount: bigint;
  /** The pending ledger transfer of this payment's part of the lock. */
  transferId: string;
  /** When this payment's part was withdrawn. */
  withdrawnAt: Date | null;
}

export interface StoredPayment {
  id: string;
  investorId: string;
  position: number;
  currency: string;
  paymentType: PaymentType;
  status: PaymentStatus;
  /** What the investor declared at intake (base units); credited only by the review. */
  declaredAmount: bigint;
  version: number;
  createdAt: Date;
  /** Posted balance of the payment's ledger account (0 before the review). */
  balance: bigint;
  /** Reserved by a lock and not yet posted. */
  reserved: bigint;
  lock: PaymentLock | null;
}

export interface NewPayment {
  id: string;
  position: number;
  currency: string;
  paymentType: PaymentType;
  declaredAmount: bigint;
}

/**
 * A payment with its lock and the balance of its ledger account. Both are LATERAL lookups with a LIMIT, which the
 * planner cannot flatten into joins: one probe of locked_fund_payments_payment_key and of
 * ledger_accounts_kind_owner_key per payment, however the tables' statistics stand (planned without them, PGlite
 * between two auto-analyzes, a join hashed every payment account and read every lock; and a generic plan on
 * PostgreSQL read every lock part for the few payments of one investor).
 */
const PAYMENT_SELECT = `SELECT p.id, p.investor_id, p.position, p.currency, p.payment_type, p.status,
    p.declared_amount::text AS declared_amount, p.version, p.created_at,
    k.lock_id, k.lock_wallet, k.lock_available_from, k.lock_status, k.lock_amount, k.lock_transfer_id,
    k.lock_withdrawn_at, b.balance::text AS balance, b.reserved::text AS reserved
  FROM investor_payments p
  LEFT JOIN LATERAL (
    SELECT l.id AS lock_id, l.wallet_address AS lock_wallet, l.available_from AS lock_available_from,
      l.status AS lock_status, lp.amount::text AS lock_amount, lp.transfer_id AS lock_transfer_id,
      lp.withdrawn_at AS lock_withdrawn_at
    FROM locked_fund_payments lp JOIN locked_funds l ON l.id = lp.lock_id
    WHERE lp.payment_id = p.id LIMIT 1
  ) k ON true
  LEFT JOIN LATERAL (
    SELECT balance, reserved FROM ledger_balances
    WHERE kind = '${PAYMENT_ACCOUNT_KIND}' AND owner = p.id::text LIMIT 1
  ) b ON true`;

const toPayment = (row: Record<string, unknown>): StoredPayment => ({
  id: row.id as string,
  investorId: row.investor_id as string,
  position: Number(row.position),
  currency: row.currency as string,
  paymentType: row.payment_type as PaymentType,
  status: row.status as PaymentStatus,
  declaredAmount: BigInt(row.declared_amount as string),
  version: Number(row.version),
  createdAt: new Date(row.created_at as string),
  balance: row.balance === null ? 0n : BigInt(row.balance as string),
  reserved: row.reserved === null ? 0n : BigInt(row.reserved as string),
  lock: row.lock_id
    ? {
        id: row.lock_id as string,
        walletAddress: row.lock_wallet as string,
        availableFrom: new Date(row.lock_available_from as string),
        status: row.lock_status as 'locked' | 'withdrawn',
        amount: BigInt(row.lock_amount as string),
        transferId: row.lock_transfer_id as string,
        withdrawnAt: row.lock_withdrawn_at ? new Date(row.lock_withdrawn_at as string) : null,
      }
    : null,
});

const touchStatement = (ids: readonly string[], status: PaymentStatus | null, now: Date): Statement => ({
  sql: `UPDATE investor_payments SET status = coalesce($2, status), updated_at = $3, version = version + 1
       WHERE id = ${anyOf('$1', 'uuid')}`,
  params: [listParam(ids), status, now],
});

export const createPaymentsRepository = () => ({
  /**
   * The payments of these investors in their order, each with its ledger balance and lock. They arrive as one JSON
   * text rather than as rows: a page's fifty payments of eighteen columns took 2.4 ms as rows on PGlite, 1.4 as JSON
   * (decoding each field of each row is what costs there), and no more on PostgreSQL (0.90 against 0.87 ms).
   */
  paymentsOf: async (q: Queryable, investorIds: readonly string[], forUpdate = false): Promise<StoredPayment[]> => {
    if (investorIds.length === 0) return [];
    const [row] = await q.query<{ payments: string }>(
      prepared(`SELECT coalesce(json_agg(payment ORDER BY payment.investor_id, payment.position), '[]')::text AS payments
       FROM (${PAYMENT_SELECT} WHERE p.investor_id = ${anyOf('$1', 'uuid')} ORDER BY p.investor_id, p.position
         ${forUpdate ? 'FOR UPDATE OF p' : ''}) payment`),
      [listParam(investorIds)],
    );
    return (JSON.parse(row!.payments) as Record<string, unknown>[]).map(toPayment);
  },

  insertPayments: async (q: Queryable, investorId: string, payments: readonly NewPayment[], now: Date) => {
    if (payments.length === 0) return;
    await q.query(
      `INSERT INTO investor_payments (id, investor_id, position, currency, payment_type, status, declared_amount,
         created_at, updated_at)
       SELECT id, $1, position, currency, payment_type, 'available', declared_amount::numeric, $2, $2
       FROM unnest($3::uuid[], $4::smallint[], $5::text[], $6::text[], $7::text[])
         AS t (id, position, currency, payment_type, declared_amount)`,
      [
        investorId,
        now,
        payments.map((p) => p.id),
        payments.map((p) => p.position),
        payments.map((p) => p.currency),
        payments.map((p) => p.paymentType),
        payments.map((p) => p.declaredAmount.toString()),
      ],
    );
  },

  /** The reviewed currency and type of a payment; its version rises. */
  reviewPayment: async (
    q: Queryable,
    id: string,
    change: { currency: string; paymentType: PaymentType },
    now: Date,
  ) => {
    await q.query(
      `UPDATE investor_payments SET currency = $2, payment_type = $3, updated_at = $4, version = version + 1 WHERE id = $1`,
      [id, change.currency, change.paymentType, now],
    );
  },

  /** A change of these payments' money or state: their versions rise, and their status is set when given. */
  touchPayments: async (q: Queryable, ids: readonly string[], status: PaymentStatus | null, now: Date) => {
    if (ids.length === 0) return;
    const touch = touchStatement(ids, status, now);
    await q.query(prepared(touch.sql), touch.params);
  },

  /** The same change as a write to send with others (`runWrites`). */
  prepareTouch: touchStatement,

  /** The currencies of these payments, as a list another module's statement reads (`ListQuery`). */
  currenciesOf: (ids: readonly string[]): ListQuery => ({
    sql: `SELECT currency FROM investor_payments WHERE id = ${anyOf('$1', 'uuid')}`,
    params: [listParam([...new Set(ids)])],
  }),

  /** Changes of several payments' state, each at its own moment, as one write to send with others (a batch). */
  prepareTouchAll: (changes: ReadonlyArray<{ id: string; status: PaymentStatus; at: Date }>): Statement => ({
    sql: `UPDATE investor_payments p SET status = r->>'status', updated_at = (r->>'at')::timestamptz,
         version = p.version + 1
       FROM batch_rows($1::jsonb) r WHERE p.id = (r->>'id')::uuid`,
    params: [JSON.stringify(changes.map(({ id, status, at }) => ({ id, status, at: at.toISOString() })))],
  }),
});

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
