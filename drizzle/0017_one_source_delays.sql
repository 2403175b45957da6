ALTER TABLE "catalogue_items" ADD COLUMN "turnaround_days" integer;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "postal_min_days" integer;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "postal_max_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_timing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_earliest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_latest" date;--> statement-breakpoint
CREATE INDEX "orders_due_on_idx" ON "orders" USING btree ("due_on");--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_turnaround_range" CHECK ("catalogue_items"."turnaround_days" is null or "catalogue_items"."turnaround_days" between 0 and 90);--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_postal_leg" CHECK (("catalogue_items"."postal_min_days" is null and "catalogue_items"."postal_max_days" is null) or ("catalogue_items"."postal_min_days" between 0 and 90 and "catalogue_items"."postal_max_days" between "catalogue_items"."postal_min_days" and 90));--> statement-breakpoint
-- Data (decision 028): delays for the rows an existing site already has, the same figures as the seed
-- (server/catalogue/seed.ts); options the admin added get 2 days (delivery) or 5 (legalisation) until she sets hers.
UPDATE "catalogue_items" SET "turnaround_days" = 2 WHERE "kind" = 'delivery' AND "turnaround_days" IS NULL;--> statement-breakpoint
UPDATE "catalogue_items" SET "postal_min_days" = 2, "postal_max_days" = 3 WHERE "kind" = 'delivery' AND "id" = 'standard';--> statement-breakpoint
UPDATE "catalogue_items" SET "postal_min_days" = 2, "postal_max_days" = 4 WHERE "kind" = 'delivery' AND "id" = 'priority';--> statement-breakpoint
UPDATE "catalogue_items" SET "postal_min_days" = 5, "postal_max_days" = 10 WHERE "kind" = 'delivery' AND "id" = 'international';--> statement-breakpoint
UPDATE "catalogue_items" SET "postal_min_days" = 1, "postal_max_days" = 3 WHERE "kind" = 'delivery' AND "id" = 'dhl';--> statement-breakpoint
UPDATE "catalogue_items" SET "turnaround_days" = CASE "id" WHEN 'none' THEN 0 WHEN 'mairie' THEN 2 WHEN 'chamberOfCommerce' THEN 5 WHEN 'foreignAffairs' THEN 10 WHEN 'consulate' THEN 10 ELSE 5 END WHERE "kind" = 'legalization' AND "turnaround_days" IS NULL;--> statement-breakpoint
-- Delays now live in the delay fields: the first start's descriptions lose theirs (an edited description is left alone).
UPDATE "catalogue_items" SET "description" = 'Original papier, suivi La Poste' WHERE "kind" = 'delivery' AND "id" = 'standard' AND "description" = 'Original papier, suivi La Poste, 2 à 3 jours';--> statement-breakpoint
UPDATE "catalogue_items" SET "description" = 'Original papier, remise contre signature en France et dans le monde' WHERE "kind" = 'delivery' AND "id" = 'dhl' AND "description" = 'Original papier, 24 à 72 h dans le monde';--> statement-breakpoint
-- The first start's FAQ answers state delays and options from the catalogue through {{words}} (core/catalogue-text.ts); an edited answer is left alone.
UPDATE "faq_entries" SET "answer" = replace(replace(replace("answer",
  '<strong>2 à 5 jours ouvrés</strong> après réception des documents lisibles et du paiement. Un document de une ou deux pages est souvent livré plus vite.',
  '<strong>{{delai_traduction}}</strong> après réception des documents lisibles et du paiement : le formulaire de commande affiche la date de livraison estimée avant le paiement.'),
  'indiquez la date limite dans le commentaire de votre commande : nous vous confirmons avant de commencer si elle peut être tenue.',
  '{{urgence}}.'),
  'de quelques jours à plusieurs semaines selon les autorités concernées.',
  '{{delai_legalisations}} par étape selon les autorités concernées.')
  WHERE "answer" LIKE '%<strong>2 à 5 jours ouvrés</strong>%';--> statement-breakpoint
UPDATE "faq_entries" SET "answer" = replace("answer",
  'choisissez un envoi postal à la commande : lettre suivie, lettre recommandée, envoi international ou DHL Express.',
  'choisissez à la commande l’envoi ou le retrait de l’original papier : {{originaux_papier}}.')
  WHERE "answer" LIKE '%lettre suivie, lettre recommandée, envoi international ou DHL Express.%';
