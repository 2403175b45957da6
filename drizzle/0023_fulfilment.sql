ALTER TABLE "catalogue_items" ADD COLUMN "ships_to" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_shipped_at_idx" ON "orders" USING btree ("shipped_at");--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_ships_to" CHECK ("catalogue_items"."ships_to" is null or "catalogue_items"."ships_to" in ('france', 'abroad', 'anywhere'));--> statement-breakpoint
-- Zones of the rows the site ships with (server/catalogue/seed.ts); any other postal row posts anywhere until the admin says otherwise.
UPDATE "catalogue_items" SET "ships_to" = 'france' WHERE "kind" = 'delivery' AND "id" IN ('standard', 'priority') AND "postal_min_days" IS NOT NULL;--> statement-breakpoint
UPDATE "catalogue_items" SET "ships_to" = 'abroad' WHERE "kind" = 'delivery' AND "id" = 'international' AND "postal_min_days" IS NOT NULL;--> statement-breakpoint
UPDATE "catalogue_items" SET "ships_to" = 'anywhere' WHERE "kind" = 'delivery' AND "postal_min_days" IS NOT NULL AND "ships_to" IS NULL;
