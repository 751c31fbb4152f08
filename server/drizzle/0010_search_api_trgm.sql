-- Trigram matching for search's typo fallback and the admin's order and customer search (pg_trgm ships with
-- PostgreSQL's contrib and with PGlite, which loads it as an extension). The products' indexes follow in the next
-- migration; these are on expressions drizzle's schema does not describe.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (("username" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);
