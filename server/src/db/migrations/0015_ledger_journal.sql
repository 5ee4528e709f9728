-- A ledger that says why (issue 15): every transfer is a leg of a journal (one business operation, its legs share
-- journal_id), carries the operation's code and, when there is one, a reference to what moved (payment, lock,
-- deposit). Earlier transfers become journals of their own, coded by their kind. Debit and credit share a currency.

ALTER TABLE ledger_transfers ADD COLUMN journal_id uuid, ADD COLUMN code text, ADD COLUMN reference text;

ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_no_change;
UPDATE ledger_transfers SET journal_id = id,
  code = CASE kind WHEN 'posted' THEN 'transfer' WHEN 'pending' THEN 'reserve' WHEN 'post_pending' THEN 'post'
    ELSE 'void' END;
ALTER TABLE ledger_transfers ENABLE TRIGGER ledger_transfers_no_change;

ALTER TABLE ledger_transfers ALTER COLUMN journal_id SET NOT NULL, ALTER COLUMN code SET NOT NULL,
  ADD CONSTRAINT ledger_transfers_code CHECK (code IN ('deposit', 'payment_credit', 'payment_change', 'lock',
    'withdraw', 'transfer', 'reserve', 'post', 'void'));
CREATE INDEX ledger_transfers_journal_idx ON ledger_transfers (journal_id);

-- A transfer written without a journal (raw seeds) is its own journal, coded by its kind, like the earlier ones.
CREATE FUNCTION ledger_transfers_checked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT currency FROM ledger_accounts WHERE id = NEW.debit_account)
      IS DISTINCT FROM (SELECT currency FROM ledger_accounts WHERE id = NEW.credit_account) THEN
    RAISE EXCEPTION 'a ledger transfer stays in one currency';
  END IF;
  NEW.journal_id := coalesce(NEW.journal_id, NEW.id);
  NEW.code := coalesce(NEW.code, CASE NEW.kind WHEN 'posted' THEN 'transfer' WHEN 'pending' THEN 'reserve'
    WHEN 'post_pending' THEN 'post' ELSE 'void' END);
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_transfers_checked BEFORE INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_checked();
