ALTER TABLE "chat_conversations" ADD COLUMN "visitor_read_at" timestamp with time zone;
--> statement-breakpoint
-- Conversations with nothing unread were read up to their last message (issue 30): their next reply e-mail repeats none of it.
UPDATE "chat_conversations" AS c SET "visitor_read_at" = (SELECT max(m."created_at") FROM "chat_messages" AS m WHERE m."conversation_id" = c."id") WHERE c."visitor_unread" = 0;
