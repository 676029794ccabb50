CREATE TABLE "payment_passwords" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_passwords" ADD CONSTRAINT "payment_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The payment passwords move from members to the withdrawals feature's table (decision 0029), with
-- their counts and locks. Only members with a payment password have a count or a lock (the guard
-- counts only guesses at a password that is set), so the rows with a hash carry everything.
INSERT INTO "payment_passwords" ("member_id", "hash", "failures", "locked_until")
SELECT "id", "payment_password_hash", "payment_password_failures", "payment_locked_until"
FROM "members"
WHERE "payment_password_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "payment_password_hash";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "payment_password_failures";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "payment_locked_until";