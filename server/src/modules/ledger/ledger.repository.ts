// SQL of the ledger: accounts with posted and pending counters, append-only transfers, recomputation.
import { prepared, type Queryable } from '../../db/client';
import { anyOf, listParam, type ListQuery } from '../../db/list-param';
import type { Statement } from '../../db/statement';
import {
  type LedgerAccount,
  type LedgerTransfer,
  type CounterChange,
  ACCOUNT_COLUMNS,
  TRANSFER_COLUMNS,
  toAccount,
  toTransfer,
} from './ledger-rows';

export const createLedgerRepository = () => ({
  /**
   * Creates the account unless it exists; returns its id either way. Read, insert, read again: one statement
   * with a CTE would read on its own old snapshot and miss an account a concurrent transaction just created.
   */
  ensureAccount: async (
    q: Queryable,
    account: { id: string; kind: string; owner: string; currency: string; noOverdraft: boolean; now: Date },
  ): Promise<string> => {
    const find = async () =>
      (
        await q.query<{ id: string }>(prepared('SELECT id FROM ledger_accounts WHERE kind = $1 AND owner = $2'), [
          account.kind,
          account.owner,
        ])
      )[0]?.id;
    const existing = await find();
    if (existing) return existing;
    const [created] = await q.query<{ id: string }>(
      prepared(`INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (kind, owner) DO NOTHING RETURNING id`),
      [account.id, account.kind, account.owner, account.currency, account.noOverdraft, account.now],
    );
    return created?.id ?? (await find())!;
  },

  /** Locks the accounts in id order (so concurrent transfers never deadlock) and returns them by id. */
  lockAccounts: async (q: Queryable, ids: readonly string[]): Promise<Map<string, LedgerAccount>> => {
    const rows = await q.query<Record<string, unknown>>(
      prepared(
        `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = ${anyOf('$1', 'uuid')} ORDER BY id
         FOR NO KEY UPDATE`,
      ),
      [listParam([...new Set(ids)].sort())],
    );
    return new Map(rows.map((row) => [row.id as string, toAccount(row)]));
  },

  /**
   * Locks the accounts named by kind and owner, in id order, and returns those that exist by `kind/owner`:
   * finding and locking in one round trip when the accounts already exist, as they almost always do.
   */
  lockAccountsByOwner: async (
    q: Queryable,
    refs: readonly { kind: string; owner: string }[],
  ): Promise<Map<string, LedgerAccount>> => {
    const rows = await q.query<Record<string, unknown>>(
      prepared(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts
       WHERE kind = ${anyOf('$1', 'text')} AND owner = ${anyOf('$2', 'text')} ORDER BY id FOR NO KEY UPDATE`),
      [listParam([...new Set(refs.map((ref) => ref.kind))]), listParam(refs.map((ref) => ref.owner))],
    );
    // The two lists match each kind with each owner; an account named by another pair (none, as owners of different
    // kinds never look alike) is locked but not returned.
    const named = new Set(refs.map((ref) => `${ref.kind}/${ref.owner}`));
    return new Map(
      rows
        .map((row) => [`${row.kind as string}/${row.owner as string}`, toAccount(row)] as const)
        .filter(([key]) => named.has(key)),
    );
  },

  /**
   * The one write path of the ledger: moves both sides of a transfer and appends it, in one statement. The
   * accounts are already locked by the caller, so the two updates cannot deadlock. Returns both accounts as
   * they are after the change.
   */
  applyTransfer: async (
    q: Queryable,
    debitChange: CounterChange,
    creditChange: CounterChange,
    transfer: LedgerTransfer,
  ): Promise<{ debit: LedgerAccount; credit: LedgerAccount }> => {
    const params: unknown[] = [];
    const update = (accountId: string, change: CounterChange) => {
      const sets = Object.entries(change)
        .filter(([, amount]) => amount !== 0n)
        .map(([column, amount]) => `${column} = ${column} + $${params.push(amount!.toString())}::numeric`);
      return `UPDATE ledger_accounts SET ${[...sets, 'version = version + 1'].join(', ')}
        WHERE id = $${params.push(accountId)} RETURNING ${ACCOUNT_COLUMNS}`;
    };
    const debitSql = update(transfer.debitAccount, debitChange);
    const creditSql = update(transfer.creditAccount, creditChange);
    const values = [
      transfer.id,
      transfer.debitAccount,
      transfer.creditAccount,
      transfer.amount.toString(),
      transfer.kind,
      transfer.pendingId,
      transfer.availableFrom,
      transfer.idempotencyKey,
      transfer.adminId,
      transfer.createdAt,
      transfer.reason,
      transfer.journalId,
      transfer.code,
      transfer.reference,
    ].map((value) => `$${params.push(value)}`);
    const rows = await q.query<Record<string, unknown>>(
      // Of fixed text for each combination of counters a transfer kind moves (a handful), so it can be prepared.
      prepared(`WITH debit AS (${debitSql}), credit AS (${creditSql}),
       appended AS (
         INSERT INTO ledger_transfers (id, debit_account, credit_account, amount, kind, pending_id, available_from,
           idempotency_key, admin_id, created_at, reason, journal_id, code, reference)
         VALUES (${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}::numeric, ${values[4]}, ${values[5]}::uuid,
           ${values[6]}::timestamptz, ${values[7]}, ${values[8]}::uuid, ${values[9]}::timestamptz, ${values[10]}::text,
           ${values[11]}::uuid, ${values[12]}::text, ${values[13]}::text)
       )
       SELECT 'debit' AS side, * FROM debit UNION ALL SELECT 'credit' AS side, * FROM credit`),
      params,
    );
    const side = (name: string) => toAccount(rows.find((row) => row.side === name)!);
    return { debit: side('debit'), credit: side('credit') };
  },

  /**
   * The writes of a batch of transfers (locks and withdrawals in group commit): the transfers appended, and each
   * account's counters moved once by the sum of its changes, in two statements to send with others (`runWrites`).
   * The accounts are already locked by the caller; the CHECK constraints still have the last word.
   */
  prepareApplyAll: (
    transfers: readonly LedgerTransfer[],
    changes: ReadonlyMap<string, Required<CounterChange> & { count: number }>,
  ): Statement[] => [
    {
      sql: `INSERT INTO ledger_transfers (id, debit_account, credit_account, amount, kind, pending_id, available_from,
         idempotency_key, admin_id, created_at, reason, journal_id, code, reference)
       SELECT (r->>'id')::uuid, (r->>'debit')::uuid, (r->>'credit')::uuid, (r->>'amount')::numeric, r->>'kind',
         (r->>'pendingId')::uuid, (r->>'availableFrom')::timestamptz, r->>'idempotencyKey', (r->>'adminId')::uuid,
         (r->>'createdAt')::timestamptz, r->>'reason', (r->>'journalId')::uuid, r->>'code', r->>'reference'
       FROM batch_rows($1::jsonb) r`,
      params: [
        JSON.stringify(
          transfers.map((transfer) => ({
            id: transfer.id,
            debit: transfer.debitAccount,
            credit: transfer.creditAccount,
            amount: transfer.amount.toString(),
            kind: transfer.kind,
            pendingId: transfer.pendingId,
            availableFrom: transfer.availableFrom?.toISOString() ?? null,
            idempotencyKey: transfer.idempotencyKey,
            adminId: transfer.adminId,
            createdAt: transfer.createdAt.toISOString(),
            reason: transfer.reason,
            journalId: transfer.journalId,
            code: transfer.code,
            reference: transfer.reference,
          })),
        ),
      ],
    },
    {
      sql: `UPDATE ledger_accounts a SET debits_posted = a.debits_posted + (r->>'dp')::numeric,
         credits_posted = a.credits_posted + (r->>'cp')::numeric,
         debits_pending = a.debits_pending + (r->>'dn')::numeric,
         credits_pending = a.credits_pending + (r->>'cn')::numeric,
         version = a.version + (r->>'count')::int
       FROM batch_rows($1::jsonb) r WHERE a.id = (r->>'id')::uuid`,
      params: [
        JSON.stringify(
          [...changes].map(([id, change]) => ({
            id,
            dp: change.debits_posted.toString(),
            cp: change.credits_posted.toString(),
            dn: change.debits_pending.toString(),
            cn: change.credits_pending.toString(),
            count: change.count,
          })),
        ),
      ],
    },
  ],

  /**
   * Locks, in id order, both accounts of each of these transfers (pending ones about to be posted or voided) and returns
   * them by id: finding and locking in one statement.
   */
  lockAccountsOfTransfers: async (
    q: Queryable,
    transferIds: readonly string[],
  ): Promise<Map<string, LedgerAccount>> => {
    const rows = await q.query<Record<string, unknown>>(
      prepared(
        `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = ANY (ARRAY(
           SELECT unnest(ARRAY[t.debit_account, t.credit_account]) FROM ledger_transfers t
           WHERE t.id = ${anyOf('$1', 'uuid')}))
         ORDER BY id FOR NO KEY UPDATE`,
      ),
      [listParam([...new Set(transferIds)])],
    );
    return new Map(rows.map((row) => [row.id as string, toAccount(row)]));
  },

  /**
   * These transfers by id (the ids, or the list another module reads), each with whether a later one posted or voided
   * it (when it is pending).
   */
  findTransfers: async (
    q: Queryable,
    ids: readonly string[] | ListQuery,
  ): Promise<Map<string, LedgerTransfer & { resolved: boolean }>> => {
    const listed: ListQuery =
      'sql' in ids
        ? ids
        : {
            sql: 'SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb)',
            params: [listParam([...new Set(ids)])],
          };
    const rows = await q.query<Record<string, unknown>>(
      prepared(`SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers t WHERE t.id = ANY (ARRAY(${listed.sql}))`),
      [...listed.params],
    );
    return new Map(rows.map((row) => [row.id as string, { ...toTransfer(row), resolved: row.resolved as boolean }]));
  },

  /**
   * Accounts whose stored counters differ from the sums of their transfers, with both sides. Posted and
   * voided pending transfers leave the pending counters; posted ones move into the posted counters.
   */
  findMismatches: (q: Queryable) =>
    q.query<{ id: string; stored: string; computed: string }>(
      `WITH pending_open AS (
         SELECT p.* FROM ledger_transfers p
         WHERE p.kind = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)
       ),
       posted AS (
         SELECT debit_account, credit_account, amount FROM ledger_transfers WHERE kind = 'posted'
         UNION ALL
         SELECT p.debit_account, p.credit_account, p.amount
         FROM ledger_transfers r JOIN ledger_transfers p ON p.id = r.pending_id WHERE r.kind = 'post_pending'
       ),
       -- One row per account side of every movement, summed once: linear in transfers, not accounts × transfers.
       movements AS (
         SELECT debit_account AS id, amount AS dp, 0 AS cp, 0 AS dn, 0 AS cn FROM posted
         UNION ALL SELECT credit_account, 0, amount, 0, 0 FROM posted
         UNION ALL SELECT debit_account, 0, 0, amount, 0 FROM pending_open
         UNION ALL SELECT credit_account, 0, 0, 0, amount FROM pending_open
       ),
       sums AS (
         SELECT id, sum(dp) AS dp, sum(cp) AS cp, sum(dn) AS dn, sum(cn) AS cn FROM movements GROUP BY id
       )
       SELECT a.id,
         concat_ws('/', a.debits_posted, a.credits_posted, a.debits_pending, a.credits_pending) AS stored,
         concat_ws('/', COALESCE(s.dp, 0), COALESCE(s.cp, 0), COALESCE(s.dn, 0), COALESCE(s.cn, 0)) AS computed
       FROM ledger_accounts a LEFT JOIN sums s ON s.id = a.id
       WHERE (a.debits_posted, a.credits_posted, a.debits_pending, a.credits_pending)
         <> (COALESCE(s.dp, 0), COALESCE(s.cp, 0), COALESCE(s.dn, 0), COALESCE(s.cn, 0))`,
    ),

  /** Sums of every counter over all accounts: debits equal credits, posted and pending alike. */
  totals: async (q: Queryable) => {
    const [row] = await q.query<Record<string, string>>(
      `SELECT COALESCE(sum(debits_posted), 0)::text AS dp, COALESCE(sum(credits_posted), 0)::text AS cp,
              COALESCE(sum(debits_pending), 0)::text AS dn, COALESCE(sum(credits_pending), 0)::text AS cn
       FROM ledger_accounts`,
    );
    return {
      debitsPosted: BigInt(row!.dp!),
      creditsPosted: BigInt(row!.cp!),
      debitsPending: BigInt(row!.dn!),
      creditsPending: BigInt(row!.cn!),
    };
  },
});

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
