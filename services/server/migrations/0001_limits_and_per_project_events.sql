DROP INDEX "analytics_events_project_idx";--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_pkey";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_pk" PRIMARY KEY("project_id","event_id");--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "event" text;--> statement-breakpoint
UPDATE "analytics_events" SET "event" = "props"->>'event';--> statement-breakpoint
ALTER TABLE "analytics_events" ALTER COLUMN "event" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "faucet_grants" ADD COLUMN "client_ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_project_event_idx" ON "analytics_events" USING btree ("project_id","event");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "faucet_grants_client_ip_idx" ON "faucet_grants" USING btree ("client_ip","granted_at");
