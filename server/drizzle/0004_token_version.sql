ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A change to what a session rests on (the password, the role, being active) outdates every access token of
-- the user, whichever code path or admin's SQL makes it.
CREATE OR REPLACE FUNCTION users_bump_token_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR NEW.role IS DISTINCT FROM OLD.role
     OR NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_bump_token_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_bump_token_version();
--> statement-breakpoint
-- Every instance caches what its auth guard reads of a user (plugins/auth-guard.ts): a change to it, or the
-- user's removal, is announced on the instance bus (plugins/bus.ts, channel ft_bus, topic auth.user) at commit.
CREATE OR REPLACE FUNCTION users_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ft_bus', json_build_object('t', 'auth.user', 'p', OLD.id, 'o', 'db')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_announce_auth_change AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION users_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_auth_removal AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION users_announce_auth_change();
