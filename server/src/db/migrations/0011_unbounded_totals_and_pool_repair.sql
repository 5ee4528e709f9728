-- Counters that add up many movements cannot overflow: the ledger's account counters (the pooled `external`
-- accounts add up every deposit), the per-kind totals and the deposited amount per day become NUMERIC(1000, 0):
-- whole base units of up to 1000 digits (the widest PostgreSQL allows), so no sum can reach the limit and a
-- fractional value is never stored (the repositories read these columns as BigInt).
-- One movement is capped at MAX_AMOUNT (10^30 $BLCK) by the contract, so only these sums could ever grow past
-- NUMERIC(78,0). A database where a single deposit of 60 nines saturated a pooled account or a totals shard is
-- repaired by this migration alone: the saturated rows keep their exact values and later additions fit again.

-- The update trigger's WHEN clause names the counters, so it is dropped and recreated around the type change.
DROP TRIGGER ledger_kind_totals_on_update ON ledger_accounts;

ALTER TABLE ledger_accounts
  ALTER COLUMN debits_posted TYPE numeric(1000, 0),
  ALTER COLUMN credits_posted TYPE numeric(1000, 0),
  ALTER COLUMN debits_pending TYPE numeric(1000, 0),
  ALTER COLUMN credits_pending TYPE numeric(1000, 0);

CREATE CONSTRAINT TRIGGER ledger_kind_totals_on_update AFTER UPDATE ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.debits_posted IS DISTINCT FROM NEW.debits_posted
    OR OLD.credits_posted IS DISTINCT FROM NEW.credits_posted OR OLD.debits_pending IS DISTINCT FROM NEW.debits_pending
    OR OLD.credits_pending IS DISTINCT FROM NEW.credits_pending)
  EXECUTE FUNCTION ledger_kind_totals_follow();

ALTER TABLE ledger_kind_totals
  ALTER COLUMN debits_posted TYPE numeric(1000, 0),
  ALTER COLUMN credits_posted TYPE numeric(1000, 0),
  ALTER COLUMN debits_pending TYPE numeric(1000, 0),
  ALTER COLUMN credits_pending TYPE numeric(1000, 0);

ALTER TABLE deposit_day_counts ALTER COLUMN amount TYPE numeric(1000, 0);
