-- Typos are corrected against every word a search looks in (§24.4): a live product's name (weight A), materials
-- (B), description (C) and care notes (D), and a category's name (B), as the search document weighs them. Until now
-- `search_words` (migrations 0018, 0019) held the names' words only. A word is now kept once per place it stands
-- (`weight`), so the correction can prefer, among words equally close, one that names a product. The edit distance
-- is fuzzystrmatch's `levenshtein_less_equal` (PostgreSQL's contrib; PGlite loads it as an extension).
-- Functions and triggers are SQL that drizzle-kit cannot derive from schema.ts: the table's change is generated,
-- the rest written by hand.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_words ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_search_words ON categories;
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_words_row();
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_words_recount(text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_words_of(text);
--> statement-breakpoint
-- Refilled below from the rows there.
DELETE FROM search_words;
--> statement-breakpoint
ALTER TABLE "search_words" DROP CONSTRAINT "search_words_pkey";
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "weight" char(1) NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_word_weight_pk" PRIMARY KEY("word","weight");
--> statement-breakpoint
-- A row's searched texts by weight: a category's name (B, as categories.search_vector weighs it; a category's
-- description is not searched), a product's name, materials, description and care (A to D, as products.search_vector).
CREATE OR REPLACE FUNCTION search_texts(tbl text, r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN tbl = 'categories' THEN jsonb_build_object('B', r ->> 'name')
    ELSE jsonb_build_object('A', r ->> 'name', 'B', r ->> 'materials', 'C', r ->> 'description', 'D', r ->> 'care')
  END
$$;
--> statement-breakpoint
-- Those texts' words as search corrects to them: lower-cased, split on anything but letters and digits, of 3 to 40
-- characters (a longer run is nothing a shopper types: search keeps a word's first 40), each once per weight.
CREATE OR REPLACE FUNCTION search_words_in(texts jsonb) RETURNS TABLE(word text, weight char(1))
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT x, e.key::char(1)
  FROM jsonb_each_text(texts) AS e, regexp_split_to_table(lower(e.value), '[^[:alnum:]]+') AS x
  WHERE length(x) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
-- Rows' texts gone (old_texts) and come (new_texts), null elements ignored: each word counted once less per old text
-- and once more per new one, in one statement that takes the words' row locks in their order (so two writers cannot
-- deadlock on them); a word no text holds any more is deleted.
CREATE OR REPLACE FUNCTION search_words_recount(old_texts jsonb[], new_texts jsonb[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, weight, uses)
    SELECT c.word, c.weight, sum(c.d)::int FROM (
      SELECT w.word, w.weight, -1 AS d FROM unnest(old_texts) AS o(texts), search_words_in(o.texts) AS w
      UNION ALL
      SELECT w.word, w.weight, 1 FROM unnest(new_texts) AS n(texts), search_words_in(n.texts) AS w
    ) AS c
    GROUP BY c.word, c.weight HAVING sum(c.d) <> 0 ORDER BY c.word, c.weight
    ON CONFLICT (word, weight) DO UPDATE SET uses = search_words.uses + excluded.uses;
  DELETE FROM search_words s
    USING (SELECT DISTINCT w.word, w.weight FROM unnest(old_texts) AS o(texts), search_words_in(o.texts) AS w) AS gone
    WHERE s.uses <= 0 AND s.word = gone.word AND s.weight = gone.weight;
$$;
--> statement-breakpoint
-- An edit, row by row: the row's texts count while the row is live (a product's deleted_at null; a category has no
-- deleted_at, so it always counts).
CREATE OR REPLACE FUNCTION search_words_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_texts jsonb;
  new_texts jsonb;
BEGIN
  IF to_jsonb(OLD) ->> 'deleted_at' IS NULL THEN
    old_texts := search_texts(TG_TABLE_NAME, to_jsonb(OLD));
  END IF;
  IF to_jsonb(NEW) ->> 'deleted_at' IS NULL THEN
    new_texts := search_texts(TG_TABLE_NAME, to_jsonb(NEW));
  END IF;
  PERFORM search_words_recount(ARRAY[old_texts], ARRAY[new_texts]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows added or removed, once per statement (transition table `changed`): a catalog written in bulk counts each word
-- once per statement, not once per row. Row by row, every row's count wrote a new version of the words' rows (the
-- generated 10,000-product catalog left about 20 MB of dead versions for 600 words, which PGlite never vacuums and a
-- scan of the words reads through).
CREATE OR REPLACE FUNCTION search_words_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  texts jsonb[];
BEGIN
  SELECT array_agg(search_texts(TG_TABLE_NAME, to_jsonb(r))) INTO texts
    FROM changed AS r WHERE to_jsonb(r) ->> 'deleted_at' IS NULL;
  IF TG_OP = 'INSERT' THEN
    PERFORM search_words_recount('{}', texts);
  ELSE
    PERFORM search_words_recount(texts, '{}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_rows();
--> statement-breakpoint
CREATE TRIGGER products_search_words_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_rows();
--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER UPDATE OF name, materials, description, care, deleted_at ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_row();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_added AFTER INSERT ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_rows();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_removed AFTER DELETE ON categories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_rows();
--> statement-breakpoint
CREATE TRIGGER categories_search_words AFTER UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION search_words_row();
--> statement-breakpoint
-- The texts already there.
INSERT INTO search_words (word, weight, uses)
  SELECT w.word, w.weight, count(*)::int FROM (
    SELECT t.word, t.weight FROM products p, search_words_in(search_texts('products', to_jsonb(p))) AS t
      WHERE p.deleted_at IS NULL
    UNION ALL
    SELECT t.word, t.weight FROM categories c, search_words_in(search_texts('categories', to_jsonb(c))) AS t
  ) AS w
  GROUP BY w.word, w.weight;
