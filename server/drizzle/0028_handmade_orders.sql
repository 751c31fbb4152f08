ALTER TABLE "cart_items" ADD COLUMN "personalization" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "personalization_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalization" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalization" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "one_of_a_kind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_answers_uniq" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","product_size_id","personalization_key");--> statement-breakpoint
-- §30.1, expand only: the line key gains the answers (cart_items_answers_uniq) while the key of one line per
-- product and size (cart_items_line_uniq) stays, because the release before this one upserts on it. A later
-- release drops it (the contract step, docs/operations.md); until then a piece's line holds one set of answers.
SELECT 1;
