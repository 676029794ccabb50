CREATE TABLE "agent_centre_default_quotas" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"min_per_transfer" bigint NOT NULL,
	"max_per_transfer" bigint NOT NULL,
	"daily_quota" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_centre_quotas" (
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"min_per_transfer" bigint NOT NULL,
	"max_per_transfer" bigint NOT NULL,
	"daily_quota" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "agent_centre_quotas_merchant_code_member_id_pk" PRIMARY KEY("merchant_code","member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_centre_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_centre_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"offered_by" text NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"seed_key" text
);
--> statement-breakpoint
CREATE TABLE "agent_contracts_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"period" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"turnover" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" integer,
	"amount" bigint NOT NULL,
	"transaction_id" bigint,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"real_name" text NOT NULL,
	"contact_kind" text NOT NULL,
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"channel_detail" text NOT NULL,
	"expected_players" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reject_reason" text,
	"reapply_after" timestamp with time zone,
	"affiliate_code" text
);
--> statement-breakpoint
CREATE TABLE "agents_commission_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_commission_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"period" text NOT NULL,
	"plan_id" bigint NOT NULL,
	"plan_name" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"min_active_members" integer NOT NULL,
	"downline_members" integer NOT NULL,
	"active_members" integer NOT NULL,
	"turnover" bigint NOT NULL,
	"wins" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"net_revenue" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"status" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents_plan_assignments" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"plan_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"min_active_members" integer NOT NULL,
	"period" text DEFAULT 'monthly' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text
);
--> statement-breakpoint
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
ALTER TABLE "agent_centre_quotas" ADD CONSTRAINT "agent_centre_quotas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_centre_transfers" ADD CONSTRAINT "agent_centre_transfers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_centre_transfers" ADD CONSTRAINT "agent_centre_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts_payouts" ADD CONSTRAINT "agent_contracts_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_applications" ADD CONSTRAINT "agents_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_commission_statements" ADD CONSTRAINT "agents_commission_statements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_commission_statements" ADD CONSTRAINT "agents_commission_statements_plan_id_agents_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agents_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_plan_assignments" ADD CONSTRAINT "agents_plan_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_plan_assignments" ADD CONSTRAINT "agents_plan_assignments_plan_id_agents_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agents_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_centre_transfers_tx_uq" ON "agent_centre_transfers" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "agent_centre_transfers_agent_idx" ON "agent_centre_transfers" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."status" in ('offered', 'accepted');--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_idx" ON "agent_contracts" USING btree ("merchant_code","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_seed_uq" ON "agent_contracts" USING btree ("merchant_code","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_payouts_period_uq" ON "agent_contracts_payouts" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "agents_applications_member_idx" ON "agents_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "agents_applications_status_idx" ON "agents_applications" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_applications_open_uq" ON "agents_applications" USING btree ("member_id") WHERE "agents_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agents_commission_statements_uq" ON "agents_commission_statements" USING btree ("agent_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_plans_name_uq" ON "agents_plans" USING btree ("merchant_code",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agents_plans_seed_uq" ON "agents_plans" USING btree ("merchant_code","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_claims_side_uq" ON "referral_claims" USING btree ("friend_id","side");--> statement-breakpoint
CREATE INDEX "referral_claims_member_idx" ON "referral_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_invite_code_uq" ON "members" USING btree ("merchant_code",upper("invite_code")) WHERE "members"."invite_code" is not null;--> statement-breakpoint
CREATE INDEX "members_recommended_by_idx" ON "members" USING btree ("recommended_by") WHERE "members"."recommended_by" is not null;