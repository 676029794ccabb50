-- The member's username beside their chat, so the staff's search by username runs here (decision 0069).
ALTER TABLE "chat_conversations" ADD COLUMN "username" text;--> statement-breakpoint
UPDATE "chat_conversations" SET "username" = "members"."username" FROM "members" WHERE "members"."id" = "chat_conversations"."member_id";--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "username" SET NOT NULL;
