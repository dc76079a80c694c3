CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"chain_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"token_address" text NOT NULL,
	"token_symbol" text NOT NULL,
	"token_decimals" integer NOT NULL,
	"amount" text NOT NULL,
	"amount_units" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tx_hash" text,
	"payer" text,
	"failure" text,
	"paid_at" timestamp with time zone,
	"attached_at" timestamp with time zone,
	"created_block" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('open', 'pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_chain_tx_hash_idx" ON "payments" USING btree ("chain_id","tx_hash");