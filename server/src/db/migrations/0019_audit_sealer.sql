-- The audit chain without a head row every audited transaction waits for (issue 16). An event is numbered from a
-- sequence and committed with a row in audit_unsealed (by trigger, in its transaction); a sealer links committed
-- events right after, under the head's lock: it gives each its place in the chain and its hash in audit_links and
-- takes it off audit_unsealed. audit_events itself is never updated. Events before this migration keep their hashes:
-- their link is their seq, as it always was.
CREATE SEQUENCE audit_events_seq OWNED BY audit_events.seq;
SELECT setval('audit_events_seq', coalesce((SELECT max(seq) FROM audit_events), 0) + 1, false);
ALTER TABLE audit_events ALTER COLUMN seq SET DEFAULT nextval('audit_events_seq');
-- The hashes now live in audit_links; these columns keep those of the events before, as written then.
ALTER TABLE audit_events ALTER COLUMN prev_hash DROP NOT NULL;
ALTER TABLE audit_events ALTER COLUMN hash DROP NOT NULL;

CREATE TABLE audit_links (
  seq bigint PRIMARY KEY,
  link bigint NOT NULL UNIQUE,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
INSERT INTO audit_links (seq, link, prev_hash, hash) SELECT seq, seq, prev_hash, hash FROM audit_events;

CREATE TRIGGER audit_links_no_change BEFORE UPDATE OR DELETE ON audit_links
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();

-- The events committed and not linked yet: what the sealer reads, a few rows at any moment.
CREATE TABLE audit_unsealed (seq bigint PRIMARY KEY);

CREATE FUNCTION audit_events_queue_seal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_unsealed (seq) VALUES (NEW.seq);
  RETURN NULL;
END;
$$;
CREATE TRIGGER audit_events_queued AFTER INSERT ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_queue_seal();
