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