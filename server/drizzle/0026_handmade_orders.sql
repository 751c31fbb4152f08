ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_line_uniq";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "personalization" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "personalization_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalization" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalization" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "one_of_a_kind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_answers_uniq" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","product_size_id","personalization_key");--> statement-breakpoint
-- §30.1: the same product and size with other answers is another cart line, so the line key gains the answers.
-- Not expand-only: a release before this one upserts on (cart_id, product_id, product_size_id) and cannot add to a cart on this schema.
SELECT 1;
