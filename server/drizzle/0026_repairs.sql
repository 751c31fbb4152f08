CREATE TABLE "repair_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "repair_lines_item_unique" UNIQUE("repair_id","order_item_id")
);
--> statement-breakpoint
CREATE TABLE "repair_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_id" integer NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repairs_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "repair_lines" ADD CONSTRAINT "repair_lines_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_lines" ADD CONSTRAINT "repair_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_status_history" ADD CONSTRAINT "repair_status_history_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_lines_item_idx" ON "repair_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "repair_status_history_repair_idx" ON "repair_status_history" USING btree ("repair_id");--> statement-breakpoint
CREATE INDEX "repairs_order_idx" ON "repairs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "repairs_status_idx" ON "repairs" USING btree ("status","created_at");
--> statement-breakpoint
-- §31: the seeded terms and FAQ describe the repair flow and quote REPAIR_DAYS. Only the seed's own sentence is
-- replaced; a text the owner rewrote is left as it is. The FAQ's new question goes after the returns question of a
-- seeded FAQ (a fresh database gets it from the seed, which runs after the migrations).
UPDATE "content_pages" SET "body" = replace("body",
  '## Faulty or damaged items
If something arrives damaged or comes apart within six months through normal wear, send us a photo and we will repair or replace it free of charge.',
  '## Faulty or damaged items: repairs
If a piece arrives damaged or comes apart through normal wear within **{{repair_days}} days** of delivery, we repair it, or replace it when it cannot be repaired, free of charge. Ask from My Orders: open the order, choose "Ask for a repair", pick the pieces and how many, tell us what happened and add up to 3 photos. We email you at each step, and the order''s page shows them:

- **Requested:** we look at your request within two working days. Please wait for our answer before sending anything.
- **Accepted:** send the piece to our workshop with the repair number written on the parcel. Or **declined**, with our reason.
- **Received:** the piece is in our workshop.
- **Repaired:** the piece is mended (or replaced) and about to leave.
- **Shipped:** it is on its way back to you, with a tracking number.')
WHERE "slug" = 'tnc-shipping';
--> statement-breakpoint
UPDATE "faqs" SET "sort_order" = "sort_order" + 1
WHERE "sort_order" > (SELECT "sort_order" FROM "faqs" WHERE "question" = 'Can I return or exchange something?' LIMIT 1)
  AND NOT EXISTS (SELECT 1 FROM "faqs" WHERE "question" = 'Can you repair a piece that comes apart?');
--> statement-breakpoint
INSERT INTO "faqs" ("question", "answer", "sort_order")
SELECT 'Can you repair a piece that comes apart?', 'Yes. If a piece arrives damaged or comes apart through normal wear within {{repair_days}} days of delivery, we repair it, or replace it when it cannot be repaired, free of charge. Open the order in My Orders, choose "Ask for a repair", pick the pieces and how many, tell us what happened and add up to 3 photos. We email you at each step: requested; accepted (then send the piece to our workshop with the repair number on the parcel) or declined with our reason; received; repaired; and shipped back to you with a tracking number. The order''s page shows where your repair is.', "sort_order" + 1
FROM "faqs" WHERE "question" = 'Can I return or exchange something?'
  AND NOT EXISTS (SELECT 1 FROM "faqs" WHERE "question" = 'Can you repair a piece that comes apart?')
LIMIT 1;
