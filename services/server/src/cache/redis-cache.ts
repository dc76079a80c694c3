import type { Redis } from 'ioredis';
import type { Cache } from './cache';

const PREFIX = 'airlock:cache:';

/** JSON values in Redis; bigints are stored as strings by the callers. */
export function createRedisCache(redis: Redis): Cache {
  return {
    async get<T>(key: string) {
      const raw = await redis.get(PREFIX + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlMs) {
      await redis.set(PREFIX + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async delete(key) {
      await redis.del(PREFIX + key);
    },
  };
}
