CREATE TABLE "embedded_email_code_failures" (
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "embedded_email_code_failures_pk" PRIMARY KEY("project_id","email","window_start")
);
--> statement-breakpoint
CREATE INDEX "embedded_email_code_failures_window_idx" ON "embedded_email_code_failures" USING btree ("window_start");