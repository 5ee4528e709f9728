-- Totals the dashboard reads instead of scanning: the amount deposited per UTC day beside the count, and the sums of
-- the ledger's counters per account kind (so "held in issuer wallets" and the investors' locked and available funds
-- are sums of a few rows, not of a million accounts).

-- Writers wait until this migration commits, so the backfills below and the triggers that take over agree exactly.
LOCK TABLE deposits IN SHARE MODE;
LOCK TABLE ledger_accounts IN SHARE MODE;

-- Deposit amounts per day, kept by the same statement trigger as the counts. The existing counts are right; the
-- amounts of the days so far are added on shard 0 (the sum over a day's shards is what is read).
ALTER TABLE deposit_day_counts ADD COLUMN amount numeric(78, 0) NOT NULL DEFAULT 0;

INSERT INTO deposit_day_counts AS c (day, shard, deposits, amount)
SELECT (created_at AT TIME ZONE 'UTC')::date, 0, 0, sum(amount) FROM deposits GROUP BY 1
ON CONFLICT (day, shard) DO UPDATE SET amount = c.amount + excluded.amount;

CREATE OR REPLACE FUNCTION count_inserted_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deposit_day_counts AS c (day, shard, deposits, amount)
  SELECT day, floor(random() * 16)::smallint, n, total
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n, sum(amount) AS total FROM inserted GROUP BY 1
  ) per_day
  ON CONFLICT (day, shard) DO UPDATE SET deposits = c.deposits + excluded.deposits, amount = c.amount + excluded.amount;
  RETURN NULL;
END;
$$;

-- The four counters of ledger_accounts summed per account kind, with the number of accounts, in 16 shards. A shard
-- may hold any share of a kind's sums; the sum over a kind's shards is the sum over its accounts, exactly.
CREATE TABLE ledger_kind_totals (
  kind text NOT NULL,
  shard smallint NOT NULL,
  accounts bigint NOT NULL DEFAULT 0,
  debits_posted numeric(78, 0) NOT NULL DEFAULT 0,
  credits_posted numeric(78, 0) NOT NULL DEFAULT 0,
  debits_pending numeric(78, 0) NOT NULL DEFAULT 0,
  credits_pending numeric(78, 0) NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, shard)
);

-- Rebuilds the totals from the accounts (the backfill below; bulk loads that bypass triggers call it afterwards).
CREATE FUNCTION recount_ledger_kind_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE ledger_accounts IN SHARE MODE;
  DELETE FROM ledger_kind_totals;
  INSERT INTO ledger_kind_totals (kind, shard, accounts, debits_posted, credits_posted, debits_pending, credits_pending)
  SELECT kind, 0, count(*), sum(debits_posted), sum(credits_posted), sum(debits_pending), sum(credits_pending)
  FROM ledger_accounts GROUP BY kind;
END;
$$;

SELECT recount_ledger_kind_totals();

-- Adds to one kind's totals in one shard (accounts created or removed, or moving kind: rare).
CREATE FUNCTION add_to_ledger_kind_totals(
  p_kind text, p_shard smallint, p_accounts bigint,
  p_debits_posted numeric, p_credits_posted numeric, p_debits_pending numeric, p_credits_pending numeric
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_kind_totals AS t (kind, shard, accounts, debits_posted, credits_posted, debits_pending, credits_pending)
  VALUES (p_kind, p_shard, p_accounts, p_debits_posted, p_credits_posted, p_debits_pending, p_credits_pending)
  ON CONFLICT (kind, shard) DO UPDATE SET
    accounts = t.accounts + excluded.accounts,
    debits_posted = t.debits_posted + excluded.debits_posted,
    credits_posted = t.credits_posted + excluded.credits_posted,
    debits_pending = t.debits_pending + excluded.debits_pending,
    credits_pending = t.credits_pending + excluded.credits_pending;
$$;

-- Runs at COMMIT (a deferred constraint trigger), once per account row changed in the transaction, and adds that
-- change to the transaction's shard (its id modulo 16: concurrent transactions have neighbouring ids, so they rarely
-- share one). Why not an immediate statement trigger: the totals rows would then stay locked from a transaction's
-- first transfer to its end, and transactions that move several kinds in different orders (a lock takes the wallet
-- and the payment in one statement, a withdrawal posts the payment then the wallet in two) could deadlock on them.
-- Deferred, they are locked only while committing, and the shard's advisory lock, taken first, makes the order of
-- the rows of one shard irrelevant: nothing else waits while it is held, so no deadlock is possible. A transfer's
-- counter changes take the inline upsert (about 30 µs of server time per account row on the benchmark machine).
CREATE FUNCTION ledger_kind_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (txid_current() % 16)::smallint;
BEGIN
  PERFORM pg_advisory_xact_lock(72451130, s);
  IF TG_OP = 'UPDATE' AND OLD.kind = NEW.kind THEN
    INSERT INTO ledger_kind_totals AS t (kind, shard, debits_posted, credits_posted, debits_pending, credits_pending)
    VALUES (NEW.kind, s, NEW.debits_posted - OLD.debits_posted, NEW.credits_posted - OLD.credits_posted,
      NEW.debits_pending - OLD.debits_pending, NEW.credits_pending - OLD.credits_pending)
    ON CONFLICT (kind, shard) DO UPDATE SET
      debits_posted = t.debits_posted + excluded.debits_posted,
      credits_posted = t.credits_posted + excluded.credits_posted,
      debits_pending = t.debits_pending + excluded.debits_pending,
      credits_pending = t.credits_pending + excluded.credits_pending;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_to_ledger_kind_totals(OLD.kind, s, -1,
      -OLD.debits_posted, -OLD.credits_posted, -OLD.debits_pending, -OLD.credits_pending);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM add_to_ledger_kind_totals(NEW.kind, s, 1,
      NEW.debits_posted, NEW.credits_posted, NEW.debits_pending, NEW.credits_pending);
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER ledger_kind_totals_on_insert AFTER INSERT ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_kind_totals_follow();
CREATE CONSTRAINT TRIGGER ledger_kind_totals_on_update AFTER UPDATE ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.debits_posted IS DISTINCT FROM NEW.debits_posted
    OR OLD.credits_posted IS DISTINCT FROM NEW.credits_posted OR OLD.debits_pending IS DISTINCT FROM NEW.debits_pending
    OR OLD.credits_pending IS DISTINCT FROM NEW.credits_pending)
  EXECUTE FUNCTION ledger_kind_totals_follow();
CREATE CONSTRAINT TRIGGER ledger_kind_totals_on_delete AFTER DELETE ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_kind_totals_follow();
