ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "owner_address_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "files_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "file_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_owner_address_idx" ON "uploads" USING btree ("owner_address_hash");