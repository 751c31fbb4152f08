CREATE TABLE "fabrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"swatch" text,
	"fibre" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"care" text DEFAULT '' NOT NULL,
	"stock_cm" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabrics_slug_unique" UNIQUE("slug"),
	CONSTRAINT "fabrics_stock_cm_non_negative" CHECK ("fabrics"."stock_cm" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "made_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cloth_cm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fabric_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ships_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ships_by" date;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "fabric_id" integer;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "compare_at_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "made_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "lead_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "fabric_cm" integer;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_variant_id_product_sizes_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sizes_fabric_idx" ON "product_sizes" USING btree ("fabric_id");--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_fabric_cm_positive" CHECK ("product_sizes"."fabric_cm" is null or "product_sizes"."fabric_cm" > 0);