-- The double-entry ledger of DESIGN §5: the only way a balance changes. Counters hold integer base units.

CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  owner text NOT NULL,
  currency text NOT NULL,
  debits_posted numeric(78, 0) NOT NULL DEFAULT 0,
  credits_posted numeric(78, 0) NOT NULL DEFAULT 0,
  debits_pending numeric(78, 0) NOT NULL DEFAULT 0,
  credits_pending numeric(78, 0) NOT NULL DEFAULT 0,
  no_overdraft boolean NOT NULL,
  version bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  CONSTRAINT ledger_accounts_kind_owner_key UNIQUE (kind, owner),
  CONSTRAINT ledger_accounts_counters_not_negative
    CHECK (debits_posted >= 0 AND credits_posted >= 0 AND debits_pending >= 0 AND credits_pending >= 0),
  CONSTRAINT ledger_accounts_no_overdraft CHECK (NOT no_overdraft OR debits_posted + debits_pending <= credits_posted)
);

CREATE TABLE ledger_transfers (
  id uuid PRIMARY KEY,
  debit_account uuid NOT NULL REFERENCES ledger_accounts (id),
  credit_account uuid NOT NULL REFERENCES ledger_accounts (id),
  amount numeric(78, 0) NOT NULL,
  kind text NOT NULL,
  pending_id uuid REFERENCES ledger_transfers (id),
  available_from timestamptz,
  idempotency_key text,
  admin_id uuid,
  created_at timestamptz NOT NULL,
  CONSTRAINT ledger_transfers_amount_positive CHECK (amount > 0),
  CONSTRAINT ledger_transfers_two_accounts CHECK (debit_account <> credit_account),
  CONSTRAINT ledger_transfers_kind CHECK (kind IN ('posted', 'pending', 'post_pending', 'void_pending')),
  CONSTRAINT ledger_transfers_resolution_names_pending
    CHECK ((kind IN ('post_pending', 'void_pending')) = (pending_id IS NOT NULL))
);
-- A pending transfer is posted or voided at most once, whichever comes first.
CREATE UNIQUE INDEX ledger_transfers_resolved_once ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account, created_at);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account, created_at);

CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are append-only';
END;
$$;
CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only();

CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
