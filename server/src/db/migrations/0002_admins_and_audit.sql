-- Administrator list search, step-up confirmation on sessions, and audit filters.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX admins_search_trgm_idx ON admins
  USING gin ((lower(email || ' ' || first_name || ' ' || last_name)) gin_trgm_ops);
CREATE INDEX admins_email_sort_idx ON admins (lower(email), id);
CREATE INDEX admins_first_name_sort_idx ON admins (lower(first_name), id);
CREATE INDEX admins_last_name_sort_idx ON admins (lower(last_name), id);

ALTER TABLE sessions ADD COLUMN reauthenticated_at timestamptz;

CREATE INDEX audit_events_action_idx ON audit_events (action, seq);
