-- Servers keep signed-in customers' sessions in memory (platform/session-cache.ts). Whatever
-- ends a session or an account's access, whichever code or tool writes it, tells every server
-- which customer to check again: a session revoked or removed, an account disabled, enabled,
-- deleted or removed. The trigger's argument names the row's column holding the customer's id.
CREATE FUNCTION roamcart_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('roamcart_sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_sessions_changed AFTER UPDATE OR DELETE ON user_sessions FOR EACH ROW EXECUTE FUNCTION roamcart_session_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF status, deleted_at ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION roamcart_session_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_removed AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION roamcart_session_changed('id');
