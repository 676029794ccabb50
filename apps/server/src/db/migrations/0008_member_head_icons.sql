CREATE TABLE "member_head_icons" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"preset" smallint,
	"icon_id" text,
	"content_type" text,
	"image" "bytea",
	"width" smallint,
	"height" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_head_icons_icon_id_unique" UNIQUE("icon_id")
);
--> statement-breakpoint
ALTER TABLE "member_head_icons" ADD CONSTRAINT "member_head_icons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;