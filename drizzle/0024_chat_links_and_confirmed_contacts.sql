CREATE TABLE "chat_email_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_access_links" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "contact_email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "resumed_from_link_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_email_confirmations" ADD CONSTRAINT "chat_email_confirmations_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_email_confirmations_conversation_idx" ON "chat_email_confirmations" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_email_confirmations_expiry_idx" ON "chat_email_confirmations" USING btree ("expires_at");