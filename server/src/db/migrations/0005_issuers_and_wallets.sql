-- Issuers with their custom tokens, official wallets per currency, and the deposit history of issuer wallets.

CREATE TABLE issuers (
  id uuid PRIMARY KEY,
  issuer_type text NOT NULL CONSTRAINT issuers_type CHECK (issuer_type IN ('individual', 'company')),
  email text NOT NULL,
  company_name text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  payment_type text NOT NULL CONSTRAINT issuers_payment_type CHECK (payment_type IN ('fiat', 'crypto')),
  wallet text,
  kyc_completed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX issuers_email_key ON issuers (lower(email));
CREATE UNIQUE INDEX issuers_wallet_key ON issuers (lower(wallet));
CREATE INDEX issuers_created_at_idx ON issuers (created_at, id);
CREATE INDEX issuers_email_sort_idx ON issuers (lower(email), id);
CREATE INDEX issuers_company_sort_idx ON issuers (lower(company_name), id);
CREATE INDEX issuers_last_name_sort_idx ON issuers (lower(last_name), id);
CREATE INDEX issuers_search_trgm_idx ON issuers
  USING gin ((lower(email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(company_name, '') || ' ' || coalesce(wallet, ''))) gin_trgm_ops)
  WITH (fastupdate = off);

CREATE TABLE custom_tokens (
  issuer_id uuid PRIMARY KEY REFERENCES issuers (id),
  title text NOT NULL,
  prefix text NOT NULL,
  wallet_address text NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX custom_tokens_prefix_key ON custom_tokens (prefix);

CREATE TABLE official_wallets (
  currency text PRIMARY KEY,
  is_active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL
);
INSERT INTO official_wallets (currency, is_active, updated_at)
SELECT code, true, now() FROM unnest(ARRAY['BLCK', 'USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'ETH', 'USDC']) AS code;

CREATE TABLE deposits (
  id uuid PRIMARY KEY,
  transfer_id uuid NOT NULL REFERENCES ledger_transfers (id),
  issuer_id uuid NOT NULL REFERENCES issuers (id),
  wallet_address text NOT NULL,
  issuer_name text NOT NULL,
  issuer_email text NOT NULL,
  amount numeric(78, 0) NOT NULL CONSTRAINT deposits_amount_positive CHECK (amount > 0),
  balance_after numeric(78, 0) NOT NULL,
  admin_id uuid,
  admin_email text,
  created_at timestamptz NOT NULL
);
CREATE INDEX deposits_created_at_idx ON deposits (created_at, id);
CREATE INDEX deposits_amount_idx ON deposits (amount, id);
CREATE INDEX deposits_issuer_idx ON deposits (issuer_id, created_at);
CREATE INDEX deposits_search_trgm_idx ON deposits
  USING gin ((lower(wallet_address || ' ' || issuer_name || ' ' || issuer_email)) gin_trgm_ops)
  WITH (fastupdate = off);
