CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	"last_issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"customer_email" text NOT NULL,
	"total_cents" integer NOT NULL,
	"data" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_idx" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_customer_email_idx" ON "invoices" USING btree ("customer_email");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). An issued invoice never changes: it is
-- corrected by a credit note. It may only be deleted once the 10 years the accounts are kept
-- have passed (art. L123-22 du Code de commerce). Decision 024.
CREATE FUNCTION "invoices_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.issued_at < now() - interval '10 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'invoice % is issued: it cannot be changed or deleted (issue a credit note)', OLD.number
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
--> statement-breakpoint
-- A counter only ever moves forward by one: the numbers it gave can never be given again or skipped.
CREATE FUNCTION "document_counters_forward_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.series = OLD.series AND NEW.year = OLD.year
     AND NEW.last_number = OLD.last_number + 1 THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'document counter %-% only moves forward by one', OLD.series, OLD.year
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "document_counters_forward_only" BEFORE UPDATE OR DELETE ON "document_counters"
  FOR EACH ROW EXECUTE FUNCTION "document_counters_forward_only"();
