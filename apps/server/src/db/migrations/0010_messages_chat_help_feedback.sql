CREATE TABLE "chat_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"member_read_id" bigint DEFAULT 0 NOT NULL,
	"staff_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"staff_name" text,
	"text" text DEFAULT '' NOT NULL,
	"picture_id" text,
	"picture_width" smallint,
	"picture_height" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_pictures" (
	"picture_id" text PRIMARY KEY NOT NULL,
	"feedback_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"image" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"parent_id" bigint,
	"texts" jsonb NOT NULL,
	"device" text DEFAULT 'ALL' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_picture_id_chat_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."chat_pictures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_pictures" ADD CONSTRAINT "chat_pictures_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_pictures" ADD CONSTRAINT "feedback_pictures_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_items" ADD CONSTRAINT "help_items_parent_id_help_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."help_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member_uq" ON "chat_conversations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_merchant_idx" ON "chat_conversations" USING btree ("merchant_code","updated_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("conversation_id","sender","id");--> statement-breakpoint
CREATE INDEX "chat_pictures_conversation_idx" ON "chat_pictures" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_merchant_status_idx" ON "feedback" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_pictures_feedback_idx" ON "feedback_pictures" USING btree ("feedback_id","position");--> statement-breakpoint
CREATE INDEX "help_items_merchant_idx" ON "help_items" USING btree ("merchant_code","parent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "help_items_seed_uq" ON "help_items" USING btree ("merchant_code","seed_key");--> statement-breakpoint
CREATE INDEX "inbox_messages_member_idx" ON "inbox_messages" USING btree ("merchant_code","member_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_seed_uq" ON "inbox_messages" USING btree ("merchant_code","seed_key");--> statement-breakpoint
CREATE INDEX "inbox_receipts_member_idx" ON "inbox_receipts" USING btree ("member_id");