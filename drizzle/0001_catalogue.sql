CREATE TABLE "catalogue_items" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "catalogue_price_not_negative" CHECK ("catalogue_items"."price_cents" >= 0)
);
