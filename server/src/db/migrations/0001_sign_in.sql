-- Administrators, sign-in sessions, one-time codes and tokens, lockouts, rate limits, captcha nonces,
-- server secrets and the hash-chained audit trail.

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admins (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  is_confirmed boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT false,
  registered_at timestamptz,
  permissions text[] NOT NULL DEFAULT '{}',
  totp_secret text,
  totp_pending_secret text,
  totp_last_step bigint,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX admins_email_key ON admins (lower(email));
CREATE INDEX admins_created_at_idx ON admins (created_at, id);

CREATE TABLE signin_attempts (
  id_hash text PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  two_fa boolean NOT NULL,
  code_hash text,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX signin_attempts_expires_idx ON signin_attempts (expires_at);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  binding_hash text NOT NULL,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_admin_idx ON sessions (admin_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE signin_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  lock_level integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);

CREATE TABLE password_resets (
  id uuid PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX password_resets_admin_idx ON password_resets (admin_id, created_at DESC);

CREATE TABLE registration_tokens (
  token_hash text PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX registration_tokens_admin_idx ON registration_tokens (admin_id);

CREATE TABLE captcha_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_nonces_expires_idx ON captcha_nonces (expires_at);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

CREATE TABLE audit_events (
  seq bigint PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  occurred_at timestamptz NOT NULL,
  actor_id uuid,
  actor_email text,
  action text NOT NULL,
  resource text NOT NULL,
  resource_id text,
  before jsonb,
  after jsonb,
  request_id text,
  ip text,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_events_occurred_idx ON audit_events (occurred_at, seq);
CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, seq);
CREATE INDEX audit_events_resource_idx ON audit_events (resource, resource_id, seq);

CREATE TABLE audit_head (
  id integer PRIMARY KEY CHECK (id = 1),
  seq bigint NOT NULL,
  hash text NOT NULL
);
INSERT INTO audit_head (id, seq, hash) VALUES (1, 0, repeat('0', 64));

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are append-only';
END;
$$;
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
