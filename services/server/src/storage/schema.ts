import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RemoteFeatures } from '@airlock/protocol';

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
  features: jsonb('features').$type<RemoteFeatures>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    // Unique per project: one project's ids never shadow another's.
    eventId: text('event_id').notNull(),
    projectId: text('project_id').notNull(),
    /** props.event, kept in a column of its own so the summary counts from an index. */
    event: text('event').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'analytics_events_pk', columns: [table.projectId, table.eventId] }),
    index('analytics_events_project_event_idx').on(table.projectId, table.event),
    index('analytics_events_received_idx').on(table.receivedAt),
  ],
);

export const faucetGrants = pgTable(
  'faucet_grants',
  {
    id: text('id').primaryKey(),
    address: text('address').notNull(),
    chainId: text('chain_id').notNull(),
    /** The IP that asked (IPv6 by /64), so one client cannot drain the faucet with many addresses. */
    clientIp: text('client_ip').notNull().default(''),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('faucet_grants_address_idx').on(table.address, table.chainId, table.grantedAt),
    index('faucet_grants_client_ip_idx').on(table.clientIp, table.grantedAt),
  ],
);

/** WalletConnect relay mailboxes: messages kept per topic until their TTL ends (used when there is no Redis). */
export const relayMessages = pgTable(
  'relay_messages',
  {
    /** sha256 of topic and message, so a message published twice is stored once. */
    id: text('id').primaryKey(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    tag: integer('tag').notNull(),
    /** Milliseconds since the epoch, as delivered to subscribers. */
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The publishing client (its JWT `iss`), so it is never echoed its own message and its stored messages are bounded. */
    publisher: text('publisher').notNull(),
    /** The publisher's client address: its stored bytes count against that address's quota until they expire. */
    address: text('address').notNull().default(''),
    /** UTF-8 bytes of the message, as counted against the byte quotas. */
    bytes: integer('bytes').notNull().default(0),
  },
  (table) => [
    index('relay_messages_topic_idx').on(table.topic, table.publishedAt),
    index('relay_messages_expires_idx').on(table.expiresAt),
    index('relay_messages_publisher_idx').on(table.publisher),
  ],
);

/**
 * Which client received (acked or fetched) which stored relay message: never delivered to it again, and no longer counted against its
 * publisher's mailbox bound.
 */
export const relayReceipts = pgTable(
  'relay_receipts',
  {
    messageId: text('message_id').notNull(),
    clientId: text('client_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.clientId] }), index('relay_receipts_expires_idx').on(table.expiresAt)],
);

/** Bytes of unexpired relay messages stored per client address, and in all (scope `*`): the relay's byte quotas. */
export const relayStoredBytes = pgTable('relay_stored_bytes', {
  scope: text('scope').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});

/** Per-project changes to the wallet registry: wallets an admin added (with their entry) or hid. */
export const projectWallets = pgTable(
  'project_wallets',
  {
    projectId: text('project_id').notNull(),
    walletId: text('wallet_id').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** A wallet the admin added that the registry does not list (same shape as a registry entry). */
    wallet: jsonb('wallet').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'project_wallets_pk', columns: [table.projectId, table.walletId] })],
);

/** Embedded-wallet users of a project, known by email (lowercased) or by a social provider's subject. */
export const embeddedUsers = pgTable(
  'embedded_users',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    email: text('email'),
    socialProvider: text('social_provider'),
    socialSubject: text('social_subject'),
    /** The provider's username and email at the last social login, for display only (never a login key). */
    socialUsername: text('social_username'),
    socialEmail: text('social_email'),
    /** eoa or smartAccount (spec §6: EVM defaults to smartAccount, an EIP-7702 delegation to the batch executor). */
    preferredAccountType: text('preferred_account_type').notNull().default('smartAccount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('embedded_users_account_type', sql`${table.preferredAccountType} IN ('eoa', 'smartAccount')`),
    uniqueIndex('embedded_users_email_idx').on(table.projectId, table.email),
    uniqueIndex('embedded_users_social_idx').on(table.projectId, table.socialProvider, table.socialSubject),
    check('embedded_users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('embedded_users_social_pair', sql`(${table.socialProvider} IS NULL) = (${table.socialSubject} IS NULL)`),
  ],
);

/** Each embedded user's secp256k1 key, AES-256-GCM encrypted under the master key (base64 columns). */
export const embeddedKeys = pgTable('embedded_keys', {
  userId: text('user_id')
    .primaryKey()
    .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  ciphertext: text('ciphertext').notNull(),
  iv: text('iv').notNull(),
  tag: text('tag').notNull(),
  keyVersion: integer('key_version').notNull(),
  /** Fingerprint of the master key it is encrypted under. */
  masterKeyId: text('master_key_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Frame sessions, each bound to the P-256 key its frame made; only the token's sha256 is kept. */
export const embeddedSessions = pgTable(
  'embedded_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    /** The frame's public key as a JWK (kty EC, crv P-256). */
    devicePublicKey: text('device_public_key').notNull(),
    tokenHash: text('token_hash').notNull().unique('embedded_sessions_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('embedded_sessions_user_idx').on(table.userId), index('embedded_sessions_expires_idx').on(table.expiresAt)],
);

/** Nonces of signed requests seen per session, kept until their timestamp could no longer pass. */
export const embeddedNonces = pgTable(
  'embedded_nonces',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => embeddedSessions.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'embedded_nonces_pk', columns: [table.sessionId, table.nonce] }),
    index('embedded_nonces_expires_idx').on(table.expiresAt),
  ],
);

/**
 * One-time email codes (6 digits) for embedded-wallet login, email change and key export. Only an
 * HMAC of the code under the master key is kept, so a copy of the database does not reveal codes.
 */
export const embeddedEmailCodes = pgTable(
  'embedded_email_codes',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    /** Lowercased. */
    email: text('email').notNull(),
    /** login, update-primary, update-secondary or export. */
    purpose: text('purpose').notNull(),
    clientIp: text('client_ip').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('embedded_email_codes_email_idx').on(table.projectId, table.email, table.purpose, table.createdAt),
    index('embedded_email_codes_ip_idx').on(table.clientIp, table.createdAt),
  ],
);

/**
 * Wrong email codes per address and project, counted per clock hour over all its codes
 * (EMAIL_CODE_LIMITS.failedAttemptsPerEmailPerHour): a guess takes a slot before it is compared.
 */
export const embeddedEmailCodeFailures = pgTable(
  'embedded_email_code_failures',
  {
    projectId: text('project_id').notNull(),
    /** Lowercased. */
    email: text('email').notNull(),
    /** Start of the clock hour counted. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'embedded_email_code_failures_pk', columns: [table.projectId, table.email, table.windowStart] }),
    index('embedded_email_code_failures_window_idx').on(table.windowStart),
  ],
);

/**
 * Social-login attempts between the authorization URL and the provider's callback: the state is
 * the key (its sha256 only), with the PKCE verifier and OIDC nonce, bound to the frame's device
 * key; used once and for minutes.
 */
export const embeddedSocialStates = pgTable(
  'embedded_social_states',
  {
    stateHash: text('state_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** The dApp origin that embeds the frame, checked against the allowlist at start; the result is never posted to it. */
    appOrigin: text('app_origin').notNull(),
    /** The frame's P-256 public key (JWK) the session will be bound to. */
    devicePublicKey: text('device_public_key').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('embedded_social_states_ip_idx').on(table.clientIp, table.createdAt),
    index('embedded_social_states_expires_idx').on(table.expiresAt),
  ],
);

/** A project's own OAuth client for a social provider, over the server's (AIRLOCK_SOCIAL_*); the secret sealed under the master key. */
export const projectSocialProviders = pgTable(
  'project_social_providers',
  {
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    /** clientId, issuer, authorizationUrl, tokenUrl, userinfoUrl, scopes: no secret. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** AES-256-GCM of the client secret (iv, tag and ciphertext in base64url, joined by '.'). */
    sealedClientSecret: text('sealed_client_secret'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'project_social_providers_pk', columns: [table.projectId, table.provider] })],
);

/**
 * An email change in progress (UpdateEmailWallet): at most one per user. The code to the current
 * address is checked first (primaryVerifiedAt), then the code to the new one makes the change.
 */
export const embeddedEmailUpdates = pgTable('embedded_email_updates', {
  userId: text('user_id')
    .primaryKey()
    .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
  projectId: text('project_id').notNull(),
  /** Lowercased. */
  newEmail: text('new_email').notNull(),
  primaryVerifiedAt: timestamp('primary_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Frame device keys an email user has approved (VERIFY_DEVICE): known by the sha256 thumbprint of
 * the P-256 public key. A device waiting for approval has approvalTokenHash set and approvedAt null.
 */
export const embeddedDevices = pgTable(
  'embedded_devices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    /** RFC 7638 JWK thumbprint (sha256, base64url) of the frame's device public key. */
    deviceKeyId: text('device_key_id').notNull(),
    /** sha256 of the approval link's token, while the approval is pending. */
    approvalTokenHash: text('approval_token_hash').unique('embedded_devices_approval_token_key'),
    approvalExpiresAt: timestamp('approval_expires_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('embedded_devices_user_key_idx').on(table.userId, table.deviceKeyId)],
);

/** Where the indexer stands on each chain it follows: the next block to read, and its mode. */
export const indexerChains = pgTable('indexer_chains', {
  chainId: bigint('chain_id', { mode: 'number' }).primaryKey(),
  /** `all` (every block) or `watched` (only the accounts in indexer_watched_accounts). */
  mode: text('mode').notNull(),
  /** The next block number to index; every block below it (back to where indexing began) is stored. */
  nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hashes of the last indexed blocks, so a reorg is found (a parent hash that differs) and undone. */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    parentHash: text('parent_hash').notNull(),
    /** Seconds since the epoch. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.number] })],
);

/**
 * Transactions the indexer kept (every one in `all` mode; those touching a watched account in `watched` mode), with their receipt status.
 */
export const indexedTransactions = pgTable(
  'indexed_transactions',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    /** 0x-prefixed, lowercase. */
    hash: text('hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    /** Seconds since the epoch (the block's timestamp). */
    minedAt: bigint('mined_at', { mode: 'number' }).notNull(),
    /** Lowercase 0x addresses; `to` is null for a contract creation. */
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address'),
    /** Wei, as a decimal string. */
    value: text('value').notNull(),
    /** `confirmed` or `failed`, from the receipt. */
    status: text('status').notNull(),
    /** The 4-byte selector of the call, or null for a plain transfer (no input). */
    selector: text('selector'),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.hash] }),
    index('indexed_transactions_block_idx').on(table.chainId, table.blockNumber),
    // The spam heuristic's "did the account call this token's contract before" (prior-interactions.ts).
    index('indexed_transactions_sender_idx').on(table.chainId, table.fromAddress, table.toAddress, table.blockNumber, table.txIndex),
  ],
);

/**
 * Value that moved in a transaction: native (top-level value, or an internal call found in a trace),
 * ERC-20, ERC-721 and ERC-1155 (one row per id of a batch). `position` orders them in the
 * transaction and keeps them unique: the log index for token transfers, and -1 - n for the n-th
 * native transfer (0 the transaction's own value, then trace calls in order).
 */
export const indexedTransfers = pgTable(
  'indexed_transfers',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    position: integer('position').notNull(),
    /** For a batch transfer, the id's place in the batch (0 otherwise). */
    batchIndex: integer('batch_index').notNull().default(0),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** `native`, `erc20`, `erc721` or `erc1155`. */
    kind: text('kind').notNull(),
    /** The token contract, lowercase; null for native. */
    token: text('token'),
    /** Decimal string; null for native and ERC-20. */
    tokenId: text('token_id'),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** Base units as a decimal string (1 for an ERC-721). */
    amount: text('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.position, table.batchIndex] }),
    index('indexed_transfers_block_idx').on(table.chainId, table.blockNumber),
    index('indexed_transfers_nft_idx').on(table.chainId, table.token, table.tokenId),
    // The spam heuristic's "did the account send this token before" (prior-interactions.ts).
    index('indexed_transfers_sender_idx').on(table.chainId, table.fromAddress, table.token, table.blockNumber),
    // GET /v1/account/:address/nfts (nft-holdings.ts): an account's NFT transfers either way, without reading the chain's other transfers.
    index('indexed_transfers_nft_recipient_idx').on(table.chainId, table.toAddress).where(sql`${table.kind} IN ('erc721', 'erc1155')`),
    index('indexed_transfers_nft_sender_idx').on(table.chainId, table.fromAddress).where(sql`${table.kind} IN ('erc721', 'erc1155')`),
  ],
);

/**
 * One row per (account, transaction) the account took part in (sender, recipient, or either side of
 * a transfer): what GET /v1/account/:address/history pages through, newest first, in one index range.
 */
export const accountTransactions = pgTable(
  'account_transactions',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    txHash: text('tx_hash').notNull(),
    /** Seconds since the epoch: orders an account's history over every chain. */
    minedAt: bigint('mined_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.address, table.blockNumber, table.txIndex] }),
    index('account_transactions_block_idx').on(table.chainId, table.blockNumber),
    index('account_transactions_address_idx').on(table.address, table.minedAt, table.chainId, table.blockNumber, table.txIndex),
  ],
);

/** Accounts a `watched` chain follows (those that connected through this server), and how far back they were backfilled. */
export const indexerWatchedAccounts = pgTable(
  'indexer_watched_accounts',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    /** The first block backfilled for it; null until its backfill is done. */
    backfilledFrom: bigint('backfilled_from', { mode: 'number' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
);

/** Token contracts the indexer has seen: what they are (ERC-20 symbol and decimals, NFT collection name), read once from the chain. */
export const indexedTokens = pgTable(
  'indexed_tokens',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    name: text('name'),
    symbol: text('symbol'),
    decimals: integer('decimals'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
);

/** NFT metadata fetched (tokenURI / uri) and cached by the server; the page never fetches it. */
export const nftMetadata = pgTable(
  'nft_metadata',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    contract: text('contract').notNull(),
    tokenId: text('token_id').notNull(),
    /** The metadata as fetched (name, description, image, attributes), or null when the fetch failed. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** Why the last fetch failed, for the operator; null after a success. */
    error: text('error'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract, table.tokenId] })],
);

/** The operator's spam list: token contracts whose transfers are flagged `is_spam` (the admin API edits it). */
export const spamTokens = pgTable(
  'spam_tokens',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
);

/** Sign in with X: single-use nonces, each bound to the project that asked for it. */
export const siwxNonces = pgTable(
  'siwx_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the sign-in that used it; a nonce is never used twice. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('siwx_nonces_expires_idx').on(table.expiresAt)],
);

/** Sign in with X sessions: the message and signature verified, and the token key that signed the session's token. */
export const siwxSessions = pgTable(
  'siwx_sessions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    /** CAIP-10, e.g. eip155:1:0xAbC… */
    account: text('account').notNull(),
    /** CAIP-2, e.g. eip155:1 */
    chainId: text('chain_id').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    /** The kid of the signing key its token was signed with: a retired key is served until its last session ends. */
    signingKeyId: text('signing_key_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('siwx_sessions_project_account_idx').on(table.projectId, table.account),
    index('siwx_sessions_signing_key_idx').on(table.signingKeyId, table.expiresAt),
  ],
);

/**
 * ES256 keys that sign session tokens. The newest generation signs; older ones are retired and kept
 * in the JWKS while a session they signed lasts. Private keys are AES-256-GCM sealed under the master key.
 */
export const siwxSigningKeys = pgTable('siwx_signing_keys', {
  kid: text('kid').primaryKey(),
  /** 1, 2, …: unique, so two processes rotating at once make one new key, not two. */
  generation: integer('generation').notNull().unique('siwx_signing_keys_generation_key'),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  ciphertext: text('ciphertext').notNull(),
  iv: text('iv').notNull(),
  tag: text('tag').notNull(),
  keyVersion: integer('key_version').notNull(),
  /** Fingerprint of the master key it is sealed under. */
  masterKeyId: text('master_key_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Account names (issue 21): `label`.`suffix`, registered by a signed message, with its text records (`avatar`, …). */
export const accountNames = pgTable(
  'account_names',
  {
    /** Lower case, as normalizeNameLabel makes it. */
    label: text('label').notNull(),
    suffix: text('suffix').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    /** The address that signed the registration (EIP-55). */
    registrant: text('registrant').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key refuses a taken name atomically: a second insert of it conflicts.
  (table) => [primaryKey({ name: 'account_names_pk', columns: [table.suffix, table.label] })],
);

/** The addresses a name resolves to, one per ENSIP-11 coin type. */
export const accountNameAddresses = pgTable(
  'account_name_addresses',
  {
    suffix: text('suffix').notNull(),
    label: text('label').notNull(),
    /** ENSIP-11: 60 for Ethereum, 0x80000000 | chainId for other EVM chains (up to 2^32 - 1, hence bigint). */
    coinType: bigint('coin_type', { mode: 'number' }).notNull(),
    /** EIP-55 for EVM addresses. */
    address: text('address').notNull(),
  },
  (table) => [
    primaryKey({ name: 'account_name_addresses_pk', columns: [table.suffix, table.label, table.coinType] }),
    foreignKey({
      name: 'account_name_addresses_name_fk',
      columns: [table.suffix, table.label],
      foreignColumns: [accountNames.suffix, accountNames.label],
    }).onDelete('cascade'),
    index('account_name_addresses_address_idx').on(table.address),
  ],
);

/**
 * How many names each address has registered under a suffix: raised by INSERT … ON CONFLICT DO UPDATE … WHERE names < the
 * operator's most (AIRLOCK_NAMES_PER_ADDRESS) inside the registration's transaction, so concurrent registrations by one
 * address cannot pass the limit together.
 */
export const accountNameRegistrants = pgTable(
  'account_name_registrants',
  {
    suffix: text('suffix').notNull(),
    /** EIP-55. */
    address: text('address').notNull(),
    names: integer('names').notNull(),
  },
  (table) => [primaryKey({ name: 'account_name_registrants_pk', columns: [table.suffix, table.address] })],
);

/**
 * The key that signs the names gateway's CCIP-read answers (when AIRLOCK_NAMES_GATEWAY_KEY is not set): made once,
 * shared by every process, its secp256k1 private key AES-256-GCM sealed under the master key as the SIWX keys are.
 */
export const namesGatewayKeys = pgTable('names_gateway_keys', {
  kid: text('kid').primaryKey(),
  /** The signer address the offchain resolver must accept. */
  address: text('address').notNull(),
  ciphertext: text('ciphertext').notNull(),
  iv: text('iv').notNull(),
  tag: text('tag').notNull(),
  keyVersion: integer('key_version').notNull(),
  masterKeyId: text('master_key_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payments a dApp takes through the modal's Pay checkout (issue 22). One transaction attaches to a payment, once: the
 * attach is `UPDATE … WHERE tx_hash IS NULL RETURNING`, and the unique index makes one transaction pay one payment per
 * chain. `status` moves open → pending (a transaction attached) → paid or failed (checked on chain).
 */
export const payments = pgTable(
  'payments',
  {
    /** 32 hex characters, random. */
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    chainId: integer('chain_id').notNull(),
    /** EIP-55. */
    recipient: text('recipient').notNull(),
    /** EIP-55, or `native`. */
    tokenAddress: text('token_address').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    tokenDecimals: integer('token_decimals').notNull(),
    /** The decimal amount as the receipt shows it (`5`, `0.25`). */
    amount: text('amount').notNull(),
    /** The same amount in the token's smallest unit, as a decimal integer (up to 2^256 - 1, hence text). */
    amountUnits: text('amount_units').notNull(),
    status: text('status', { enum: ['open', 'pending', 'paid', 'failed'] })
      .notNull()
      .default('open'),
    /** Lowercase 0x hash. */
    txHash: text('tx_hash'),
    payer: text('payer'),
    failure: text('failure'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** The chain's latest block when the payment was made: a transaction mined at or before it cannot pay it. */
    createdBlock: bigint('created_block', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_chain_tx_hash_idx').on(table.chainId, table.txHash),
    check('payments_status_check', sql`${table.status} in ('open', 'pending', 'paid', 'failed')`),
  ],
);

/**
 * On-ramp orders (spec §7): one per quote (the unique quote_id makes asking twice give the same order). The sandbox
 * provider claims a pending order (`status = 'pending'` → `'processing'` in one UPDATE), stores the signed transfer
 * (`raw_transaction`, `transaction_hash`) before broadcasting it, and on start re-broadcasts or confirms what a
 * stopped process left processing, so a purchase is delivered once.
 */
export const onrampOrders = pgTable(
  'onramp_orders',
  {
    id: text('id').primaryKey(),
    quoteId: text('quote_id').notNull(),
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    /** pending, processing, completed or failed. */
    status: text('status').notNull(),
    /** CAIP-2. */
    network: text('network').notNull(),
    /** EIP-55. */
    address: text('address').notNull(),
    paymentMethod: text('payment_method').notNull(),
    purchaseCurrency: text('purchase_currency').notNull(),
    purchaseAmount: text('purchase_amount').notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentSubtotal: text('payment_subtotal').notNull(),
    providerFee: text('provider_fee').notNull(),
    networkFee: text('network_fee').notNull(),
    paymentTotal: text('payment_total').notNull(),
    rawTransaction: text('raw_transaction'),
    transactionHash: text('transaction_hash'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('onramp_orders_quote_id_idx').on(table.quoteId),
    index('onramp_orders_processing_idx').on(table.status).where(sql`${table.status} = 'processing'`),
  ],
);
