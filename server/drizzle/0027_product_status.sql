ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
-- §29.7: only an active product's words are search's words (a draft's name must not surface as "did you mean"). A
-- row counts while it is not deleted and its status, when it has one (a category has neither), is active.
CREATE OR REPLACE FUNCTION search_words_counts(r jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT r ->> 'deleted_at' IS NULL AND coalesce(r ->> 'status', 'active') = 'active'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_texts jsonb;
  new_texts jsonb;
BEGIN
  IF search_words_counts(to_jsonb(OLD)) THEN
    old_texts := search_texts(TG_TABLE_NAME, to_jsonb(OLD));
  END IF;
  IF search_words_counts(to_jsonb(NEW)) THEN
    new_texts := search_texts(TG_TABLE_NAME, to_jsonb(NEW));
  END IF;
  PERFORM search_words_recount(ARRAY[old_texts], ARRAY[new_texts]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  texts jsonb[];
BEGIN
  SELECT array_agg(search_texts(TG_TABLE_NAME, to_jsonb(r))) INTO texts
    FROM changed AS r WHERE search_words_counts(to_jsonb(r));
  IF TG_OP = 'INSERT' THEN
    PERFORM search_words_recount('{}', texts);
  ELSE
    PERFORM search_words_recount(texts, '{}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_words ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER UPDATE OF name, materials, description, care, deleted_at, status ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_row();
