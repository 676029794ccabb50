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
ALTER TABLE "agent_centre_quotas" ADD CONSTRAINT "agent_centre_quotas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_centre_transfers" ADD CONSTRAINT "agent_centre_transfers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_centre_transfers" ADD CONSTRAINT "agent_centre_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_centre_transfers_tx_uq" ON "agent_centre_transfers" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "agent_centre_transfers_agent_idx" ON "agent_centre_transfers" USING btree ("agent_id","created_at");