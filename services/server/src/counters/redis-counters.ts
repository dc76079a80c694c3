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
const HIT_COMMAND = 'airlockCounterHit';

type HitCommand = (key: string, cost: number, windowMs: number) => Promise<[number, number]>;

/**
 * Counters in Redis under `prefix`, shared by every process that uses the same Redis and prefix.
 * The script is sent by its SHA (EVALSHA; ioredis sends the text once when Redis does not know it),
 * not as text with every hit.
 */
export function createRedisCounters(redis: Redis, prefix: string): CounterStore {
  redis.defineCommand(HIT_COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hit = (redis as unknown as Record<typeof HIT_COMMAND, HitCommand>)[HIT_COMMAND].bind(redis);
  return {
    async hit(key, cost, windowMs) {
      const [count, ttl] = await hit(prefix + key, cost, windowMs);
      return { count: Number(count), resetMs: Number(ttl) };
    },
  };
}
