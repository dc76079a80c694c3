import type { Redis } from 'ioredis';
import type { Cache } from './cache';

/** JSON values in Redis; bigints are stored as strings by the callers. */
export function createRedisCache(redis: Redis, prefix: string): Cache {
  return {
    async get<T>(key: string) {
      const raw = await redis.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
  };
}
