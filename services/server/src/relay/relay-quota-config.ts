import { RELAY_LIMITS } from './relay-limits';
import { integerFromEnv } from '../config/integer-from-env';

/** The relay's storage, rate and fetch bounds as the operator sets them (see the server README). */
export interface RelayQuotaConfig {
  /** AIRLOCK_RELAY_BYTES_PER_IP: bytes of unexpired stored messages per client address. */
  relayBytesPerIp: number;
  /** AIRLOCK_RELAY_BYTES_TOTAL: bytes of unexpired stored messages in all (shared by every process on one database or Redis). */
  relayBytesTotal: number;
  /** AIRLOCK_RELAY_PUBLISHES_PER_SECOND and AIRLOCK_RELAY_PUBLISH_BURST: publishes per socket. */
  relayPublishesPerSecond: number;
  relayPublishBurst: number;
  /** AIRLOCK_RELAY_FETCH_MESSAGES and AIRLOCK_RELAY_FETCH_BYTES: at most this much in one fetch answer or backlog page. */
  relayFetchMessages: number;
  relayFetchBytes: number;
}

export function relayQuotaConfigFromEnv(env: NodeJS.ProcessEnv): RelayQuotaConfig {
  return {
    relayBytesPerIp: integerFromEnv(env, 'AIRLOCK_RELAY_BYTES_PER_IP', RELAY_LIMITS.maxStoredBytesPerAddress, RELAY_LIMITS.maxMessageBytes),
    relayBytesTotal: integerFromEnv(env, 'AIRLOCK_RELAY_BYTES_TOTAL', RELAY_LIMITS.maxStoredBytesTotal, RELAY_LIMITS.maxMessageBytes),
    relayPublishesPerSecond: integerFromEnv(env, 'AIRLOCK_RELAY_PUBLISHES_PER_SECOND', RELAY_LIMITS.publishesPerSecond),
    relayPublishBurst: integerFromEnv(env, 'AIRLOCK_RELAY_PUBLISH_BURST', RELAY_LIMITS.publishBurst),
    relayFetchMessages: integerFromEnv(env, 'AIRLOCK_RELAY_FETCH_MESSAGES', RELAY_LIMITS.maxMessagesPerFetch),
    relayFetchBytes: integerFromEnv(env, 'AIRLOCK_RELAY_FETCH_BYTES', RELAY_LIMITS.maxBytesPerFetch, RELAY_LIMITS.maxMessageBytes),
  };
}
