import type { Redis } from 'ioredis';
import { addressQuotaOf, cutPage, type Mailbox, type MailboxPage, type MailboxRead, type StorageQuota } from './mailbox';
import type { RelayMessage } from './relay-message';
import { RELAY_RPC_ERRORS } from './relay-rpc-error';
import { REDIS_STORE_SCRIPT } from './redis-store-script';

/** Ids read per topic at a time, and messages fetched per step (so one HMGET carries at most this many)… */
const STEP = 32;
/** …and steps per read: a read never looks at more than STEP × MAX_STEPS messages, over all its topics. */
const MAX_STEPS = 16;

interface TopicCursor {
  topic: string;
  /** Where the next ids start in the topic's order. */
  offset: number;
  /** Ids read and not yet taken, oldest first, with their publication time. */
  queued: { id: string; publishedAt: number }[];
  exhausted: boolean;
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    relayStore(...args: (string | number)[]): Promise<number>;
  }
}

/**
 * Mailboxes shared by every server process: per topic a hash (message id → message) and a sorted
 * set of its ids by publication, read a bounded range at a time; per publisher a sorted set (by
 * expiry) of its messages no one has received yet; per message the clients that received it; and
 * the byte quotas' counters and ledgers. Every key expires with its last message.
 */
export function createRedisMailbox(redis: Redis, prefix: string, quota: () => StorageQuota): Mailbox {
  if (!redis.relayStore) redis.defineCommand('relayStore', { numberOfKeys: 7, lua: REDIS_STORE_SCRIPT });
  const key = {
    topic: (topic: string) => `${prefix}relay:mailbox:${topic}`,
    order: (topic: string) => `${prefix}relay:order:${topic}`,
    publisher: (publisher: string) => `${prefix}relay:publisher:${publisher}`,
    received: (id: string) => `${prefix}relay:received:${id}`,
    ledger: (scope: string) => `${prefix}relay:bytes:${scope}`,
    counter: (scope: string) => `${prefix}relay:bytes-used:${scope}`,
  };

  /** Reads the next ids of every cursor that has none queued, in one pipeline. */
  async function refill(cursors: TopicCursor[]): Promise<void> {
    const empty = cursors.filter((cursor) => cursor.queued.length === 0 && !cursor.exhausted);
    if (empty.length === 0) return;
    const pipeline = redis.pipeline();
    for (const cursor of empty) pipeline.zrangebyscore(key.order(cursor.topic), '-inf', '+inf', 'WITHSCORES', 'LIMIT', cursor.offset, STEP);
    const results = (await pipeline.exec()) ?? [];
    empty.forEach((cursor, index) => {
      const [error, flat] = results[index] ?? [new Error('Redis pipeline aborted')];
      if (error) throw error;
      const entries = flat as string[];
      for (let at = 0; at < entries.length; at += 2) cursor.queued.push({ id: entries[at]!, publishedAt: Number(entries[at + 1]) });
      cursor.offset += entries.length / 2;
      if (entries.length / 2 < STEP) cursor.exhausted = true;
    });
  }

  /** Takes the STEP oldest queued ids over all cursors. */
  function takeOldest(cursors: TopicCursor[]): { cursor: TopicCursor; id: string }[] {
    const taken: { cursor: TopicCursor; id: string }[] = [];
    while (taken.length < STEP) {
      let oldest: TopicCursor | undefined;
      for (const cursor of cursors)
        if (cursor.queued.length > 0 && (!oldest || cursor.queued[0]!.publishedAt < oldest.queued[0]!.publishedAt)) oldest = cursor;
      // A cursor with nothing queued but more to read may hold something older: read it first.
      if (!oldest || cursors.some((cursor) => cursor.queued.length === 0 && !cursor.exhausted)) break;
      taken.push({ cursor: oldest, id: oldest.queued.shift()!.id });
    }
    return taken;
  }

  /**
   * Unexpired messages of the topics, oldest first, leaving out what `forClient` published or
   * received: STEP messages at a time, merged over the topics, until the page is over-full.
   */
  async function list(topics: readonly string[], page: MailboxPage): Promise<MailboxRead> {
    const now = Date.now();
    const cursors: TopicCursor[] = topics.map((topic) => ({ topic, offset: 0, queued: [], exhausted: false }));
    const rows: RelayMessage[] = [];
    let bytes = 0;
    for (let step = 0; step < MAX_STEPS; step++) {
      await refill(cursors);
      const taken = takeOldest(cursors);
      if (taken.length === 0) return cutPage(rows, page);
      const pipeline = redis.pipeline();
      for (const { cursor, id } of taken) pipeline.hget(key.topic(cursor.topic), id);
      const texts = ((await pipeline.exec()) ?? []).map(([error, text]) => {
        if (error) throw error;
        return text as string | null;
      });
      const found = texts.map((text) => (text ? (JSON.parse(text) as RelayMessage) : undefined));
      const expired = taken.filter((_, index) => !found[index] || found[index].expiresAt <= now);
      if (expired.length > 0) {
        const prune = redis.multi();
        for (const { cursor, id } of expired) {
          prune.zrem(key.order(cursor.topic), id).hdel(key.topic(cursor.topic), id);
          cursor.offset--;
        }
        await prune.exec();
      }
      const candidates = found.filter(
        (message): message is RelayMessage => message !== undefined && message.expiresAt > now && message.publisher !== page.forClient,
      );
      const seen = page.forClient && candidates.length > 0 ? await receivedBy(candidates, page.forClient) : [];
      for (const [index, message] of candidates.entries()) {
        if (seen[index]) continue;
        rows.push(message);
        bytes += message.bytes;
        if (rows.length > page.maxMessages || bytes > page.maxBytes) return cutPage(rows, page);
      }
    }
    // Looked as far as one read may: the rest is there, past what this client has received. With
    // nothing to show for it, hasMore would only send the client round the same entries again.
    return { ...cutPage(rows, page), hasMore: rows.length > 0 };
  }

  async function receivedBy(messages: readonly RelayMessage[], clientId: string): Promise<boolean[]> {
    const pipeline = redis.pipeline();
    for (const message of messages) pipeline.sismember(key.received(message.id), clientId);
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, value]) => {
      if (error) throw error;
      return value === 1;
    });
  }

  return {
    async store(message) {
      const limits = quota();
      const result = await redis.relayStore(
        key.topic(message.topic),
        key.order(message.topic),
        key.publisher(message.publisher),
        key.ledger(message.address),
        key.counter(message.address),
        key.ledger('*'),
        key.counter('*'),
        message.id,
        JSON.stringify(message),
        message.expiresAt,
        message.publishedAt,
        message.bytes,
        Date.now(),
        addressQuotaOf(message, limits),
        limits.maxStoredBytesTotal,
      );
      if (result === -1) throw RELAY_RPC_ERRORS.addressQuota(limits.maxStoredBytesPerAddress);
      if (result === -2) throw RELAY_RPC_ERRORS.totalQuota(limits.maxStoredBytesTotal);
      return result === 1 ? 'stored' : 'duplicate';
    },
    list,
    async received(messages, clientId) {
      if (messages.length === 0) return;
      const transaction = redis.multi();
      for (const message of messages) {
        transaction.sadd(key.received(message.id), clientId).pexpireat(key.received(message.id), message.expiresAt);
        transaction.zrem(key.publisher(message.publisher), message.id);
      }
      const results = await transaction.exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
    },
    async countByPublisher(publisher) {
      const publisherKey = key.publisher(publisher);
      const [, stored] = (await redis.multi().zremrangebyscore(publisherKey, '-inf', Date.now()).zcard(publisherKey).exec()) ?? [];
      return Number(stored?.[1] ?? 0);
    },
    async deleteExpired() {
      // Keys expire with their last message; expired entries are pruned as they are read, and quota ledgers as they are counted.
    },
  };
}
