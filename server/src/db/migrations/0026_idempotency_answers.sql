-- The answers a call stores under its claimed Idempotency-Keys, read from the JSON array the server sends (issue 16).
-- Read with jsonb_to_recordset directly, the planner counts a hundred answers where there are one to a few, and joins
-- them to idempotency_keys by hashing every key kept (two days' worth): in the deposit benchmark, storing a batch's
-- answers took as much of PostgreSQL's time as the deposits themselves. Behind a STRICT function (never inlined, so
-- its ROWS stands) the planner counts one, as most calls store, and finds each by the primary key unless the table
-- is a page or two.
CREATE FUNCTION idempotency_answers(p_answers jsonb) RETURNS TABLE (scope text, key text, response jsonb)
LANGUAGE sql STRICT STABLE ROWS 1 AS $$
  SELECT a.scope, a.key, a.response FROM jsonb_to_recordset(p_answers) AS a(scope text, key text, response jsonb)
$$;
