// Fills locked funds generated inside the database, as the lock and withdrawal calls leave them: a lock per chosen
// payment (the first payment of some active investors) for an issuer wallet, its pending transfer, and for the
// withdrawn ones the transfer that posted it, with the payment and wallet accounts' counters moved to match.
import type { Db } from '../../server/src/db/client';
import { PAYMENT_ACCOUNT_KIND } from '../../server/src/modules/funds/payments.repository';
import type { DepositAccounts } from './ledger-seed';
import { insertRows } from './insert-rows';
import { note } from './print';
import { timeMs } from './stats';

/** Wallets numbered 0 … n−1 with their account; dropped after the load. */
const WALLET_TABLE = 'bench_seed_lock_wallets';

export interface LockSeed {
  count: number;
  /** Issuer wallets (checksummed as the server stores them) the locks are spread over, by account. */
  accounts: DepositAccounts;
  /** Availability dates are spread evenly over [from, to); the locks whose date has passed are mostly withdrawn. */
  from: Date;
  to: Date;
  now: Date;
  /** Of the locks whose date has passed, this share was withdrawn. */
  withdrawnShare: number;
  admin: { id: string };
}

/** A number in [0, 1) derived from `key` and a salt, the same on every run and on both databases. */
const uniform = (key: string, salt: number) => `((hashint4extended(${key}, ${salt}) & 1048575) / 1048576.0)`;

/**
 * One statement: picks the payments (the first one of active investors whose hash falls in the sample, holding
 * money), makes each a lock with its date, pending transfer (payment → wallet), and for a withdrawn one the posting
 * transfer; moves the payment's and wallet's counters, marks the payments, inserts the locks and their parts.
 * Parameters: $1 count, $2 from, $3 ms of the date span, $4 now, $5 withdrawn share, $6 admin, $7 wallets.
 */
const SEED_SQL = `
WITH chosen AS MATERIALIZED (
  SELECT s.*, row_number() OVER (ORDER BY s.payment_id) AS n
  FROM (
    SELECT p.id AS payment_id, p.investor_id, a.id AS account,
      a.credits_posted - a.debits_posted - a.debits_pending AS amount
    FROM investor_payments p
    JOIN investors i ON i.id = p.investor_id AND i.status = 'active' AND i.removed_at IS NULL
    JOIN ledger_accounts a ON a.kind = '${PAYMENT_ACCOUNT_KIND}' AND a.owner = p.id::text
    WHERE p.position = 0 AND p.status = 'available' AND a.credits_posted - a.debits_posted - a.debits_pending > 0
    ORDER BY hashtext(p.id::text)
    LIMIT $1
  ) s
),
planned AS MATERIALIZED (
  SELECT c.*, w.account AS wallet_account, w.wallet, gen_random_uuid() AS lock_id, gen_random_uuid() AS transfer_id,
    gen_random_uuid() AS post_id,
    $2::timestamptz + ${uniform('c.n::int', 31)} * $3::float8 * interval '1 millisecond' AS available_from
  FROM chosen c JOIN ${WALLET_TABLE} w ON w.n = c.n % $7::int
),
plan AS MATERIALIZED (
  SELECT p.*,
    least(p.available_from - (1 + 60 * ${uniform('p.n::int', 32)}) * interval '1 day', $4::timestamptz - interval '1 hour')
      AS created_at,
    p.available_from <= $4::timestamptz AND ${uniform('p.n::int', 33)} < $5::float8 AS withdrawn
  FROM planned p
),
pending_in AS (
  INSERT INTO ledger_transfers (id, journal_id, code, debit_account, credit_account, amount, kind, available_from,
    admin_id, created_at)
  SELECT transfer_id, transfer_id, 'lock', account, wallet_account, amount, 'pending', available_from, $6::uuid,
    created_at FROM plan
),
posted_in AS (
  INSERT INTO ledger_transfers (id, journal_id, code, debit_account, credit_account, amount, kind, pending_id, admin_id,
    created_at)
  SELECT post_id, post_id, 'withdraw', account, wallet_account, amount, 'post_pending', transfer_id, $6::uuid,
    greatest(available_from, created_at) FROM plan WHERE withdrawn
),
payments_moved AS (
  UPDATE ledger_accounts a
  SET debits_pending = a.debits_pending + CASE WHEN p.withdrawn THEN 0 ELSE p.amount END,
      debits_posted = a.debits_posted + CASE WHEN p.withdrawn THEN p.amount ELSE 0 END,
      version = a.version + CASE WHEN p.withdrawn THEN 2 ELSE 1 END
  FROM plan p WHERE a.id = p.account
),
wallets_moved AS (
  UPDATE ledger_accounts a
  SET credits_pending = a.credits_pending + t.pending, credits_posted = a.credits_posted + t.posted,
      version = a.version + t.n
  FROM (SELECT wallet_account, coalesce(sum(amount) FILTER (WHERE NOT withdrawn), 0) AS pending,
          coalesce(sum(amount) FILTER (WHERE withdrawn), 0) AS posted, count(*) + count(*) FILTER (WHERE withdrawn) AS n
        FROM plan GROUP BY wallet_account) t
  WHERE a.id = t.wallet_account
),
marked AS (
  UPDATE investor_payments ip
  SET status = CASE WHEN p.withdrawn THEN 'withdrawn' ELSE 'locked' END, version = ip.version + 1,
      updated_at = CASE WHEN p.withdrawn THEN greatest(p.available_from, p.created_at) ELSE p.created_at END
  FROM plan p WHERE ip.id = p.payment_id
),
wallets_in AS (
  INSERT INTO locked_fund_wallets (wallet) SELECT DISTINCT lower(wallet) FROM plan ON CONFLICT (wallet) DO NOTHING
),
locks_in AS (
  INSERT INTO locked_funds (id, investor_id, wallet_address, amount, available_from, status, created_at, updated_at,
    withdrawn_at)
  SELECT lock_id, investor_id, wallet, amount, available_from, CASE WHEN withdrawn THEN 'withdrawn' ELSE 'locked' END,
    created_at, created_at, CASE WHEN withdrawn THEN greatest(available_from, created_at) END
  FROM plan
)
INSERT INTO locked_fund_payments (lock_id, payment_id, transfer_id, amount, withdrawn_at)
SELECT lock_id, payment_id, transfer_id, amount, CASE WHEN withdrawn THEN greatest(available_from, created_at) END
FROM plan`;

/**
 * Inserts up to `count` locks in one transaction (foreign keys and triggers skipped, as the other seeds do), then
 * totals the ledger's counters per kind again, as the skipped trigger would have. Returns how many were made.
 */
export const seedLocks = async (db: Db, seed: LockSeed): Promise<{ locks: number; withdrawn: number }> => {
  const wallets = [...seed.accounts.wallets.entries()];
  if (wallets.length === 0) throw new Error('No issuer wallet account to lock funds for.');
  const owners = await db.query<{ owner: string; wallet: string }>(
    `SELECT lower(wallet) AS owner, wallet FROM issuers WHERE wallet IS NOT NULL`,
  );
  const checksummed = new Map(owners.map((row) => [row.owner, row.wallet]));
  await db.query(`CREATE TABLE ${WALLET_TABLE} (n int PRIMARY KEY, account uuid, wallet text)`);
  await insertRows(
    db,
    WALLET_TABLE,
    ['n', 'account', 'wallet'],
    wallets.map(([owner, account], n) => [n, account, checksummed.get(owner) ?? owner]),
  );
  const ms = await timeMs(() =>
    db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(SEED_SQL, [
        seed.count,
        seed.from,
        seed.to.getTime() - seed.from.getTime(),
        seed.now,
        seed.withdrawnShare,
        seed.admin.id,
        wallets.length,
      ]);
      await tx.query('SELECT recount_ledger_kind_totals()');
    }),
  );
  await db.query(`DROP TABLE ${WALLET_TABLE}`);
  const [made] = await db.query<{ locks: number; withdrawn: number }>(
    `SELECT count(*)::int AS locks, count(*) FILTER (WHERE status = 'withdrawn')::int AS withdrawn FROM locked_funds`,
  );
  note(`inserted ${made!.locks} locks (${made!.withdrawn} withdrawn) in ${(ms / 1000).toFixed(1)} s`);
  return made!;
};
