// SQL of locked funds (funds/ owns locked_funds and locked_fund_payments): the lock rows (wallet, amount,
// availability date, state) and the payments each one holds; investors are read through `investor_holders`,
// the view the investors module defines.
import {
  fromBaseUnits,
  type InvestorStatus,
  type LockedFunds,
  type LockedFundsExportQuery,
  type LockedFundsFilter,
  type LockedFundsListQuery,
} from '@blck/contract';
import { prepared, type Queryable } from '../../db/client';
import { anyOf, listParam, type ListQuery } from '../../db/list-param';
import { containsPattern } from '../../db/like';
import type { Statement } from '../../db/statement';
import {
  keysetAfter,
  keysetColumns,
  keysetCursorOf,
  keysetOrderBy,
  type KeyPart,
  type KeysetCursor,
} from '../../db/keyset';

export interface NewLock {
  id: string;
  investorId: string;
  investorName: string;
  walletAddress: string;
  amount: bigint;
  availableFrom: Date;
  /** Why the admin locked the funds, when they said. */
  reason: string | null;
  now: Date;
}

/** A lock as a withdrawal checks it: whose, for which wallet, from when, in what state, holding which payments. */
export interface HeldLock {
  id: string;
  investorId: string;
  walletAddress: string;
  availableFrom: Date;
  status: LockedFunds['status'];
  paymentIds: string[];
}

export interface NewLockPayment {
  paymentId: string;
  transferId: string;
  amount: bigint;
}

/** The payment ids of lock `l`, in the investor's payment order, as a JSON array. */
const PAYMENT_IDS = `(SELECT coalesce(json_agg(lp.payment_id ORDER BY p.position), '[]'::json)
    FROM locked_fund_payments lp JOIN investor_payments p ON p.id = lp.payment_id WHERE lp.lock_id = l.id)`;

const LOCK_SELECT = `SELECT l.id, l.investor_id, i.investor_name, l.wallet_address, l.amount::text AS amount, l.available_from,
    l.status, l.created_at, l.withdrawn_at, l.reason, l.withdrawal_reason, ${PAYMENT_IDS} AS payment_ids
  FROM locked_funds l JOIN investor_holders i ON i.id = l.investor_id`;

const toLock = (row: Record<string, unknown>): LockedFunds => ({
  id: row.id as string,
  investorId: row.investor_id as string,
  investorName: row.investor_name as string,
  walletAddress: row.wallet_address as string,
  paymentIds: (typeof row.payment_ids === 'string' ? JSON.parse(row.payment_ids) : row.payment_ids) as string[],
  amount: fromBaseUnits(BigInt(row.amount as string)),
  availableFrom: new Date(row.available_from as Date).toISOString(),
  status: row.status as LockedFunds['status'],
  createdAt: new Date(row.created_at as Date).toISOString(),
  withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at as Date).toISOString() : null,
  reason: (row.reason as string | null) ?? null,
  withdrawalReason: (row.withdrawal_reason as string | null) ?? null,
});

/** Each sort field and the indexed column behind it (locked_funds_*_idx), qualified: `amount` is also selected as text. */
const SORT_COLUMNS: Record<LockedFundsListQuery['sort'], readonly string[]> = {
  availableFrom: ['l.available_from'],
  createdAt: ['l.created_at'],
  amount: ['l.amount'],
  status: ['l.status', 'l.available_from'],
};

/** The sort key of the list's order (`SORT_COLUMNS`, then the id), typed for a keyset walk. */
const SORT_KEYS: Record<LockedFundsListQuery['sort'], readonly KeyPart[]> = {
  availableFrom: [{ expression: 'l.available_from', type: 'timestamptz' }],
  createdAt: [{ expression: 'l.created_at', type: 'timestamptz' }],
  amount: [{ expression: 'l.amount', type: 'numeric' }],
  status: [
    { expression: 'l.status', type: 'text' },
    { expression: 'l.available_from', type: 'timestamptz' },
  ],
};
const sortKey = (sort: LockedFundsListQuery['sort']): KeyPart[] => [
  ...SORT_KEYS[sort],
  { expression: 'l.id', type: 'uuid' },
];

/**
 * WHERE conditions of the search (wallet, investor name or email) and the filters (state, availability days). The
 * investor side of a search runs on the investors' trigram index; the days on locked_funds_available_from_idx.
 */
const filterConditions = (filter: LockedFundsFilter & { search?: string | undefined }, params: unknown[]) => {
  const conditions: string[] = [];
  if (filter.search) {
    const pattern = `$${params.push(containsPattern(filter.search))}`;
    // Two indexed halves: the wallets locked for on their trigram index (then their locks by wallet), and the
    // investors on theirs (then their locks by investor).
    conditions.push(`l.id IN (
      SELECT id FROM locked_funds WHERE lower(wallet_address) IN (
        SELECT wallet FROM locked_fund_wallets WHERE wallet LIKE ${pattern})
      UNION ALL
      SELECT f.id FROM locked_funds f WHERE f.investor_id IN (
        SELECT id FROM investor_holders WHERE removed_at IS NULL AND search_text LIKE ${pattern}
          AND name_and_email LIKE ${pattern}))`);
  }
  if (filter.status) conditions.push(`l.status = $${params.push(filter.status)}`);
  if (filter.availableStart)
    conditions.push(`l.available_from >= ($${params.push(filter.availableStart)}::date AT TIME ZONE 'UTC')`);
  if (filter.availableEnd)
    conditions.push(`l.available_from < (($${params.push(filter.availableEnd)}::date + 1) AT TIME ZONE 'UTC')`);
  return conditions;
};

export const createLocksRepository = () => ({
  /**
   * Locks, in id order, the live investors who hold the payments, for a change of their funds; returns those there
   * are, by id.
   */
  lockHolders: async (
    q: Queryable,
    investorIds: readonly string[],
  ): Promise<Map<string, { id: string; status: InvestorStatus; investorName: string }>> => {
    const rows = await q.query<{ id: string; status: InvestorStatus; investor_name: string }>(
      prepared(`SELECT id, status, investor_name FROM investor_holders
         WHERE id = ${anyOf('$1', 'uuid')} AND removed_at IS NULL ORDER BY id FOR UPDATE`),
      [listParam([...new Set(investorIds)])],
    );
    return new Map(rows.map((row) => [row.id, { id: row.id, status: row.status, investorName: row.investor_name }]));
  },

  /** One page of locks under the search and filters, and the total. */
  list: async (q: Queryable, query: LockedFundsListQuery) => {
    const params: unknown[] = [];
    const conditions = filterConditions(query, params);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = query.order === 'desc' ? 'DESC' : 'ASC';
    const sort = [...SORT_COLUMNS[query.sort], 'l.id'].map((column) => `${column} ${order}`).join(', ');
    const [rows, [count]] = await Promise.all([
      q.query<Record<string, unknown>>(
        `${LOCK_SELECT} ${where} ORDER BY ${sort} LIMIT ${query.perPage} OFFSET ${query.page * query.perPage}`,
        params,
      ),
      q.query<{ n: number }>(`SELECT count(*)::int AS n FROM locked_funds l ${where}`, params),
    ]);
    return { lockedFunds: rows.map(toLock), total: count?.n ?? 0 };
  },

  /** The next `limit` locks of the list's order after `after` (a keyset walk), for the CSV export. */
  listAfter: async (q: Queryable, query: LockedFundsExportQuery, after: KeysetCursor | null, limit: number) => {
    const params: unknown[] = [];
    const key = sortKey(query.sort);
    const conditions = filterConditions(query, params);
    if (after) conditions.push(keysetAfter(key, after, query.order, params));
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = await q.query<Record<string, unknown>>(
      `${LOCK_SELECT.replace('SELECT ', `SELECT ${keysetColumns(key)}, `)} ${where}
       ORDER BY ${keysetOrderBy(key, query.order)} LIMIT ${limit}`,
      params,
    );
    return rows.map((row) => ({ lock: toLock(row), cursor: keysetCursorOf(row, key) }));
  },

  findById: async (q: Queryable, id: string, forUpdate = false): Promise<LockedFunds | null> => {
    const [row] = await q.query<Record<string, unknown>>(
      prepared(`${LOCK_SELECT} WHERE l.id = $1 ${forUpdate ? 'FOR UPDATE OF l' : ''}`),
      [id],
    );
    return row ? toLock(row) : null;
  },

  /**
   * Locks, in id order, the locks that hold these payments and returns what a withdrawal checks of them (their dates
   * read under the row locks, so a concurrent change of availability cannot slip in), in the round trip that reads
   * the payments.
   */
  lockOfPayments: async (q: Queryable, paymentIds: readonly string[]): Promise<HeldLock[]> =>
    (
      await q.query<{
        id: string;
        investor_id: string;
        wallet_address: string;
        available_from: Date;
        status: LockedFunds['status'];
        payment_ids: string[];
      }>(
        prepared(`SELECT l.id, l.investor_id, l.wallet_address, l.available_from, l.status,
           ARRAY(SELECT lp.payment_id::text FROM locked_fund_payments lp WHERE lp.lock_id = l.id) AS payment_ids
         FROM locked_funds l WHERE l.id = ANY (ARRAY(
           SELECT lp.lock_id FROM locked_fund_payments lp WHERE lp.payment_id = ${anyOf('$1', 'uuid')}))
         ORDER BY l.id FOR UPDATE OF l`),
        [listParam([...new Set(paymentIds)])],
      )
    ).map((row) => ({
      id: row.id,
      investorId: row.investor_id,
      walletAddress: row.wallet_address,
      availableFrom: new Date(row.available_from),
      status: row.status,
      paymentIds: row.payment_ids,
    })),

  /** The pending ledger transfers of these payments' locks, as a list another module's statement reads. */
  transfersOf: (paymentIds: readonly string[]): ListQuery => ({
    sql: `SELECT transfer_id FROM locked_fund_payments WHERE payment_id = ${anyOf('$1', 'uuid')}`,
    params: [listParam([...new Set(paymentIds)])],
  }),

  /**
   * New locks, their parts and the wallets they lock for (kept once each, for the search) as three writes to send
   * with others in one statement (`runWrites`; the parts' foreign key is checked at the statement's end). New
   * wallets go in in their order, so two batches that add the same ones wait for each other instead of deadlocking.
   */
  prepareInsertAll: (locks: ReadonlyArray<{ lock: NewLock; payments: readonly NewLockPayment[] }>): Statement[] => [
    {
      sql: `INSERT INTO locked_funds (id, investor_id, wallet_address, amount, available_from, status, created_at,
           updated_at, reason)
         SELECT (r->>'id')::uuid, (r->>'investorId')::uuid, r->>'walletAddress', (r->>'amount')::numeric,
           (r->>'availableFrom')::timestamptz, 'locked', (r->>'at')::timestamptz, (r->>'at')::timestamptz, r->>'reason'
         FROM batch_rows($1::jsonb) r`,
      params: [
        JSON.stringify(
          locks.map(({ lock }) => ({
            id: lock.id,
            investorId: lock.investorId,
            walletAddress: lock.walletAddress,
            amount: lock.amount.toString(),
            availableFrom: lock.availableFrom.toISOString(),
            at: lock.now.toISOString(),
            reason: lock.reason,
          })),
        ),
      ],
    },
    {
      sql: `INSERT INTO locked_fund_wallets (wallet)
         SELECT DISTINCT lower(address) FROM jsonb_array_elements_text($1::jsonb) AS w (address) ORDER BY 1
         ON CONFLICT (wallet) DO NOTHING`,
      params: [listParam(locks.map(({ lock }) => lock.walletAddress))],
    },
    {
      sql: `INSERT INTO locked_fund_payments (lock_id, payment_id, transfer_id, amount)
         SELECT (r->>'lockId')::uuid, (r->>'paymentId')::uuid, (r->>'transferId')::uuid, (r->>'amount')::numeric
         FROM batch_rows($1::jsonb) r`,
      params: [
        JSON.stringify(
          locks.flatMap(({ lock, payments }) =>
            payments.map((payment) => ({
              lockId: lock.id,
              paymentId: payment.paymentId,
              transferId: payment.transferId,
              amount: payment.amount.toString(),
            })),
          ),
        ),
      ],
    },
  ],

  /** A new lock as `findById` would read it back; `payments` in the investor's payment order. */
  newLockView: (lock: NewLock, payments: readonly NewLockPayment[]): LockedFunds =>
    toLock({
      id: lock.id,
      investor_id: lock.investorId,
      investor_name: lock.investorName,
      wallet_address: lock.walletAddress,
      amount: lock.amount.toString(),
      available_from: lock.availableFrom,
      status: 'locked',
      created_at: lock.now,
      withdrawn_at: null,
      reason: lock.reason,
      withdrawal_reason: null,
      payment_ids: payments.map((payment) => payment.paymentId),
    }),

  /**
   * Withdrawals as two writes to send with others: each payment's part marked withdrawn, and each lock all of whose
   * parts now are (the caller knows which) marked withdrawn with the reason of the withdrawal that completed it. A lock
   * is found by its id alone: "not withdrawn" is its status CHECK's other value, "locked", in a form no index serves,
   * so a plan made while the statistics saw no lock open cannot read every open lock by the status index instead.
   */
  prepareWithdrawAll: (
    parts: ReadonlyArray<{ paymentId: string; at: Date }>,
    completed: ReadonlyArray<{ lockId: string; at: Date; reason: string | null }>,
  ): Statement[] => [
    {
      sql: `UPDATE locked_fund_payments lp SET withdrawn_at = (r->>'at')::timestamptz
         FROM batch_rows($1::jsonb) r WHERE lp.payment_id = (r->>'paymentId')::uuid AND lp.withdrawn_at IS NULL`,
      params: [JSON.stringify(parts.map(({ paymentId, at }) => ({ paymentId, at: at.toISOString() })))],
    },
    ...(completed.length === 0
      ? []
      : [
          {
            sql: `UPDATE locked_funds l SET status = 'withdrawn', withdrawn_at = (r->>'at')::timestamptz,
               updated_at = (r->>'at')::timestamptz, withdrawal_reason = r->>'reason'
             FROM batch_rows($1::jsonb) r WHERE l.id = (r->>'lockId')::uuid AND l.status <> 'withdrawn'`,
            params: [
              JSON.stringify(completed.map(({ lockId, at, reason }) => ({ lockId, at: at.toISOString(), reason }))),
            ],
          },
        ]),
  ],

  setAvailableFrom: async (q: Queryable, id: string, availableFrom: Date, now: Date) => {
    await q.query('UPDATE locked_funds SET available_from = $2, updated_at = $3 WHERE id = $1', [
      id,
      availableFrom,
      now,
    ]);
  },
});

export type LocksRepository = ReturnType<typeof createLocksRepository>;
