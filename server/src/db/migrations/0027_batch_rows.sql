-- The rows of a batch of money calls (issue 16, locks and withdrawals in group commit), read from the JSON array the
-- server sends: one object per row to insert or per row to change. Read with jsonb_array_elements directly, the
-- planner counts a hundred rows where a batch has one to a few dozen, and joins them to the table they change (ledger
-- accounts, payments, locks) by hashing all of it; behind a STRICT function (never inlined, so its ROWS stands) it
-- counts one and finds each row by its key, as idempotency_answers (0026) does for the answers.
CREATE FUNCTION batch_rows(p_rows jsonb) RETURNS SETOF jsonb
LANGUAGE sql STRICT IMMUTABLE ROWS 1 AS $$
  SELECT jsonb_array_elements(p_rows)
$$;
