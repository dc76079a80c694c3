CREATE TABLE "onramp_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"payment_method" text NOT NULL,
	"purchase_currency" text NOT NULL,
	"purchase_amount" text NOT NULL,
	"payment_currency" text NOT NULL,
	"payment_subtotal" text NOT NULL,
	"provider_fee" text NOT NULL,
	"network_fee" text NOT NULL,
	"payment_total" text NOT NULL,
	"raw_transaction" text,
	"transaction_hash" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "onramp_orders_quote_id_idx" ON "onramp_orders" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "onramp_orders_processing_idx" ON "onramp_orders" USING btree ("status") WHERE "onramp_orders"."status" = 'processing';