CREATE TABLE "reward_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reward_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"currency" text NOT NULL,
	"period_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_required" bigint NOT NULL,
	"points" integer,
	"request_key" text,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"texts" jsonb NOT NULL,
	"params" jsonb NOT NULL,
	"turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_code" text NOT NULL,
	"level" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"turnover_threshold" bigint NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"weekly_rebate_basis_points" integer DEFAULT 0 NOT NULL,
	"daily_withdrawal_limit" bigint DEFAULT 0 NOT NULL,
	"daily_withdrawals" integer DEFAULT 0 NOT NULL,
	"benefits" jsonb NOT NULL,
	"seed_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_merchant_code_level_pk" PRIMARY KEY("merchant_code","level")
);
--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_period_uq" ON "reward_claims" USING btree ("reward_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "reward_claims_member_idx" ON "reward_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "rewards_merchant_idx" ON "rewards" USING btree ("merchant_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_seed_uq" ON "rewards" USING btree ("merchant_code","seed_key");--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "vip_label";