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
ALTER TABLE "house_slot_spins" ADD CONSTRAINT "house_slot_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_slot_spins_idempotency_uq" ON "house_slot_spins" USING btree ("merchant_code","member_id","idempotency_key") WHERE "house_slot_spins"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "house_slot_spins_member_idx" ON "house_slot_spins" USING btree ("member_id","game_code","created_at");--> statement-breakpoint
CREATE INDEX "house_slot_spins_open_idx" ON "house_slot_spins" USING btree ("member_id") WHERE "house_slot_spins"."status" = 'open';