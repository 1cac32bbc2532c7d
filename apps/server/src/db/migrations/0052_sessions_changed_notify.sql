-- Every instance keeps the sessions it looked up for a few seconds (platform/auth/session-cache.ts).
-- A change that may end or narrow a session tells every instance on this database to forget
-- them: a revoked or removed session, or a user's status, deletion, password, role or grants.
-- Also when the change comes from outside a server (`npm run staff -- --deactivate`).
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_sessions_changed AFTER UPDATE OF status, deleted_at, password_hash, role, grants ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
