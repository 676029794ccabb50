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
ALTER TABLE "agents_applications" ADD CONSTRAINT "agents_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_commission_statements" ADD CONSTRAINT "agents_commission_statements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_commission_statements" ADD CONSTRAINT "agents_commission_statements_plan_id_agents_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agents_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_plan_assignments" ADD CONSTRAINT "agents_plan_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents_plan_assignments" ADD CONSTRAINT "agents_plan_assignments_plan_id_agents_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agents_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_applications_member_idx" ON "agents_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "agents_applications_status_idx" ON "agents_applications" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_applications_open_uq" ON "agents_applications" USING btree ("member_id") WHERE "agents_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agents_commission_statements_uq" ON "agents_commission_statements" USING btree ("agent_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_plans_name_uq" ON "agents_plans" USING btree ("merchant_code",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agents_plans_seed_uq" ON "agents_plans" USING btree ("merchant_code","seed_key");