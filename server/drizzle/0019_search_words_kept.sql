-- The words the typo fallback corrects to (table search_words, migration 0018), kept by PostgreSQL: triggers on
-- products and categories count each distinct word of a live product's name or a category's name, so a renamed,
-- added, deleted or restored product changes the table in the same transaction. Functions and triggers are SQL
-- that drizzle-kit cannot derive from schema.ts, so this is a custom migration (`drizzle-kit generate --custom`).
-- A name's words as search corrects to them: lower-cased, split on anything but letters and digits, longer than
-- two characters, each once.
CREATE OR REPLACE FUNCTION search_words_of(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w WHERE length(w) > 2
$$;
--> statement-breakpoint
-- One name gone (old_name) and one come (new_name), either null: each word counted once less for the old name and
-- once more for the new, in one statement that takes the words' row locks in the words' order (so two writers
-- cannot deadlock on them); a word no name holds any more is deleted.
CREATE OR REPLACE FUNCTION search_words_recount(old_name text, new_name text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, uses)
    SELECT w, sum(d)::int FROM (
      SELECT search_words_of(old_name) AS w, -1 AS d
      UNION ALL
      SELECT search_words_of(new_name), 1
    ) AS changed
    GROUP BY w HAVING sum(d) <> 0 ORDER BY w
    ON CONFLICT (word) DO UPDATE SET uses = search_words.uses + excluded.uses;
  DELETE FROM search_words WHERE uses <= 0 AND word IN (SELECT search_words_of(old_name));
$$;
--> statement-breakpoint
-- The trigger function of both tables: a row's name counts while the row is live (a product's deleted_at null; a
-- category has no deleted_at, so it always counts).
CREATE OR REPLACE FUNCTION search_words_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_name text;
  new_name text;
BEGIN
  IF TG_OP <> 'INSERT' AND to_jsonb(OLD) ->> 'deleted_at' IS NULL THEN
    old_name := OLD.name;
  END IF;
  IF TG_OP <> 'DELETE' AND to_jsonb(NEW) ->> 'deleted_at' IS NULL THEN
    new_name := NEW.name;
  END IF;
  PERFORM search_words_recount(old_name, new_name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR DELETE OR UPDATE OF name, deleted_at ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_row();
--> statement-breakpoint
CREATE TRIGGER categories_search_words AFTER INSERT OR DELETE OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION search_words_row();
--> statement-breakpoint
-- The names already there.
INSERT INTO search_words (word, uses)
  SELECT w, count(*)::int FROM (
    SELECT search_words_of(name) AS w FROM products WHERE deleted_at IS NULL
    UNION ALL
    SELECT search_words_of(name) FROM categories
  ) AS names
  GROUP BY w
  ON CONFLICT (word) DO NOTHING;
