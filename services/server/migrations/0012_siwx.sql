CREATE TABLE "siwx_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "siwx_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"account" text NOT NULL,
	"chain_id" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"signing_key_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siwx_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"tag" text NOT NULL,
	"key_version" integer NOT NULL,
	"master_key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "siwx_signing_keys_generation_key" UNIQUE("generation")
);
--> statement-breakpoint
CREATE INDEX "siwx_nonces_expires_idx" ON "siwx_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "siwx_sessions_project_account_idx" ON "siwx_sessions" USING btree ("project_id","account");--> statement-breakpoint
CREATE INDEX "siwx_sessions_signing_key_idx" ON "siwx_sessions" USING btree ("signing_key_id","expires_at");