CREATE TABLE "relay_receipts" (
	"message_id" text NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "relay_receipts_message_id_client_id_pk" PRIMARY KEY("message_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "relay_stored_bytes" (
	"scope" text PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relay_messages" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "relay_messages" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "relay_receipts_expires_idx" ON "relay_receipts" USING btree ("expires_at");