CREATE TABLE "account_name_addresses" (
	"suffix" text NOT NULL,
	"label" text NOT NULL,
	"coin_type" bigint NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "account_name_addresses_pk" PRIMARY KEY("suffix","label","coin_type")
);
--> statement-breakpoint
CREATE TABLE "account_name_registrants" (
	"suffix" text NOT NULL,
	"address" text NOT NULL,
	"names" integer NOT NULL,
	CONSTRAINT "account_name_registrants_pk" PRIMARY KEY("suffix","address")
);
--> statement-breakpoint
CREATE TABLE "account_names" (
	"label" text NOT NULL,
	"suffix" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"registrant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_names_pk" PRIMARY KEY("suffix","label")
);
--> statement-breakpoint
ALTER TABLE "account_name_addresses" ADD CONSTRAINT "account_name_addresses_name_fk" FOREIGN KEY ("suffix","label") REFERENCES "public"."account_names"("suffix","label") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_name_addresses_address_idx" ON "account_name_addresses" USING btree ("address");