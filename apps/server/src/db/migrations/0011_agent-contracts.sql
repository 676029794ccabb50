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
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts_payouts" ADD CONSTRAINT "agent_contracts_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."status" in ('offered', 'accepted');--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_idx" ON "agent_contracts" USING btree ("merchant_code","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_seed_uq" ON "agent_contracts" USING btree ("merchant_code","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_payouts_period_uq" ON "agent_contracts_payouts" USING btree ("contract_id","period");