CREATE TABLE "embedded_keys" (
	"user_id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"tag" text NOT NULL,
	"key_version" integer NOT NULL,
	"master_key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_nonces" (
	"session_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_nonces_pk" PRIMARY KEY("session_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "embedded_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"device_public_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "embedded_sessions_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "embedded_users" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text,
	"social_provider" text,
	"social_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedded_users_email_lowercase" CHECK ("embedded_users"."email" = lower("embedded_users"."email")),
	CONSTRAINT "embedded_users_social_pair" CHECK (("embedded_users"."social_provider" IS NULL) = ("embedded_users"."social_subject" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "embedded_keys" ADD CONSTRAINT "embedded_keys_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_nonces" ADD CONSTRAINT "embedded_nonces_session_id_embedded_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."embedded_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_sessions" ADD CONSTRAINT "embedded_sessions_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_nonces_expires_idx" ON "embedded_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "embedded_sessions_user_idx" ON "embedded_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "embedded_sessions_expires_idx" ON "embedded_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_users_email_idx" ON "embedded_users" USING btree ("project_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_users_social_idx" ON "embedded_users" USING btree ("project_id","social_provider","social_subject");