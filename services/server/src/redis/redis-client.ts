import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A command that Redis does not answer within this time fails, and the local stand-in answers. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * An ioredis client that fails fast instead of queueing: while disconnected every command fails at
 * once (no offline queue), a connected but silent Redis times out after 500 ms, and reconnects back
 * off up to 2 s. Callers fall back to local state (see DependencyBreaker).
 */
export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener each failed reconnect would be an unhandled 'error' event; the breaker logs outages.
  redis.on('error', (error: Error) => log.debug({ reason: error.message }, 'redis connection error'));
  return redis;
}

/**
 * Waits up to `timeoutMs` for the first connection, so a healthy Redis is used from the first
 * request; resolves false (the server starts on local state, and logs it) when Redis is not there.
 */
export async function waitForRedis(redis: Redis, timeoutMs = 2_000): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}
