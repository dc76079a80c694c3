/**
 * Stores one message within the byte quotas, atomically (Redis runs a script alone, so processes
 * sharing Redis never overshoot a quota). Each quota is a counter with a ledger: a sorted set of
 * `<bytes>:<id>` scored by expiry, from which expired entries are released (a bounded number per
 * call) before counting.
 *
 * KEYS: topic hash, topic order, publisher set, address ledger, address counter, total ledger, total counter.
 * ARGV: id, message JSON, expiresAt, publishedAt, bytes, now, per-address limit, total limit.
 * Returns 1 stored, 0 duplicate, -1 over the address quota, -2 over the total quota.
 */
export const REDIS_STORE_SCRIPT = `
local function release(ledger, counter, now)
  local gone = redis.call('ZRANGEBYSCORE', ledger, '-inf', now, 'LIMIT', 0, 100)
  if #gone > 0 then
    local freed = 0
    for _, member in ipairs(gone) do freed = freed + tonumber(string.match(member, '^(%d+):')) end
    redis.call('ZREM', ledger, unpack(gone))
    redis.call('DECRBY', counter, freed)
  end
  return tonumber(redis.call('GET', counter) or '0')
end
local function expireWith(key, at)
  redis.call('PEXPIREAT', key, at, 'NX')
  redis.call('PEXPIREAT', key, at, 'GT')
end
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
local bytes = tonumber(ARGV[5])
if release(KEYS[4], KEYS[5], ARGV[6]) + bytes > tonumber(ARGV[7]) then return -1 end
if release(KEYS[6], KEYS[7], ARGV[6]) + bytes > tonumber(ARGV[8]) then return -2 end
local member = ARGV[5] .. ':' .. ARGV[1]
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
redis.call('ZADD', KEYS[4], ARGV[3], member)
redis.call('INCRBY', KEYS[5], bytes)
redis.call('ZADD', KEYS[6], ARGV[3], member)
redis.call('INCRBY', KEYS[7], bytes)
for index = 1, 7 do expireWith(KEYS[index], ARGV[3]) end
return 1
`;
