import { resolve } from 'node:path';
import { mailConfigFromEnv, type MailConfig } from '../mail/mail-config';
import type { ChainConfig } from './chain-config';
import { ConfigError } from './config-error';
import { readChainsFile } from './chains-file';
import { RELAY_LIMITS } from '../relay/relay-limits';
import { relayQuotaConfigFromEnv, type RelayQuotaConfig } from '../relay/relay-quota-config';
import { relayFederationConfigFromEnv, type RelayFederationConfig } from '../relay/federation/relay-federation-config';
import { indexerConfigFromEnv, type IndexerConfig } from '../indexer/indexer-config';
import { nftFetchConfigFromEnv, type NftConfig } from '../nfts/nft-fetch-config';
import { publicUrlsFromEnv } from './public-urls';
import { trustProxyFromEnv } from './trust-proxy';
import { frameOriginsFromEnv } from '../embedded/frame-origins';
import { parseMasterKey, type MasterKey } from '../embedded/master-key';
import { defaultFrameDir } from '../frame-host/frame-dir';
import { socialConfigFromEnv, type SocialClientConfigs } from '../embedded/social/social-client-config';
import { siwxConfigFromEnv, type SiwxConfig } from '../siwx/siwx-config';
import { namesConfigFromEnv, type NamesConfig } from '../names/names-config';
import { namesGatewayConfigFromEnv, type NamesGatewayConfig } from '../names-gateway/names-gateway-config';
import { swapAggregatorConfigFromEnv, type SwapAggregatorConfig } from '../convert/swap-aggregator-config';
import { onrampConfigFromEnv, type OnrampConfig } from '../onramp/onramp-config';
import { payConfigFromEnv, type PayConfig } from '../pay/pay-config';

/** Mail options (SMTP_URL, AIRLOCK_MAIL_FROM, AIRLOCK_SMTP_TIMEOUT_MS, AIRLOCK_DEV_OUTBOX) are in MailConfig. */
export interface ServerConfig
  extends MailConfig,
    RelayQuotaConfig,
    RelayFederationConfig,
    IndexerConfig,
    NftConfig,
    SiwxConfig,
    NamesConfig,
    NamesGatewayConfig,
    SwapAggregatorConfig,
    OnrampConfig,
    PayConfig {
  host: string;
  port: number;
  /** Where PGlite keeps its data when no DATABASE_URL is set (and where a generated admin token is kept). */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of every Redis key this server writes; servers that share state share the prefix. */
  redisKeyPrefix: string;
  chains: ChainConfig[];
  logLevel: string;
  /** Cost units (an HTTP request, or one JSON-RPC call of a batch) per minute per project and IP. */
  rateLimitPerMinute: number;
  /** HTTP requests per minute per client IP, whatever the project; checked before anything else. */
  ipRateLimitPerMinute: number;
  /** Faucet grants per address per chain per hour. */
  faucetPerHour: number;
  /** Faucet grants per client IP per hour, over every address and chain. */
  faucetPerIpPerHour: number;
  /**
   * Behind a reverse proxy: the proxies whose X-Forwarded-For is believed (addresses, CIDRs, or
   * `loopback`, `linklocal`, `uniquelocal`). The client IP is the right-most hop not on this list.
   */
  trustProxy?: string[];
  /** Relay sockets one client address may hold open on this process (AIRLOCK_RELAY_SOCKETS_PER_IP). */
  relaySocketsPerIp: number;
  /** Unexpired relay messages one client may have stored (AIRLOCK_RELAY_MESSAGES_PER_CLIENT). */
  relayMessagesPerClient: number;
  /**
   * Where clients reach this server when that differs from its Host header (AIRLOCK_PUBLIC_URL); the relay accepts JWTs addressed to
   * `<url>/relay`.
   */
  publicUrls: URL[];
  /** Bearer token of the admin API; generated into `dataDir` when not set. */
  adminToken?: string;
  /** Analytics events stored per project per hour; past it POST /e answers 429. 0 turns the quota off. */
  analyticsEventsPerHour: number;
  /** Analytics events older than this are deleted. */
  analyticsRetentionDays: number;
  /** Widest block range one eth_getLogs call may ask for. */
  rpcMaxLogBlockRange: number;
  /** Largest upstream RPC response the proxy passes on, in bytes. */
  rpcMaxResponseBytes: number;
  /** Open connections per client IP; trusted proxies are exempt. */
  maxConnectionsPerIp: number;
  /** Time a client has to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** AIRLOCK_MASTER_KEY: encrypts embedded-wallet keys at rest; when unset, one is generated into `dataDir` (refused in production). */
  masterKey?: MasterKey;
  /** NODE_ENV=production: the embedded wallet refuses to start without AIRLOCK_MASTER_KEY. */
  masterKeyRequired: boolean;
  /**
   * The embedded wallet's frame listens here, on its own origin (AIRLOCK_FRAME_PORT; by default the
   * port after `port`, so a second process on one host needs only its own AIRLOCK_SERVER_PORT; a free
   * port when `port` is 0).
   */
  framePort: number;
  /** The built frame (AIRLOCK_FRAME_DIR; default the one in the package, else apps/frame/dist of this checkout). */
  frameDir: string;
  /**
   * AIRLOCK_FRAME_ORIGINS: the only browser origins the embedded wallet's API answers; default the frame port on localhost and 127.0.0.1.
   */
  frameOrigins?: string[];
  /** AIRLOCK_FRAME_URL: the frame's public address, told to the modal; default the host the modal called, on the frame port. */
  frameUrl?: string;
  /** AIRLOCK_SOCIAL_<PROVIDER>_*: the server's OAuth/OIDC clients for social login; a project may set its own. None by default. */
  socialProviders: SocialClientConfigs;
  /**
   * AIRLOCK_DEMO=1 (`npm start` sets it): the demo project (DEMO_PROJECT_ID, email login on,
   * http://localhost:*) is made at start. Off by default, so no deployment has a project it never made.
   */
  demoProject: boolean;
  /**
   * AIRLOCK_DEVICE_APPROVAL_DAYS: an email account's approved device connects without a code for this long after its approval (default 90).
   */
  deviceApprovalDays: number;
}

export { ConfigError };

function frameUrlFromEnv(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`AIRLOCK_FRAME_URL must be an http(s) URL, got "${raw.slice(0, 100)}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`AIRLOCK_FRAME_URL must be an http(s) URL, got "${raw.slice(0, 100)}"`);
  return url.toString();
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name}=${raw} must be an integer of at least ${min}`);
  return value;
}

/** AIRLOCK_CHAINS_FILE's chains; none without it (the server starts and says how to add them). */
function chainsFromEnv(env: NodeJS.ProcessEnv): ChainConfig[] {
  return env.AIRLOCK_CHAINS_FILE ? readChainsFile(env.AIRLOCK_CHAINS_FILE) : [];
}

function flagFromEnv(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name}=${raw.slice(0, 20)} must be 1 (on) or 0 (off)`);
}

function adminTokenFromEnv(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new ConfigError('AIRLOCK_ADMIN_TOKEN must be at least 16 characters');
  return raw;
}

function defaultFramePort(serverPort: number): number {
  return serverPort === 0 || serverPort === 65_535 ? 0 : serverPort + 1;
}

/** Reads the server's configuration from the environment; every value has a working default. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rateLimitPerMinute = intFromEnv(env, 'AIRLOCK_RATE_LIMIT_PER_MINUTE', 6000);
  const port = intFromEnv(env, 'AIRLOCK_SERVER_PORT', 8787);
  return {
    host: env.AIRLOCK_HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.AIRLOCK_DATA_DIR ?? '.airlock'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.AIRLOCK_REDIS_KEY_PREFIX || 'airlock:',
    chains: chainsFromEnv(env),
    logLevel: env.AIRLOCK_LOG_LEVEL ?? 'info',
    rateLimitPerMinute,
    ipRateLimitPerMinute: intFromEnv(env, 'AIRLOCK_IP_RATE_LIMIT_PER_MINUTE', rateLimitPerMinute * 2),
    faucetPerHour: intFromEnv(env, 'AIRLOCK_FAUCET_PER_HOUR', 3),
    faucetPerIpPerHour: intFromEnv(env, 'AIRLOCK_FAUCET_PER_IP_PER_HOUR', 10),
    trustProxy: trustProxyFromEnv(env.AIRLOCK_TRUST_PROXY),
    publicUrls: publicUrlsFromEnv(env.AIRLOCK_PUBLIC_URL),
    relaySocketsPerIp: intFromEnv(env, 'AIRLOCK_RELAY_SOCKETS_PER_IP', RELAY_LIMITS.maxSocketsPerAddress, 1),
    relayMessagesPerClient: intFromEnv(env, 'AIRLOCK_RELAY_MESSAGES_PER_CLIENT', RELAY_LIMITS.maxStoredMessagesPerPublisher, 1),
    ...relayQuotaConfigFromEnv(env),
    ...relayFederationConfigFromEnv(env),
    ...indexerConfigFromEnv(env),
    ...siwxConfigFromEnv(env),
    ...namesConfigFromEnv(env),
    ...namesGatewayConfigFromEnv(env),
    ...swapAggregatorConfigFromEnv(env),
    ...onrampConfigFromEnv(env),
    ...payConfigFromEnv(env),
    nftFetch: nftFetchConfigFromEnv(env),
    adminToken: adminTokenFromEnv(env.AIRLOCK_ADMIN_TOKEN),
    analyticsEventsPerHour: intFromEnv(env, 'AIRLOCK_ANALYTICS_EVENTS_PER_HOUR', 10_000),
    analyticsRetentionDays: intFromEnv(env, 'AIRLOCK_ANALYTICS_RETENTION_DAYS', 30, 1),
    rpcMaxLogBlockRange: intFromEnv(env, 'AIRLOCK_RPC_MAX_LOG_BLOCK_RANGE', 2_000, 1),
    rpcMaxResponseBytes: intFromEnv(env, 'AIRLOCK_RPC_MAX_RESPONSE_BYTES', 5 * 1024 * 1024, 1024),
    maxConnectionsPerIp: intFromEnv(env, 'AIRLOCK_MAX_CONNECTIONS_PER_IP', 256, 1),
    requestTimeoutMs: intFromEnv(env, 'AIRLOCK_REQUEST_TIMEOUT_MS', 10_000, 1000),
    ...mailConfigFromEnv(env, intFromEnv(env, 'AIRLOCK_SMTP_TIMEOUT_MS', 5_000, 100)),
    masterKey: env.AIRLOCK_MASTER_KEY ? parseMasterKey(env.AIRLOCK_MASTER_KEY) : undefined,
    masterKeyRequired: env.NODE_ENV === 'production',
    framePort: intFromEnv(env, 'AIRLOCK_FRAME_PORT', defaultFramePort(port)),
    frameDir: resolve(env.AIRLOCK_FRAME_DIR || defaultFrameDir()),
    frameOrigins: frameOriginsFromEnv(env.AIRLOCK_FRAME_ORIGINS),
    frameUrl: frameUrlFromEnv(env.AIRLOCK_FRAME_URL),
    socialProviders: socialConfigFromEnv(env),
    demoProject: flagFromEnv(env, 'AIRLOCK_DEMO'),
    deviceApprovalDays: intFromEnv(env, 'AIRLOCK_DEVICE_APPROVAL_DAYS', 90, 1),
  };
}
