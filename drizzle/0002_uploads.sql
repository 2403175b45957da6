CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"owner_session_hash" text,
	"owner_user_id" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE INDEX "uploads_owner_session_idx" ON "uploads" USING btree ("owner_session_hash");--> statement-breakpoint
CREATE INDEX "uploads_pending_idle_idx" ON "uploads" USING btree ("status","last_activity_at");