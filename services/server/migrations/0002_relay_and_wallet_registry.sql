CREATE TABLE "project_wallets" (
	"project_id" text NOT NULL,
	"wallet_id" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"wallet" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_wallets_pk" PRIMARY KEY("project_id","wallet_id")
);
--> statement-breakpoint
CREATE TABLE "relay_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"tag" integer NOT NULL,
	"published_at" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"publisher" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "relay_messages_topic_idx" ON "relay_messages" USING btree ("topic","published_at");--> statement-breakpoint
CREATE INDEX "relay_messages_expires_idx" ON "relay_messages" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "relay_messages_publisher_idx" ON "relay_messages" USING btree ("publisher");