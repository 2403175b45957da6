ALTER TABLE "orders" ADD COLUMN "translation_delivered_at" timestamp with time zone;--> statement-breakpoint
-- Orders delivered before this column: the first move to a delivered status, else the first translation uploaded.
UPDATE "orders" SET "translation_delivered_at" = coalesce(
  (SELECT min("created_at") FROM "order_events" WHERE "order_events"."order_id" = "orders"."id" AND "order_events"."to_status" IN ('translated', 'shipped', 'completed')),
  (SELECT min("created_at") FROM "uploads" WHERE "uploads"."order_id" = "orders"."id" AND "uploads"."kind" = 'translation')
) WHERE "translation_delivered_at" IS NULL;
