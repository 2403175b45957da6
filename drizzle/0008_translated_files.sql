ALTER TABLE "uploads" ADD COLUMN "kind" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_order_idx" ON "uploads" USING btree ("order_id","kind");