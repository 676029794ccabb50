CREATE TABLE "merchants" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"access" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"actor" text NOT NULL,
	"client_ip" text NOT NULL,
	"target" text NOT NULL,
	"patch" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_audit_merchant_idx" ON "operator_audit" USING btree ("merchant_code","created_at");