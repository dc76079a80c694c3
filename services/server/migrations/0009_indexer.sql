CREATE TABLE "account_transactions" (
	"chain_id" bigint NOT NULL,
	"address" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"mined_at" bigint NOT NULL,
	CONSTRAINT "account_transactions_chain_id_address_block_number_tx_index_pk" PRIMARY KEY("chain_id","address","block_number","tx_index")
);
--> statement-breakpoint
CREATE TABLE "indexed_blocks" (
	"chain_id" bigint NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	"parent_hash" text NOT NULL,
	"timestamp" bigint NOT NULL,
	CONSTRAINT "indexed_blocks_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
CREATE TABLE "indexed_tokens" (
	"chain_id" bigint NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"symbol" text,
	"decimals" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indexed_tokens_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "indexed_transactions" (
	"chain_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	"mined_at" bigint NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text,
	"value" text NOT NULL,
	"status" text NOT NULL,
	"selector" text,
	CONSTRAINT "indexed_transactions_chain_id_hash_pk" PRIMARY KEY("chain_id","hash")
);
--> statement-breakpoint
CREATE TABLE "indexed_transfers" (
	"chain_id" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"position" integer NOT NULL,
	"batch_index" integer DEFAULT 0 NOT NULL,
	"block_number" bigint NOT NULL,
	"kind" text NOT NULL,
	"token" text,
	"token_id" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" text NOT NULL,
	CONSTRAINT "indexed_transfers_chain_id_tx_hash_position_batch_index_pk" PRIMARY KEY("chain_id","tx_hash","position","batch_index")
);
--> statement-breakpoint
CREATE TABLE "indexer_chains" (
	"chain_id" bigint PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_watched_accounts" (
	"chain_id" bigint NOT NULL,
	"address" text NOT NULL,
	"backfilled_from" bigint,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indexer_watched_accounts_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "nft_metadata" (
	"chain_id" bigint NOT NULL,
	"contract" text NOT NULL,
	"token_id" text NOT NULL,
	"metadata" jsonb,
	"error" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_metadata_chain_id_contract_token_id_pk" PRIMARY KEY("chain_id","contract","token_id")
);
--> statement-breakpoint
CREATE TABLE "spam_tokens" (
	"chain_id" bigint NOT NULL,
	"address" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spam_tokens_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE INDEX "account_transactions_block_idx" ON "account_transactions" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "account_transactions_address_idx" ON "account_transactions" USING btree ("address","mined_at","chain_id","block_number","tx_index");--> statement-breakpoint
CREATE INDEX "indexed_transactions_block_idx" ON "indexed_transactions" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "indexed_transfers_block_idx" ON "indexed_transfers" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "indexed_transfers_nft_idx" ON "indexed_transfers" USING btree ("chain_id","token","token_id");