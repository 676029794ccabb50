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
ALTER TABLE "members" DROP COLUMN "vip_label";