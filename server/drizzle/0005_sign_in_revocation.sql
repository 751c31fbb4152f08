ALTER TABLE "refresh_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
-- A password change no longer outdates every access token: change-password revokes the other sign-ins one by
-- one (refresh_tokens.revoked_at) and keeps the caller's, a reset bumps the version in code. The role and
-- is_active still outdate every access token of the user, however the row is written.
CREATE OR REPLACE FUNCTION users_bump_token_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role OR NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A revoked sign-in is part of what the auth guard caches of its user: announced on the bus at commit, as the
-- users triggers of migration 0004 do (NOTIFY sends one message per user and transaction, however many rows).
CREATE OR REPLACE FUNCTION refresh_tokens_announce_revocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ft_bus', json_build_object('t', 'auth.user', 'p', NEW.user_id, 'o', 'db')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_revocation AFTER UPDATE ON refresh_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION refresh_tokens_announce_revocation();
