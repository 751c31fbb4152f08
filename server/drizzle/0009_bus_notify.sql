-- The instance bus (server/src/plugins/bus.ts) in the database. Functions and triggers are SQL that drizzle-kit
-- cannot derive from schema.ts, so this is a custom migration made with `drizzle-kit generate --custom`: kept in
-- step by hand with the one definition of the bus's message kinds and payloads, `busMessages` in
-- server/src/plugins/bus-messages.ts, whose `busNotice` calls bus_notify and whose `parseBusMessage` reads what
-- it sends. server/src/plugins/bus.test.ts proves they agree: it sends every kind through bus_notify, fires every
-- trigger below and reads each notification with the TypeScript parser, and finds no other function notifying.
--
-- bus_notify is the one place a message is written: `{"t": kind, "p": payload, "o": origin}` on channel ft_bus,
-- sent when the calling transaction commits. Migrations 0004 and 0005 wrote it out in each trigger's function;
-- their triggers are re-created here on bus_notify_row, with the same kinds, payloads and conditions.
CREATE OR REPLACE FUNCTION bus_notify(kind text, payload json, origin text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('ft_bus', json_build_object('t', kind, 'p', payload, 'o', origin)::text)
$$;
--> statement-breakpoint
-- The one trigger function of the bus: `EXECUTE FUNCTION bus_notify_row(kind, column)` sends `kind` with the
-- value of `column` of the row written (as it is now, or as it was for a DELETE) as the payload, when the
-- transaction commits. NOTIFY sends one message per distinct payload and transaction, however many rows.
CREATE OR REPLACE FUNCTION bus_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written json := CASE WHEN TG_OP = 'DELETE' THEN to_json(OLD) ELSE to_json(NEW) END;
BEGIN
  PERFORM bus_notify(TG_ARGV[0], written -> TG_ARGV[1], 'db');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every instance caches what its auth guard reads of a user (plugins/auth-guard.ts): a change to it (the token
-- version, the username, a revoked sign-in) or the user's removal is announced as `auth.user` with the user's id.
DROP TRIGGER IF EXISTS users_announce_auth_change ON users;
--> statement-breakpoint
CREATE TRIGGER users_announce_auth_change AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION bus_notify_row('auth.user', 'id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_announce_auth_removal ON users;
--> statement-breakpoint
CREATE TRIGGER users_announce_auth_removal AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION bus_notify_row('auth.user', 'id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS refresh_tokens_announce_revocation ON refresh_tokens;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_revocation AFTER UPDATE ON refresh_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION bus_notify_row('auth.user', 'user_id');
--> statement-breakpoint
-- The per-trigger functions of migrations 0004 and 0005, which wrote the message themselves.
DROP FUNCTION IF EXISTS users_announce_auth_change();
--> statement-breakpoint
DROP FUNCTION IF EXISTS refresh_tokens_announce_revocation();
