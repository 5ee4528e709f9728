-- Investors with their payments (each payment is its own ledger account), and locked funds: payments reserved
-- for a wallet until a date (one pending ledger transfer per payment), then withdrawn.

CREATE TABLE investors (
  id uuid PRIMARY KEY,
  investor_name text NOT NULL,
  -- The investor's own registration or tax number (the contract's `investorId`).
  investor_number text NOT NULL,
  investor_address text NOT NULL,
  investor_type text NOT NULL CONSTRAINT investors_type CHECK (investor_type IN ('individual', 'company')),
  represented_by text NOT NULL DEFAULT '',
  interest_rate numeric(7, 4) NOT NULL CONSTRAINT investors_interest_rate CHECK (interest_rate BETWEEN 0 AND 100),
  reward_bonus numeric(7, 4) NOT NULL CONSTRAINT investors_reward_bonus CHECK (reward_bonus BETWEEN 0 AND 100),
  contact_email text NOT NULL,
  payment_type text NOT NULL CONSTRAINT investors_payment_type CHECK (payment_type IN ('fiat', 'crypto')),
  status text NOT NULL CONSTRAINT investors_status CHECK (status IN ('pending', 'active', 'cancelled')),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Removed investors stay for the history of their locks and the audit trail, out of every list.
  removed_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT investors_reviewed CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
-- Every list reads live investors only: each sort index is partial on the same condition.
CREATE INDEX investors_created_at_idx ON investors (created_at, id) WHERE removed_at IS NULL;
CREATE INDEX investors_name_sort_idx ON investors (lower(investor_name), id) WHERE removed_at IS NULL;
CREATE INDEX investors_email_sort_idx ON investors (lower(contact_email), id) WHERE removed_at IS NULL;
CREATE INDEX investors_status_created_idx ON investors (status, created_at, id) WHERE removed_at IS NULL;
CREATE INDEX investors_status_name_idx ON investors (status, lower(investor_name), id) WHERE removed_at IS NULL;
CREATE INDEX investors_status_email_idx ON investors (status, lower(contact_email), id) WHERE removed_at IS NULL;
-- Name and email come first, so "name email" (what the locked-funds search looks at) is a prefix of it. Not
-- partial: the planner keeps statistics of an index expression only for a whole-table index, and without them it
-- cannot tell a rare search (read this index) from a common one (walk the sort index).
CREATE INDEX investors_search_trgm_idx ON investors
  USING gin ((lower(investor_name || ' ' || contact_email || ' ' || investor_number || ' ' || represented_by)) gin_trgm_ops)
  WITH (fastupdate = off);

-- Live investors per status, kept by triggers, so a list's total without a text search is a sum of a few rows
-- instead of a count over a million. Spread over 8 shards so concurrent intakes rarely wait on the same row;
-- a shard may go below zero (a change is counted on any shard), the sum per status never does.
CREATE TABLE investor_counts (
  status text NOT NULL,
  shard smallint NOT NULL,
  investors bigint NOT NULL,
  PRIMARY KEY (status, shard)
);

CREATE FUNCTION count_inserted_investors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investor_counts AS c (status, shard, investors)
  SELECT status, floor(random() * 8)::smallint, count(*) FROM inserted WHERE removed_at IS NULL GROUP BY status
  ON CONFLICT (status, shard) DO UPDATE SET investors = c.investors + excluded.investors;
  RETURN NULL;
END;
$$;

CREATE TRIGGER investors_counted_on_insert AFTER INSERT ON investors
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_investors();

CREATE FUNCTION count_changed_investor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.removed_at IS NULL THEN
    INSERT INTO investor_counts AS c (status, shard, investors) VALUES (OLD.status, floor(random() * 8)::smallint, -1)
    ON CONFLICT (status, shard) DO UPDATE SET investors = c.investors - 1;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.removed_at IS NULL THEN
    INSERT INTO investor_counts AS c (status, shard, investors) VALUES (NEW.status, floor(random() * 8)::smallint, 1)
    ON CONFLICT (status, shard) DO UPDATE SET investors = c.investors + 1;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER investors_counted_on_change AFTER UPDATE OF status, removed_at ON investors
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.removed_at IS DISTINCT FROM NEW.removed_at)
  EXECUTE FUNCTION count_changed_investor();
CREATE TRIGGER investors_counted_on_delete AFTER DELETE ON investors
  FOR EACH ROW EXECUTE FUNCTION count_changed_investor();

-- A payment: what the investor declared at intake, its state, and a version for stale-list checks. Its money
-- is the ledger account of kind 'investor_payment' whose owner is the payment id.
CREATE TABLE investor_payments (
  id uuid PRIMARY KEY,
  investor_id uuid NOT NULL REFERENCES investors (id),
  position smallint NOT NULL,
  currency text NOT NULL,
  payment_type text NOT NULL CONSTRAINT investor_payments_payment_type CHECK (payment_type IN ('fiat', 'crypto')),
  status text NOT NULL CONSTRAINT investor_payments_status CHECK (status IN ('available', 'locked', 'withdrawn')),
  declared_amount numeric(78, 0) NOT NULL CONSTRAINT investor_payments_declared_positive CHECK (declared_amount > 0),
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX investor_payments_position_key ON investor_payments (investor_id, position);

CREATE TABLE locked_funds (
  id uuid PRIMARY KEY,
  investor_id uuid NOT NULL REFERENCES investors (id),
  wallet_address text NOT NULL,
  amount numeric(78, 0) NOT NULL CONSTRAINT locked_funds_amount_positive CHECK (amount > 0),
  -- The withdrawal date lives here (ledger transfers never change), so moving it is an audited update.
  available_from timestamptz NOT NULL,
  status text NOT NULL CONSTRAINT locked_funds_status CHECK (status IN ('locked', 'withdrawn')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  CONSTRAINT locked_funds_withdrawn CHECK ((status = 'withdrawn') = (withdrawn_at IS NOT NULL))
);
CREATE INDEX locked_funds_available_from_idx ON locked_funds (available_from, id);
CREATE INDEX locked_funds_created_at_idx ON locked_funds (created_at, id);
CREATE INDEX locked_funds_amount_idx ON locked_funds (amount, id);
CREATE INDEX locked_funds_status_idx ON locked_funds (status, available_from, id);
CREATE INDEX locked_funds_investor_idx ON locked_funds (investor_id, created_at);
CREATE INDEX locked_funds_wallet_trgm_idx ON locked_funds USING gin ((lower(wallet_address)) gin_trgm_ops)
  WITH (fastupdate = off);

-- Which payments a lock holds, each with its pending ledger transfer and the amount it reserved. A payment is
-- locked at most once: after its withdrawal it is spent.
CREATE TABLE locked_fund_payments (
  lock_id uuid NOT NULL REFERENCES locked_funds (id),
  payment_id uuid NOT NULL REFERENCES investor_payments (id),
  transfer_id uuid NOT NULL REFERENCES ledger_transfers (id),
  amount numeric(78, 0) NOT NULL CONSTRAINT locked_fund_payments_amount_positive CHECK (amount > 0),
  withdrawn_at timestamptz,
  PRIMARY KEY (lock_id, payment_id)
);
CREATE UNIQUE INDEX locked_fund_payments_payment_key ON locked_fund_payments (payment_id);
