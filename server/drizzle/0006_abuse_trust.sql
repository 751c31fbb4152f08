ALTER TABLE "back_in_stock_requests" ADD COLUMN "confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "secret_link" jsonb;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_confirm_token_hash_unique" UNIQUE("confirm_token_hash");