-- Fiat currencies, token value entries and custom validators (SPEC §3, DESIGN §8). Prices are exact decimals
-- stored as integer units of 10^-18 (the contract's toBaseUnits), like every amount.

CREATE TABLE fiats (
  id uuid PRIMARY KEY,
  title text NOT NULL,
  label text NOT NULL,
  -- The price of one unit of this currency in $BLCK.
  value numeric(78, 0) NOT NULL CONSTRAINT fiats_value_positive CHECK (value > 0),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX fiats_label_key ON fiats (label);
CREATE INDEX fiats_title_idx ON fiats (lower(title), id);
CREATE INDEX fiats_value_idx ON fiats (value, id);
CREATE INDEX fiats_updated_at_idx ON fiats (updated_at, id);
CREATE INDEX fiats_is_active_idx ON fiats (is_active, lower(title), id);

-- The common currencies, priced at the demo's reference rates; administrators correct them.
INSERT INTO fiats (id, title, label, value, is_active, created_at, updated_at)
SELECT gen_random_uuid(), title, label, value * 1000000000000000000, true, now(), now()
FROM (VALUES
  ('US dollar', 'USD', 1.00::numeric),
  ('Euro', 'EUR', 1.08),
  ('Pound sterling', 'GBP', 1.27),
  ('Swiss franc', 'CHF', 1.13),
  ('Japanese yen', 'JPY', 0.0067),
  ('Canadian dollar', 'CAD', 0.73),
  ('Australian dollar', 'AUD', 0.66),
  ('Swedish krona', 'SEK', 0.095),
  ('Norwegian krone', 'NOK', 0.093),
  ('Danish krone', 'DKK', 0.145),
  ('Polish zloty', 'PLN', 0.25),
  ('Czech koruna', 'CZK', 0.043),
  ('Singapore dollar', 'SGD', 0.74),
  ('Hong Kong dollar', 'HKD', 0.128),
  ('New Zealand dollar', 'NZD', 0.61),
  ('Chinese yuan', 'CNY', 0.138),
  ('Indian rupee', 'INR', 0.012),
  ('Brazilian real', 'BRL', 0.2),
  ('Mexican peso', 'MXN', 0.058),
  ('South African rand', 'ZAR', 0.054),
  ('United Arab Emirates dirham', 'AED', 0.272)
) AS seed (title, label, value);

-- The newest entry is the current token value; an entry's value may be corrected, its place in time may not.
CREATE TABLE blck_values (
  id uuid PRIMARY KEY,
  value numeric(78, 0) NOT NULL CONSTRAINT blck_values_value_positive CHECK (value > 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  created_by uuid REFERENCES admins (id),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX blck_values_created_at_idx ON blck_values (created_at DESC, id DESC);

-- A custom validator is generated with a one-time pairing secret, of which only the SHA-256 digest is kept; a
-- validator node pairs with the secret once. Removed validators stay for the audit trail, out of the list.
CREATE TABLE custom_validators (
  id uuid PRIMARY KEY,
  session_hash_digest bytea NOT NULL,
  status text NOT NULL CONSTRAINT custom_validators_status CHECK (status IN ('awaiting_pairing', 'paired', 'removed')),
  node_name text,
  created_at timestamptz NOT NULL,
  created_by uuid REFERENCES admins (id),
  paired_at timestamptz,
  removed_at timestamptz,
  CONSTRAINT custom_validators_paired CHECK (status <> 'paired' OR (paired_at IS NOT NULL AND node_name IS NOT NULL)),
  CONSTRAINT custom_validators_removed CHECK ((status = 'removed') = (removed_at IS NOT NULL))
);
CREATE UNIQUE INDEX custom_validators_session_hash_key ON custom_validators (session_hash_digest);
CREATE INDEX custom_validators_listed_idx ON custom_validators (created_at DESC, id DESC) WHERE status <> 'removed';
CREATE INDEX custom_validators_paired_idx ON custom_validators (status) WHERE status = 'paired';
