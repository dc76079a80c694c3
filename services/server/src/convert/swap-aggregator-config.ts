import { ConfigError } from '../config/config-error';

/** 1inch's swap API; any service speaking its shape can stand in (AIRLOCK_SWAP_AGGREGATOR_URL). */
export const DEFAULT_SWAP_AGGREGATOR_URL = 'https://api.1inch.dev/swap/v6.0';
const DEFAULT_TIMEOUT_MS = 2_000;

export interface SwapAggregatorConfig {
  /**
   * AIRLOCK_SWAP_AGGREGATOR_KEY turns on quotes from an aggregator API at AIRLOCK_SWAP_AGGREGATOR_URL (named
   * AIRLOCK_SWAP_AGGREGATOR_NAME, answering within AIRLOCK_SWAP_AGGREGATOR_TIMEOUT_MS). Without a key: undefined, and
   * no request leaves the server for swaps.
   */
  swapAggregator?: { url: string; apiKey: string; name: string; timeoutMs: number };
}

export function swapAggregatorConfigFromEnv(env: NodeJS.ProcessEnv): SwapAggregatorConfig {
  const apiKey = env.AIRLOCK_SWAP_AGGREGATOR_KEY?.trim();
  if (!apiKey) return {};
  const url = (env.AIRLOCK_SWAP_AGGREGATOR_URL?.trim() || DEFAULT_SWAP_AGGREGATOR_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url))
    throw new ConfigError(`AIRLOCK_SWAP_AGGREGATOR_URL must be an http:// or https:// URL (got ${JSON.stringify(url)})`);
  const timeout = Number(env.AIRLOCK_SWAP_AGGREGATOR_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 30_000)
    throw new ConfigError('AIRLOCK_SWAP_AGGREGATOR_TIMEOUT_MS must be a whole number of milliseconds from 100 to 30000');
  return { swapAggregator: { url, apiKey, name: env.AIRLOCK_SWAP_AGGREGATOR_NAME?.trim() || '1inch', timeoutMs: timeout } };
}
