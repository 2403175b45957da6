-- Data fixes for issue 13 (kept apart from the generated schema change so a regeneration cannot lose them).

-- Stored file names lose the control and invisible formatting characters browsers never send but
-- forged requests do (a right-to-left override makes "facture‮fdp.exe" read "facture‭exe.pdf").
-- Same set as sanitizeFileName in server/files/sniff.ts; zero-width (non-)joiners stay (Persian, Arabic).
UPDATE "uploads"
SET "original_name" = regexp_replace(
  "original_name",
  '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]',
  '',
  'g'
)
WHERE "original_name" ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]';
--> statement-breakpoint
UPDATE "uploads" SET "original_name" = 'document' || "original_name" WHERE "original_name" LIKE '.%';
--> statement-breakpoint
-- Accounts made before last_active_at existed: their last known activity, not the migration's date
-- (which would have granted every old account three more years).
UPDATE "users" u
SET "last_active_at" = greatest(
  u."created_at",
  u."updated_at",
  coalesce((SELECT max(s."last_seen_at") FROM "sessions" s WHERE s."user_id" = u."id"), u."created_at")
);
