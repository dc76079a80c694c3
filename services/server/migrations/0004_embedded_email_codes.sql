CREATE TABLE "embedded_email_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"client_ip" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "embedded_email_codes_email_idx" ON "embedded_email_codes" USING btree ("project_id","email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "embedded_email_codes_ip_idx" ON "embedded_email_codes" USING btree ("client_ip","created_at");