CREATE TABLE "payment_password_locks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_password_locks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"unlocked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_password_locks" ADD CONSTRAINT "payment_password_locks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_password_locks_merchant_idx" ON "payment_password_locks" USING btree ("merchant_code","locked_at");--> statement-breakpoint
CREATE INDEX "payment_password_locks_member_idx" ON "payment_password_locks" USING btree ("member_id","locked_at");