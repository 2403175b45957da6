CREATE TABLE "translation_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"code_hash" text NOT NULL,
	"order_id" text,
	"upload_id" uuid,
	"source_upload_id" uuid,
	"sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"document_type" text DEFAULT '' NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"certified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "translation_certificates_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "verification_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" uuid,
	"outcome" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "unstamped_reason" text;--> statement-breakpoint
ALTER TABLE "translation_certificates" ADD CONSTRAINT "translation_certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_certificates" ADD CONSTRAINT "translation_certificates_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_certificates" ADD CONSTRAINT "translation_certificates_source_upload_id_uploads_id_fk" FOREIGN KEY ("source_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_checks" ADD CONSTRAINT "verification_checks_certificate_id_translation_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."translation_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_certificates_order_idx" ON "translation_certificates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "translation_certificates_upload_idx" ON "translation_certificates" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "verification_checks_certificate_idx" ON "verification_checks" USING btree ("certificate_id","outcome");