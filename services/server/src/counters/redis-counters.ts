import type { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';

// INCRBY and the window's expiry in one round trip; the first hit of a window sets its expiry.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;

/** Counters in Redis under `prefix`, shared by every process that uses the same Redis and prefix. */
export function createRedisCounters(redis: Redis, prefix: string): CounterStore {
  return {
    async hit(key, cost, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, cost, windowMs)) as [number, number];
      return { count: Number(count), resetMs: Number(ttl) };
    },
  };
}
