CREATE TABLE "embedded_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"device_key_id" text NOT NULL,
	"approval_token_hash" text,
	"approval_expires_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedded_devices_approval_token_key" UNIQUE("approval_token_hash")
);
--> statement-breakpoint
CREATE TABLE "embedded_email_updates" (
	"user_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"new_email" text NOT NULL,
	"primary_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN "preferred_account_type" text DEFAULT 'smartAccount' NOT NULL;--> statement-breakpoint
ALTER TABLE "embedded_devices" ADD CONSTRAINT "embedded_devices_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_email_updates" ADD CONSTRAINT "embedded_email_updates_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_devices_user_key_idx" ON "embedded_devices" USING btree ("user_id","device_key_id");--> statement-breakpoint
ALTER TABLE "embedded_users" ADD CONSTRAINT "embedded_users_account_type" CHECK ("embedded_users"."preferred_account_type" IN ('eoa', 'smartAccount'));