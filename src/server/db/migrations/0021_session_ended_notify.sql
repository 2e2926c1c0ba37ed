-- A session that ends (sign-out, a password change ending the others, revocation, the account deleted
-- with its sessions) tells every server process at commit, on the live notifications' channel, so each
-- ends that session's open streams at once (realtime/bus.ts). The session's id, never its token.
CREATE OR REPLACE FUNCTION liftoff_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('liftoff_notifications', json_build_object('sessionEnded', OLD.id, 'userId', OLD.user_id)::text);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION liftoff_session_ended();
