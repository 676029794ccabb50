CREATE TABLE "lottery_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"round_no" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_rounds" (
	"game_code" text NOT NULL,
	"round_no" bigint NOT NULL,
	"seed" text NOT NULL,
	"commit" text NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"number" integer,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_rounds_game_code_round_no_pk" PRIMARY KEY("game_code","round_no")
);
--> statement-breakpoint
CREATE TABLE "house_slot_spins" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"bet" bigint NOT NULL,
	"grid" jsonb NOT NULL,
	"wins" jsonb NOT NULL,
	"total_win" bigint NOT NULL,
	"idempotency_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_slot_spins" ADD CONSTRAINT "house_slot_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_idempotency_uq" ON "lottery_orders" USING btree ("merchant_code","member_id","idempotency_key") WHERE "lottery_orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "lottery_orders_round_idx" ON "lottery_orders" USING btree ("game_code","round_no","status");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_idx" ON "lottery_orders" USING btree ("member_id","game_code","created_at");--> statement-breakpoint
CREATE INDEX "lottery_rounds_due_idx" ON "lottery_rounds" USING btree ("status","draws_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_slot_spins_idempotency_uq" ON "house_slot_spins" USING btree ("merchant_code","member_id","idempotency_key") WHERE "house_slot_spins"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "house_slot_spins_member_idx" ON "house_slot_spins" USING btree ("member_id","game_code","created_at");--> statement-breakpoint
CREATE INDEX "house_slot_spins_open_idx" ON "house_slot_spins" USING btree ("member_id") WHERE "house_slot_spins"."status" = 'open';