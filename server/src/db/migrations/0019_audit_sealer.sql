-- The audit chain without a head row every audited transaction waits for (issue 16): an event is numbered from a
-- sequence and committed unsealed (prev_hash and hash null); a sealer links committed events right after, under the
-- head's lock, giving each its place in the chain (`link`). Events before this migration keep their hashes: their
-- link is their seq, as it always was.
ALTER TABLE audit_events ADD COLUMN link bigint UNIQUE;
UPDATE audit_events SET link = seq;

ALTER TABLE audit_events ALTER COLUMN prev_hash DROP NOT NULL;
ALTER TABLE audit_events ALTER COLUMN hash DROP NOT NULL;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_sealed_whole
  CHECK ((link IS NULL AND prev_hash IS NULL AND hash IS NULL) OR (link IS NOT NULL AND prev_hash IS NOT NULL AND hash IS NOT NULL));

CREATE SEQUENCE audit_events_seq OWNED BY audit_events.seq;
SELECT setval('audit_events_seq', coalesce((SELECT max(seq) FROM audit_events), 0) + 1, false);
ALTER TABLE audit_events ALTER COLUMN seq SET DEFAULT nextval('audit_events_seq');

-- What the sealer reads: the few events committed and not yet linked.
CREATE INDEX audit_events_unsealed_idx ON audit_events (seq) WHERE hash IS NULL;

-- Still append-only: the one change allowed is sealing an unsealed event, which sets its link and hashes and
-- nothing else.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND NEW.hash IS NOT NULL
     AND (to_jsonb(NEW) - 'link' - 'prev_hash' - 'hash') = (to_jsonb(OLD) - 'link' - 'prev_hash' - 'hash') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit events are append-only';
END;
$$;
