// Fills the investors with many rows generated inside the database: people and companies, their payments, and for
// every reviewed one the payment accounts credited through the ledger as the review does (external → payment).
import type { Db } from '../../server/src/db/client';
import { PAYMENT_ACCOUNT_KIND } from '../../server/src/modules/funds/payments.repository';
import { BLCK_CURRENCY } from '@blck/contract';
import { insertRows } from './insert-rows';
import { emailPart, FIRST_NAMES, LAST_NAMES, RARE_FRAGMENT, RARE_LAST_NAME } from './people';
import { note } from './print';
import { timeMs } from './stats';

/** Secondary indexes of these tables are dropped for the load and built again after it (much faster). */
const TABLES = ['investors', 'investor_payments', 'ledger_transfers'];
/** First and last names with their email parts, numbered from 1; dropped after the load. */
const NAMES_TABLE = 'bench_seed_names';

const COMPANY_SUFFIXES = ['Holdings', 'Capital', 'Partners', 'Ventures', 'Trust', 'Fund', 'Group', 'Family Office'];
const COMPANY_MAILBOXES = ['finance', 'treasury', 'investments', 'ir'];
const DOMAINS = ['example.com', 'example.org', 'mail.test', 'northwind.test', 'contoso.test', 'fabrikam.test'];
const COUNTRIES = ['DE', 'US', 'GB', 'FR', 'JP', 'CH', 'NL', 'SG', 'AE', 'CA'];
const CITIES = ['Berlin', 'Boston', 'London', 'Lyon', 'Osaka', 'Zurich', 'Rotterdam', 'Singapore', 'Dubai', 'Toronto'];
/** Fiat payments are in the first four, crypto ones in the last two: currencies with an official wallet. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'ETH', 'USDC'];
const COMPANY_SHARE = 0.4;
const CRYPTO_SHARE = 0.25;
/** Every RARE_EVERY-th investor bears RARE_LAST_NAME (in its name and email), and no other. */
const RARE_EVERY = 2000;
/** 2^31 − 1, a prime: g ↦ g · 48271 mod it is one-to-one, so every investor number is different. */
const NUMBER_MODULUS = 2_147_483_647;

export const INVESTOR_SEED = {
  /** Found in the name and email of `rareCount` investors only. */
  rareFragment: RARE_FRAGMENT,
  rareCount: (count: number) => Math.floor(count / RARE_EVERY),
  /** Contained in many surnames (Johnson, Wilson, Anderson…) and a few first names (Madison, Jason…). */
  commonFragment: 'son',
  /** The last surname of the list: the skewed pick gives it to about one investor in two hundred. */
  uncommonFragment: LAST_NAMES[LAST_NAMES.length - 1]!.toLowerCase(),
  /** The registration number of the investor seeded `n`-th (0-based): no other investor's text contains it. */
  numberOf: (n: number) =>
    `${COUNTRIES[n % COUNTRIES.length]}-${String((BigInt(n) * 48271n + 11n) % BigInt(NUMBER_MODULUS)).padStart(10, '0')}`,
} as const;

export interface InvestorSeed {
  count: number;
  /** Investors per INSERT … SELECT statement. */
  batch: number;
  /** Shares of pending (not reviewed, no ledger account) and cancelled investors; the rest are active. */
  pendingShare: number;
  cancelledShare: number;
  /** The external pool of $BLCK the reviews credited the payments from. */
  external: readonly string[];
  /** The investors are created evenly over [from, to), in row order; reviewed 1 to 14 days later (not after `to`). */
  from: Date;
  to: Date;
  /** The reviewing administrator, recorded on the credit transfers. */
  admin: { id: string };
}

/** A number in [0, 1) derived from `key` and a salt, the same on every run and on both databases. */
const uniform = (key: string, salt: number) => `((hashint4extended(${key}, ${salt}) & 1048575) / 1048576.0)`;
/** An index 1 … n with small ones far more likely (the skewed pick of people.ts). */
const skewed = (key: string, salt: number, n: string) => `(1 + floor(${uniform(key, salt)} ^ 1.6 * ${n})::int)`;
const pickIndex = (key: string, salt: number, n: number) =>
  `(1 + (hashint4extended(${key}, ${salt}) & 2147483647) % ${n})`;

/**
 * One statement per batch: generates the investors and their payments (1 to 3 each), then for the reviewed ones
 * a payment account holding the declared amount and the posted transfer that credited it, and the external pool's
 * debits. Parameters: $1 start, $2 end, $3 external pool, $4 from, $5 ms per investor, $6 to, $7 admin,
 * $8 pending share, $9 cancelled share, $10 first names, $11 last names (non-rare).
 */
const BATCH_SQL = `
WITH person AS MATERIALIZED (
  SELECT g, gen_random_uuid() AS id,
    ${skewed('g', 1, '$10::int')} AS first_n,
    CASE WHEN g % ${RARE_EVERY} = ${RARE_EVERY - 1} THEN $11::int + 1 ELSE ${skewed('g', 2, '$11::int')} END AS last_n,
    ${skewed('g', 3, '$10::int')} AS rep_first_n, ${skewed('g', 4, '$11::int')} AS rep_last_n,
    ${uniform('g', 5)} < ${COMPANY_SHARE} AS company,
    ${uniform('g', 6)} < ${CRYPTO_SHARE} AS crypto,
    CASE WHEN ${uniform('g', 7)} < $8::float8 THEN 'pending'
         WHEN ${uniform('g', 7)} < $8::float8 + $9::float8 THEN 'cancelled' ELSE 'active' END AS status,
    $4::timestamptz + (g + ${uniform('g', 8)}) * $5::float8 * interval '1 millisecond' AS created_at,
    (1 + (hashint4extended(g, 9) & 2147483647) % 3)::int AS payments
  FROM generate_series($1::int, $2::int - 1) AS g
),
inv AS MATERIALIZED (
  SELECT p.*, f.name AS first_name, f.part AS first_part, l.name AS last_name, l.part AS last_part,
    rf.name || ' ' || rl.name AS rep_name,
    (ARRAY['${COMPANY_SUFFIXES.join("','")}'])[${pickIndex('g', 10, COMPANY_SUFFIXES.length)}] AS suffix,
    CASE WHEN p.status = 'pending' THEN NULL
         ELSE least(p.created_at + (1 + 13 * ${uniform('g', 11)}) * interval '1 day', $6::timestamptz) END AS reviewed_at
  FROM person p
  JOIN ${NAMES_TABLE} f ON f.kind = 'first' AND f.n = p.first_n
  JOIN ${NAMES_TABLE} l ON l.kind = 'last' AND l.n = p.last_n
  JOIN ${NAMES_TABLE} rf ON rf.kind = 'first' AND rf.n = p.rep_first_n
  JOIN ${NAMES_TABLE} rl ON rl.kind = 'last' AND rl.n = p.rep_last_n
),
investors_in AS (
  INSERT INTO investors (id, investor_name, investor_number, investor_address, investor_type, represented_by,
    interest_rate, reward_bonus, contact_email, payment_type, status, reviewed_at, created_at, updated_at, version)
  SELECT id,
    CASE WHEN company THEN last_name || ' ' || suffix ELSE first_name || ' ' || last_name END,
    (ARRAY['${COUNTRIES.join("','")}'])[1 + g % ${COUNTRIES.length}] || '-' ||
      lpad(((g::bigint * 48271 + 11) % ${NUMBER_MODULUS})::text, 10, '0'),
    (1 + (hashint4extended(g, 12) & 2147483647) % 240)::text || ' Harbour Street, ' ||
      (ARRAY['${CITIES.join("','")}'])[1 + g % ${CITIES.length}],
    CASE WHEN company THEN 'company' ELSE 'individual' END,
    CASE WHEN company THEN rep_name ELSE '' END,
    round((1 + 7 * ${uniform('g', 13)})::numeric, 2), round((3 * ${uniform('g', 14)})::numeric, 2),
    CASE WHEN company
      THEN (ARRAY['${COMPANY_MAILBOXES.join("','")}'])[${pickIndex('g', 15, COMPANY_MAILBOXES.length)}] || '@' ||
        last_part || '-' || replace(lower(suffix), ' ', '') || '.test'
      ELSE (ARRAY[first_part || '.' || last_part, left(first_part, 1) || last_part, first_part || left(last_part, 1),
              first_part || '_' || last_part])[${pickIndex('g', 16, 4)}] ||
        CASE WHEN ${uniform('g', 17)} < 0.3 THEN (hashint4extended(g, 18) & 127)::text ELSE '' END || '@' ||
        (ARRAY['${DOMAINS.join("','")}'])[${pickIndex('g', 19, DOMAINS.length)}]
    END,
    CASE WHEN crypto THEN 'crypto' ELSE 'fiat' END, status, reviewed_at, created_at,
    coalesce(reviewed_at, created_at), CASE WHEN status = 'pending' THEN 1 ELSE 2 END
  FROM inv
),
pay AS MATERIALIZED (
  SELECT gen_random_uuid() AS id, i.id AS investor_id, n AS position,
    (ARRAY['${CURRENCIES.join("','")}'])[CASE WHEN i.crypto THEN 5 + (hashint4extended(i.g * 4 + n, 20) & 1)
      ELSE ${pickIndex('i.g * 4 + n', 20, 4)} END] AS currency,
    CASE WHEN i.crypto THEN 'crypto' ELSE 'fiat' END AS payment_type,
    -- 1,000 to 1,000,000 $BLCK, evenly spread on a log scale, in cents; 18 decimals of base units.
    round((10 ^ (3 + 3 * ${uniform('i.g * 4 + n', 21)}))::numeric, 2) * 1000000000000000000 AS amount,
    i.created_at, i.reviewed_at, i.reviewed_at IS NOT NULL AS reviewed,
    gen_random_uuid() AS account_id, gen_random_uuid() AS transfer_id,
    ($3::uuid[])[1 + (hashint4extended(i.g * 4 + n, 22) & 2147483647) % cardinality($3::uuid[])] AS external
  FROM inv i CROSS JOIN LATERAL generate_series(0, i.payments - 1) AS n
),
payments_in AS (
  INSERT INTO investor_payments (id, investor_id, position, currency, payment_type, status, declared_amount, version,
    created_at, updated_at)
  SELECT id, investor_id, position, currency, payment_type, 'available', amount,
    CASE WHEN reviewed THEN 1 ELSE 0 END, created_at, coalesce(reviewed_at, created_at)
  FROM pay
),
accounts_in AS (
  INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, credits_posted, version, created_at)
  SELECT account_id, '${PAYMENT_ACCOUNT_KIND}', id::text, '${BLCK_CURRENCY}', true, amount, 1, reviewed_at
  FROM pay WHERE reviewed
),
transfers_in AS (
  INSERT INTO ledger_transfers (id, journal_id, code, debit_account, credit_account, amount, kind, admin_id, created_at)
  SELECT transfer_id, transfer_id, 'payment_credit', external, account_id, amount, 'posted', $7::uuid, reviewed_at
  FROM pay WHERE reviewed
),
debits AS (
  UPDATE ledger_accounts a SET debits_posted = a.debits_posted + t.total, version = a.version + t.n
  FROM (SELECT external, sum(amount) AS total, count(*) AS n FROM pay WHERE reviewed GROUP BY external) t
  WHERE a.id = t.external
)
SELECT count(*)::int AS payments FROM pay`;

export interface SeededInvestors {
  payments: number;
}

/**
 * Inserts `count` investors in batches (each its own transaction), with the secondary indexes of investors,
 * investor_payments and ledger_transfers dropped meanwhile and built again at the end, exactly as the migrations
 * define them; then counts the live investors per status as the triggers the load skipped would have.
 */
export const seedInvestors = async (db: Db, seed: InvestorSeed): Promise<SeededInvestors> => {
  await db.query(`CREATE TABLE ${NAMES_TABLE} (kind text, n int, name text, part text, PRIMARY KEY (kind, n))`);
  await insertRows(
    db,
    NAMES_TABLE,
    ['kind', 'n', 'name', 'part'],
    [
      ...FIRST_NAMES.map((name, i) => ['first', i + 1, name, emailPart(name)]),
      ...[...LAST_NAMES, RARE_LAST_NAME].map((name, i) => ['last', i + 1, name, emailPart(name)]),
    ],
  );

  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = ANY ($1::text[])
       AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    [TABLES],
  );
  for (const { indexname } of indexes) await db.query(`DROP INDEX ${indexname}`);

  const stepMs = (seed.to.getTime() - seed.from.getTime()) / seed.count;
  let payments = 0;
  const insertMs = await timeMs(async () => {
    for (let start = 0; start < seed.count; start += seed.batch) {
      const end = Math.min(seed.count, start + seed.batch);
      await db.transaction(async (tx) => {
        // No foreign-key or counting triggers (half the load time): every reference is to a row this seed just made.
        await tx.query('SET LOCAL session_replication_role = replica');
        const [row] = await tx.query<{ payments: number }>(BATCH_SQL, [
          start,
          end,
          seed.external,
          seed.from,
          stepMs,
          seed.to,
          seed.admin.id,
          seed.pendingShare,
          seed.cancelledShare,
          FIRST_NAMES.length,
          LAST_NAMES.length,
        ]);
        payments += row?.payments ?? 0;
      });
    }
  });
  const indexMs = await timeMs(() =>
    db.transaction(async (tx) => {
      await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
      for (const { indexdef } of indexes) await tx.query(indexdef);
    }),
  );
  // The replica role also skipped the triggers that count live investors per status and per creation day, and total
  // the ledger's counters per account kind: count them, as they would have.
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM investor_counts');
    await tx.query(
      `INSERT INTO investor_counts (status, shard, investors)
       SELECT status, 0, count(*) FROM investors WHERE removed_at IS NULL GROUP BY status`,
    );
    await tx.query('DELETE FROM investor_day_counts');
    await tx.query(
      `INSERT INTO investor_day_counts (day, status, shard, investors)
       SELECT (created_at AT TIME ZONE 'UTC')::date, status, 0, count(*) FROM investors WHERE removed_at IS NULL
       GROUP BY 1, 2`,
    );
    await tx.query('SELECT recount_ledger_kind_totals()');
  });
  await db.query(`DROP TABLE ${NAMES_TABLE}`);
  note(
    `inserted ${seed.count} investors, ${payments} payments and the accounts and transfers of the reviewed ones in ` +
      `${(insertMs / 1000).toFixed(1)} s, built ${indexes.length} indexes ` +
      `(${indexes.map((index) => index.indexname).join(', ')}) in ${(indexMs / 1000).toFixed(1)} s`,
  );
  return { payments };
};
