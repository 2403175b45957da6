CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"actor" text NOT NULL,
	"credit_note_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_succeeded_has_credit_note" CHECK (("refunds"."status" = 'succeeded') = ("refunds"."credit_note_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_id_idx" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_idx" ON "refunds" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_provider_payment_idx" ON "orders" USING btree ("provider_payment_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_shape_check" CHECK (("invoices"."kind" = 'invoice' and "invoices"."series" = 'F' and "invoices"."total_cents" >= 0 and "invoices"."invoice_id" is null) or ("invoices"."kind" = 'credit_note' and "invoices"."series" = 'A' and "invoices"."total_cents" < 0 and "invoices"."invoice_id" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note'));--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). Decision 029: what is refunded on an order
-- never exceeds what was paid. The order row is locked first, so two refunds of one order take
-- turns here whichever code inserts them; pending refunds count (the provider may be paying them).
CREATE FUNCTION "refunds_within_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  taken integer;
BEGIN
  IF NEW.status = 'failed' THEN
    RETURN NEW;
  END IF;
  SELECT CASE WHEN paid_at IS NULL THEN 0 ELSE total_cents END INTO paid
    FROM orders WHERE id = NEW.order_id FOR UPDATE;
  IF paid IS NULL THEN
    RAISE EXCEPTION 'refund of an unknown order %', NEW.order_id USING ERRCODE = 'check_violation';
  END IF;
  SELECT coalesce(sum(amount_cents), 0) INTO taken
    FROM refunds WHERE order_id = NEW.order_id AND status <> 'failed' AND id <> NEW.id;
  IF taken + NEW.amount_cents > paid THEN
    RAISE EXCEPTION 'refund of % cents on order % exceeds what is left to refund (% of % cents)',
      NEW.amount_cents, NEW.order_id, paid - taken, paid USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_within_paid" BEFORE INSERT OR UPDATE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "refunds_within_paid"();
--> statement-breakpoint
-- A refund that succeeded or failed is settled: it is never changed or deleted (its credit note neither).
CREATE FUNCTION "refunds_settled_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'pending' AND NEW.id = OLD.id AND NEW.order_id = OLD.order_id
     AND NEW.amount_cents = OLD.amount_cents AND NEW.idempotency_key = OLD.idempotency_key THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'refund % is settled: it cannot be changed or deleted', OLD.id
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_settled_frozen" BEFORE UPDATE OR DELETE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "refunds_settled_frozen"();
