CREATE TABLE "referral_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"currency" text NOT NULL,
	"member_id" bigint NOT NULL,
	"friend_id" bigint NOT NULL,
	"side" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_required" bigint NOT NULL,
	"request_key" text,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"texts" jsonb NOT NULL,
	"referrer_bonus" bigint NOT NULL,
	"friend_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"window_days" integer NOT NULL,
	"monthly_cap" integer NOT NULL,
	"turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "recommended_by" bigint;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_claims_side_uq" ON "referral_claims" USING btree ("friend_id","side");--> statement-breakpoint
CREATE INDEX "referral_claims_member_idx" ON "referral_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_invite_code_uq" ON "members" USING btree ("merchant_code",upper("invite_code")) WHERE "members"."invite_code" is not null;--> statement-breakpoint
CREATE INDEX "members_recommended_by_idx" ON "members" USING btree ("recommended_by") WHERE "members"."recommended_by" is not null;