CREATE TABLE "analytics_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"props" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faucet_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"chain_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_project_idx" ON "analytics_events" USING btree ("project_id","timestamp");--> statement-breakpoint
CREATE INDEX "faucet_grants_address_idx" ON "faucet_grants" USING btree ("address","chain_id","granted_at");