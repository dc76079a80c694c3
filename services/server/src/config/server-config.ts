import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ChainConfig } from './chain-config';
import { devnetChainConfigs } from './devnet-chains';

export interface ServerConfig {
  host: string;
  port: number;
  /** Where PGlite keeps its data when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  chains: ChainConfig[];
  logLevel: string;
  /** Requests per minute per project and IP. */
  rateLimitPerMinute: number;
  /** Faucet grants per address per chain per hour. */
  faucetPerHour: number;
  /**
   * Behind a reverse proxy: which proxies to believe for the client IP (X-Forwarded-For):
   * true for any, or a list of addresses/CIDRs. Off by default.
   */
  trustProxy?: boolean | string[];
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name}=${raw} must be a non-negative integer`);
  return value;
}

function chainsFromEnv(env: NodeJS.ProcessEnv): ChainConfig[] {
  if (env.AIRLOCK_CHAINS_FILE) {
    try {
      return JSON.parse(readFileSync(env.AIRLOCK_CHAINS_FILE, 'utf8')) as ChainConfig[];
    } catch (error) {
      throw new ConfigError(`AIRLOCK_CHAINS_FILE ${env.AIRLOCK_CHAINS_FILE}: ${(error as Error).message}`);
    }
  }
  const rpcUrls = [env.AIRLOCK_DEVNET_RPC_URL, env.AIRLOCK_DEVNET_L2_RPC_URL];
  const defaults = devnetChainConfigs();
  return rpcUrls.some(Boolean)
    ? devnetChainConfigs(defaults.map((chain, index) => rpcUrls[index] ?? chain.rpcUrls[0] ?? ''))
    : defaults;
}

function trustProxyFromEnv(raw: string | undefined): ServerConfig['trustProxy'] {
  if (!raw || raw === 'false') return undefined;
  if (raw === 'true') return true;
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** Reads the server's configuration from the environment; every value has a working default. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.AIRLOCK_HOST ?? '127.0.0.1',
    port: intFromEnv(env, 'AIRLOCK_SERVER_PORT', 8787),
    dataDir: resolve(env.AIRLOCK_DATA_DIR ?? '.airlock'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    chains: chainsFromEnv(env),
    logLevel: env.AIRLOCK_LOG_LEVEL ?? 'info',
    rateLimitPerMinute: intFromEnv(env, 'AIRLOCK_RATE_LIMIT_PER_MINUTE', 6000),
    faucetPerHour: intFromEnv(env, 'AIRLOCK_FAUCET_PER_HOUR', 3),
    trustProxy: trustProxyFromEnv(env.AIRLOCK_TRUST_PROXY),
  };
}
