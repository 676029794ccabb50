CREATE TABLE "announcement_reads" (
	"announcement_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_member_id_pk" PRIMARY KEY("announcement_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"language" text,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_width" integer,
	"image_height" integer,
	"action" text DEFAULT 'NONE' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_vendors" (
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"name" text NOT NULL,
	"vendor_level" boolean DEFAULT false NOT NULL,
	"launch_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_vendors_merchant_code_vendor_code_pk" PRIMARY KEY("merchant_code","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "category_vendors" (
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"lobby_game_id" bigint,
	CONSTRAINT "category_vendors_merchant_code_category_vendor_code_pk" PRIMARY KEY("merchant_code","category","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_categories_merchant_code_category_pk" PRIMARY KEY("merchant_code","category")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"localized_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"game_classify" text,
	"lotto_mode" text,
	"game_group_id" text,
	"support_play" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_models" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"streaming" boolean DEFAULT false NOT NULL,
	"game_id" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_models" ADD CONSTRAINT "live_models_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_idx" ON "announcements" USING btree ("merchant_code","type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_seed_uq" ON "announcements" USING btree ("merchant_code","seed_key");--> statement-breakpoint
CREATE INDEX "favourite_games_member_idx" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_uq" ON "games" USING btree ("merchant_code","vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("merchant_code","category","sort_order","id");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("merchant_code","vendor_code","category","sort_order","id");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("merchant_code","sort_order","id") WHERE "games"."is_hot";--> statement-breakpoint
CREATE INDEX "games_new_idx" ON "games" USING btree ("merchant_code","sort_order","id") WHERE "games"."is_new";--> statement-breakpoint
CREATE UNIQUE INDEX "live_models_name_uq" ON "live_models" USING btree ("merchant_code","name");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","launched_at");