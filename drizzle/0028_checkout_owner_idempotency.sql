-- Issue 29, item 6: the checkout idempotency key is scoped to who checked out (the account, or the
-- browser's upload session). Orders made before have no owner: a retry of one of them makes a new order.
ALTER TABLE "orders" DROP CONSTRAINT "orders_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_owner" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_idempotency_idx" ON "orders" USING btree ("checkout_owner","idempotency_key");