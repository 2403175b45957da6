-- Data only (decision 014): conversations of signed-in visitors were keyed by their e-mail with
-- . # $ [ ] @ replaced by _, so look-alike addresses shared one thread. They are now keyed by
-- account id. Kept apart from the structural migrations so that those can be regenerated.

-- Conversations of accounts deleted since: nobody may inherit them.
DELETE FROM "chat_conversations" c
WHERE c."user_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id"::text = c."user_id");
--> statement-breakpoint

-- Each account gets its latest conversation under `user-<id>`. A conversation in which another
-- account also wrote (a look-alike address already used it) goes to nobody: it keeps its old
-- key, which no visitor can reach any more, and stays in the admin inbox.
UPDATE "chat_conversations" c
SET "key" = 'user-' || c."user_id"
WHERE c."user_id" IS NOT NULL
  AND c."key" <> 'user-' || c."user_id"
  AND c."id" = (
    SELECT c2."id" FROM "chat_conversations" c2
    WHERE c2."user_id" = c."user_id"
    ORDER BY coalesce(c2."last_message_at", c2."created_at") DESC, c2."id" DESC
    LIMIT 1
  )
  AND NOT EXISTS (SELECT 1 FROM "chat_conversations" c3 WHERE c3."key" = 'user-' || c."user_id")
  AND NOT EXISTS (
    SELECT 1 FROM "chat_messages" m
    WHERE m."conversation_id" = c."id" AND m."user_id" IS NOT NULL AND m."user_id" <> c."user_id"
  );
