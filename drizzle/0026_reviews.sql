CREATE TABLE "review_requests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_at" timestamp with time zone,
	"skip_reason" text,
	CONSTRAINT "review_requests_status_check" CHECK ("review_requests"."status" in ('scheduled', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"lang" text NOT NULL,
	"stars" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"author_name" text,
	"status" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('new', 'published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_requests_due_idx" ON "review_requests" USING btree ("delivered_at") WHERE "review_requests"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");