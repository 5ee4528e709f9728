-- The rest of the views through which one module reads another's tables (issue 15, after 0016): each is defined by
-- the module that owns the table, as a plain projection or a per-shard sum, so the planner inlines it and reads the
-- owner's indexes as before. server/test/architecture/table-ownership.test.ts holds every repository to them.

-- Defined by admins/: an admin as the sessions lookup (auth/) returns it, and who made a token value or a validator.
CREATE VIEW admin_accounts AS
  SELECT id, email, first_name, last_name, is_confirmed, is_active, registered_at, permissions, totp_secret, created_at
  FROM admins;

-- Defined by issuers/: the issuer behind a wallet, as wallets/ lists it, finds its owner and searches it (the same
-- column names, so a search through the view reads issuers' indexes), and the dashboard counts wallets.
CREATE VIEW issuer_wallet_owners AS
  SELECT id, wallet, email, company_name, first_name, last_name, kyc_completed_at, created_at, updated_at
  FROM issuers;

-- Defined by wallets/: whether a currency's official wallet is active (issuers/ checks it for a custom token).
CREATE VIEW official_currencies AS
  SELECT currency, is_active FROM official_wallets;

-- Defined by histories/: when each deposit was made (wallets/ shows an issuer wallet's last change), and the
-- deposits per day summed over the counters' shards (the dashboard's chart).
CREATE VIEW deposit_times AS
  SELECT issuer_id, created_at FROM deposits;
CREATE VIEW deposit_days AS
  SELECT day, sum(deposits) AS deposits, sum(amount) AS amount FROM deposit_day_counts GROUP BY day;

-- Defined by ledger/: per account kind, the posted balance and the reserved amount summed over the shards.
CREATE VIEW ledger_kind_balances AS
  SELECT kind, sum(credits_posted - debits_posted) AS balance, sum(debits_pending) AS reserved
  FROM ledger_kind_totals GROUP BY kind;

-- Defined by investors/: investors per status summed over the shards.
CREATE VIEW investor_status_counts AS
  SELECT status, sum(investors) AS investors FROM investor_counts GROUP BY status;

-- Defined by funds/: locks not yet withdrawn with what they still hold (the dashboard's upcoming unlocks).
CREATE VIEW open_locks AS
  SELECT l.id, l.investor_id, l.available_from,
    coalesce((SELECT sum(lp.amount) FROM locked_fund_payments lp
      WHERE lp.lock_id = l.id AND lp.withdrawn_at IS NULL), 0) AS amount
  FROM locked_funds l WHERE l.status = 'locked';

-- Defined by blck-value/: the token value entries (the dashboard shows the newest).
CREATE VIEW token_values AS
  SELECT id, value, created_at FROM blck_values;

-- Defined by validators/: each custom validator's state (the dashboard counts paired ones).
CREATE VIEW validator_states AS
  SELECT id, status FROM custom_validators;
