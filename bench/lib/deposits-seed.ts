// Fills the deposit history (and the ledger transfers behind it) with many rows generated inside the database.
import type { Db } from '../../server/src/db/client';
import { createWalletsRepository } from '../../server/src/modules/wallets/wallets.repository';
import { insertRows } from './insert-rows';
import type { DepositAccounts } from './ledger-seed';
import { note } from './print';
import type { SeededIssuer } from './issuers-seed';
import { timeMs } from './stats';

/** Secondary indexes of these tables are dropped for the load and built again after it (much faster). */
const TABLES = ['deposits', 'ledger_transfers'];
/** Issuers numbered 0 … n−1 with what a deposit records of them; dropped after the load. */
const ISSUER_TABLE = 'bench_seed_issuers';

export interface DepositSeed {
  count: number;
  /** Rows per INSERT … SELECT statement. */
  batch: number;
  /** The issuers (their wallets have accounts in `accounts`); deposits are spread evenly over them. */
  issuers: readonly SeededIssuer[];
  accounts: DepositAccounts;
  /** The deposits are spread evenly over [from, to), in row order (as a live table fills up). */
  from: Date;
  to: Date;
  admin: { id: string; email: string };
}

/** A number in [0, 1) derived from the row number and a salt, the same on every run and on both databases. */
const uniform = (salt: number) => `((hashint4extended(g, ${salt}) & 1048575) / 1048576.0)`;

/**
 * One statement per batch: generates the rows, appends the transfers (external pool → issuer wallet),
 * moves the account counters, and inserts the deposits with the wallet's balance after each.
 */
const BATCH_SQL = `
WITH r AS MATERIALIZED (
  SELECT s.*, a.credits_posted + sum(s.amount) OVER (PARTITION BY s.account ORDER BY s.g) AS balance_after
  FROM (
    SELECT g, gen_random_uuid() AS deposit_id, gen_random_uuid() AS transfer_id, i.issuer_id, i.wallet, i.name,
      i.email, i.account, ($3::uuid[])[1 + (hashint4extended(g, 3) & 2147483647) % cardinality($3::uuid[])] AS external,
      -- 10 to 100,000 $BLCK, evenly spread on a log scale, in cents; 18 decimals of base units.
      round((10 ^ (1 + 4 * ${uniform(4)}))::numeric, 2) * 1000000000000000000 AS amount,
      $4::timestamptz + (g + ${uniform(5)}) * $5::float8 * interval '1 millisecond' AS created_at
    FROM generate_series($1::int, $2::int - 1) AS g
    JOIN ${ISSUER_TABLE} i ON i.n = (hashint4extended(g, 1) & 2147483647) % $6::int
  ) s
  JOIN ledger_accounts a ON a.id = s.account
),
transfers AS (
  INSERT INTO ledger_transfers (id, journal_id, code, debit_account, credit_account, amount, kind, admin_id, created_at)
  SELECT transfer_id, transfer_id, 'deposit', external, account, amount, 'posted', $7::uuid, created_at FROM r
),
credits AS (
  UPDATE ledger_accounts a SET credits_posted = a.credits_posted + t.total, version = a.version + t.n
  FROM (SELECT account, sum(amount) AS total, count(*) AS n FROM r GROUP BY account) t WHERE a.id = t.account
),
debits AS (
  UPDATE ledger_accounts a SET debits_posted = a.debits_posted + t.total, version = a.version + t.n
  FROM (SELECT external, sum(amount) AS total, count(*) AS n FROM r GROUP BY external) t WHERE a.id = t.external
)
INSERT INTO deposits (id, transfer_id, issuer_id, wallet_address, issuer_name, issuer_email, amount, balance_after,
  admin_id, admin_email, created_at)
SELECT deposit_id, transfer_id, issuer_id, wallet, name, email, amount, balance_after, $7::uuid, $8, created_at FROM r`;

/**
 * Inserts `count` deposits in batches (each its own transaction), with the secondary indexes of deposits and
 * ledger_transfers dropped meanwhile and built again at the end, exactly as the migrations define them.
 * Deposits record the issuer as the deposit call does (findWalletOwner).
 */
export const seedDeposits = async (db: Db, seed: DepositSeed): Promise<void> => {
  const walletsRepository = createWalletsRepository();
  const owners = [];
  for (const issuer of seed.issuers) {
    const owner = await walletsRepository.findWalletOwner(db, issuer.wallet);
    const account = seed.accounts.wallets.get(issuer.wallet.toLowerCase());
    if (!owner || !account) throw new Error(`Issuer ${issuer.email} has no wallet owner or account`);
    owners.push(owner);
  }
  await db.query(
    `CREATE TABLE ${ISSUER_TABLE} (n int PRIMARY KEY, issuer_id uuid, wallet text, name text, email text, account uuid)`,
  );
  await insertRows(
    db,
    ISSUER_TABLE,
    ['n', 'issuer_id', 'wallet', 'name', 'email', 'account'],
    owners.map((owner, n) => [
      n,
      owner.issuerId,
      owner.wallet,
      owner.issuerName,
      owner.email,
      seed.accounts.wallets.get(owner.wallet.toLowerCase()),
    ]),
  );

  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = ANY ($1::text[])
       AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    [TABLES],
  );
  for (const { indexname } of indexes) await db.query(`DROP INDEX ${indexname}`);

  const stepMs = (seed.to.getTime() - seed.from.getTime()) / seed.count;
  const insertMs = await timeMs(async () => {
    for (let start = 0; start < seed.count; start += seed.batch) {
      const end = Math.min(seed.count, start + seed.batch);
      await db.transaction(async (tx) => {
        // No foreign-key triggers (half the load time): every reference is to a row this seed just made.
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(BATCH_SQL, [
          start,
          end,
          seed.accounts.external,
          seed.from,
          stepMs,
          owners.length,
          seed.admin.id,
          seed.admin.email,
        ]);
      });
    }
  });
  const indexMs = await timeMs(() =>
    db.transaction(async (tx) => {
      await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
      for (const { indexdef } of indexes) await tx.query(indexdef);
    }),
  );
  // The replica role also skipped the triggers that count deposits (and their amounts) per day and total the ledger's
  // counters per account kind: count them again, as they would have.
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM deposit_day_counts');
    await tx.query(
      `INSERT INTO deposit_day_counts (day, shard, deposits, amount)
       SELECT (created_at AT TIME ZONE 'UTC')::date, 0, count(*), sum(amount) FROM deposits GROUP BY 1`,
    );
    await tx.query('SELECT recount_ledger_kind_totals()');
  });
  await db.query(`DROP TABLE ${ISSUER_TABLE}`);
  note(
    `inserted ${seed.count} deposits and their transfers in ${(insertMs / 1000).toFixed(1)} s, ` +
      `built ${indexes.length} indexes (${indexes.map((index) => index.indexname).join(', ')}) ` +
      `in ${(indexMs / 1000).toFixed(1)} s`,
  );
};
