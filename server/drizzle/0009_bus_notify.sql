-- The instance bus (server/src/plugins/bus.ts) in the database. Functions and triggers are SQL that drizzle-kit
-- cannot derive from schema.ts, so this is a custom migration made with `drizzle-kit generate --custom`: kept in
-- step by hand with the one definition of the bus's message kinds and payloads, `busMessages` in
-- server/src/plugins/bus-messages.ts, whose `busNotice` calls bus_notify and whose `parseBusMessage` reads what
-- it sends. server/src/plugins/bus.test.ts proves they agree: it sends every kind through bus_notify, fires every
-- trigger below and reads each notification with the TypeScript parser, and finds no other function notifying.
--
-- bus_notify is the one place a message is written: `{"t": kind, "p": payload, "o": origin}` on channel ft_bus,
-- sent when the calling transaction commits. Migrations 0004 and 0005 wrote it out in each trigger; their
-- triggers are re-created here to call it, with the same kinds, payloads and conditions.
CREATE OR REPLACE FUNCTION bus_notify(kind text, payload json, origin text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('ft_bus', json_build_object('t', kind, 'p', payload, 'o', origin)::text)
$$;
--> statement-breakpoint
-- Every instance caches what its auth guard reads of a user (plugins/auth-guard.ts): a change to it, or the
-- user's removal, is announced as `auth.user` with the user's id (NOTIFY sends one message per user and
-- transaction, however many rows).
CREATE OR REPLACE FUNCTION users_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bus_notify('auth.user', to_json(OLD.id), 'db');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_announce_auth_change ON users;
--> statement-breakpoint
CREATE TRIGGER users_announce_auth_change AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION users_announce_auth_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_announce_auth_removal ON users;
--> statement-breakpoint
CREATE TRIGGER users_announce_auth_removal AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION users_announce_auth_change();
--> statement-breakpoint
-- A revoked sign-in is part of what the auth guard caches of its user.
CREATE OR REPLACE FUNCTION refresh_tokens_announce_revocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bus_notify('auth.user', to_json(NEW.user_id), 'db');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS refresh_tokens_announce_revocation ON refresh_tokens;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_revocation AFTER UPDATE ON refresh_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION refresh_tokens_announce_revocation();
