CREATE TABLE "embedded_social_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"app_origin" text NOT NULL,
	"device_public_key" text NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_social_providers" (
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_client_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_social_providers_pk" PRIMARY KEY("project_id","provider")
);
--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN "social_username" text;--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN "social_email" text;--> statement-breakpoint
CREATE INDEX "embedded_social_states_ip_idx" ON "embedded_social_states" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "embedded_social_states_expires_idx" ON "embedded_social_states" USING btree ("expires_at");