ALTER TABLE "faq_entries" ADD COLUMN "lang" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "lang" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_translation_of_faq_entries_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."faq_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_of_articles_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_translation_of_idx" ON "faq_entries" USING btree ("translation_of");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_translation_of_idx" ON "articles" USING btree ("translation_of");--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_lang_known" CHECK ("faq_entries"."lang" in ('fr', 'ar'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_lang_known" CHECK ("articles"."lang" in ('fr', 'ar'));