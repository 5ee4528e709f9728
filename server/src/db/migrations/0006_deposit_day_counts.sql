-- Deposits per UTC day, kept by a trigger, so the history's total without a text search is a sum over
-- days instead of a count over a million rows. Spread over 16 shards per day so concurrent deposits
-- rarely wait on the same counter row.
CREATE TABLE deposit_day_counts (
  day date NOT NULL,
  shard smallint NOT NULL,
  deposits bigint NOT NULL CONSTRAINT deposit_day_counts_not_negative CHECK (deposits >= 0),
  PRIMARY KEY (day, shard)
);

INSERT INTO deposit_day_counts (day, shard, deposits)
SELECT (created_at AT TIME ZONE 'UTC')::date, 0, count(*) FROM deposits GROUP BY 1;

CREATE FUNCTION count_inserted_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deposit_day_counts AS c (day, shard, deposits)
  SELECT day, floor(random() * 16)::smallint, n
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM inserted GROUP BY 1) per_day
  ON CONFLICT (day, shard) DO UPDATE SET deposits = c.deposits + excluded.deposits;
  RETURN NULL;
END;
$$;

CREATE TRIGGER deposits_counted_per_day AFTER INSERT ON deposits
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_deposits();

-- Deposits are history: they are never updated or deleted, so the counts never drift.
CREATE FUNCTION refuse_deposit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'deposits are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER deposits_append_only BEFORE UPDATE OR DELETE ON deposits
  FOR EACH ROW EXECUTE FUNCTION refuse_deposit_change();
