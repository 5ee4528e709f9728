-- Why money moved or a state changed (issue 14 item 5): an optional reason of 1 to 500 characters, stored on the ledger
-- transfer, the deposit, the lock (and the withdrawal that completed it) and the audit event of the same transaction.
-- The checks are NOT VALID: every existing row holds NULL, so there is nothing to scan, and new rows are checked.
ALTER TABLE ledger_transfers ADD COLUMN reason text;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_reason_length
  CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500) NOT VALID;

ALTER TABLE deposits ADD COLUMN reason text;
ALTER TABLE deposits ADD CONSTRAINT deposits_reason_length
  CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500) NOT VALID;

ALTER TABLE locked_funds ADD COLUMN reason text;
ALTER TABLE locked_funds ADD COLUMN withdrawal_reason text;
ALTER TABLE locked_funds ADD CONSTRAINT locked_funds_reason_length
  CHECK ((reason IS NULL OR char_length(reason) BETWEEN 1 AND 500)
    AND (withdrawal_reason IS NULL OR char_length(withdrawal_reason) BETWEEN 1 AND 500)) NOT VALID;

ALTER TABLE audit_events ADD COLUMN reason text;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_reason_length
  CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500) NOT VALID;
