CREATE TABLE "inbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint,
	"texts" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"seed_key" text
);
--> statement-breakpoint
CREATE TABLE "inbox_receipts" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_receipts_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_messages_member_idx" ON "inbox_messages" USING btree ("merchant_code","member_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_seed_uq" ON "inbox_messages" USING btree ("merchant_code","seed_key");--> statement-breakpoint
CREATE INDEX "inbox_receipts_member_idx" ON "inbox_receipts" USING btree ("member_id");