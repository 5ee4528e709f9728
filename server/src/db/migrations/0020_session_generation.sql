-- A number that moves on every change of a session or an admin (insert, update, delete, truncate), whatever the
-- statement and whoever wrote it: on PGlite the session check keeps what it looked up while the number stays where it
-- was (modules/auth/session-cache.ts). A sequence, so moving it locks nothing and a rollback leaves it moved (a cached
-- lookup is then dropped for nothing, never kept wrongly). Set once, so the first change already moves it.
CREATE SEQUENCE session_generation;
SELECT setval('session_generation', 1);

CREATE FUNCTION bump_session_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('session_generation');
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_generation();
CREATE TRIGGER admins_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admins
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_generation();
