-- Four eyes (issue 17): approval policies as data, and proposals that wait for a second administrator instead of
-- being applied. A proposal keeps the exact request, what it expected to find, and its decision.

CREATE TABLE approval_policies (
  action text PRIMARY KEY,
  enabled boolean NOT NULL,
  -- Money actions: the amount above which a move waits, in a currency without its own threshold (decimal text).
  default_threshold text,
  -- Money actions: { "<currency code>": "<decimal text>" }.
  thresholds jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz,
  updated_by uuid REFERENCES admins (id)
);

INSERT INTO approval_policies (action, enabled, default_threshold) VALUES
  ('investorFunds', true, '100000'),
  ('lockFunds', true, '100000'),
  ('withdrawFunds', true, '100000'),
  ('issuerDeposit', true, '100000'),
  ('adminPermissions', true, NULL),
  ('adminActivation', true, NULL),
  ('admin2faReset', true, NULL),
  ('officialWalletStatus', true, NULL),
  ('blckValue', true, NULL),
  ('fiatValue', true, NULL),
  ('approvalPolicies', true, NULL);

CREATE TABLE proposals (
  id uuid PRIMARY KEY,
  action text NOT NULL REFERENCES approval_policies (action),
  operation_id text NOT NULL,
  params jsonb NOT NULL,
  body jsonb NOT NULL,
  -- What applying it expects to find (balances, versions, states); approval refuses when it differs.
  expected jsonb NOT NULL,
  summary text NOT NULL,
  changes jsonb NOT NULL,
  target_resource text,
  target_id text,
  reason text,
  permission text NOT NULL,
  maker_id uuid NOT NULL REFERENCES admins (id),
  idempotency_key text,
  fingerprint text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CONSTRAINT proposals_status CHECK (status IN ('pending', 'applied', 'rejected', 'withdrawn', 'expired')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_by uuid REFERENCES admins (id),
  decided_at timestamptz,
  comment text,
  CONSTRAINT proposals_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- A retried call with the same Idempotency-Key finds its proposal instead of making a second one.
CREATE UNIQUE INDEX proposals_idempotency_idx ON proposals (maker_id, operation_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX proposals_pending_idx ON proposals (expires_at) WHERE status = 'pending';
CREATE INDEX proposals_created_idx ON proposals (created_at DESC, id DESC);
CREATE INDEX proposals_maker_idx ON proposals (maker_id, created_at DESC);
