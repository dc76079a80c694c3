import type { Redis } from 'ioredis';
import type { Mailbox } from './mailbox';
import type { RelayMessage } from './relay-message';

/**
 * Mailboxes shared by every server process: a hash per topic (message id → message) that expires
 * with its last message, and a sorted set per publisher (scored by expiry) for its stored count.
 */
export function createRedisMailbox(redis: Redis, prefix: string): Mailbox {
  const topicKey = (topic: string) => `${prefix}relay:mailbox:${topic}`;
  const publisherKey = (publisher: string) => `${prefix}relay:publisher:${publisher}`;
  async function list(topic: string, limit: number): Promise<RelayMessage[]> {
    const now = Date.now();
    const entries = await redis.hvals(topicKey(topic));
    const messages = entries.map((entry) => JSON.parse(entry) as RelayMessage);
    const expired = messages.filter((message) => message.expiresAt <= now).map((message) => message.id);
    if (expired.length > 0) await redis.hdel(topicKey(topic), ...expired);
    return messages
      .filter((message) => message.expiresAt > now)
      .sort((a, b) => a.publishedAt - b.publishedAt)
      .slice(0, limit);
  }
  return {
    async store(message) {
      const key = topicKey(message.topic);
      const results = await redis
        .multi()
        .hsetnx(key, message.id, JSON.stringify(message))
        .pexpireat(key, message.expiresAt, 'NX')
        .pexpireat(key, message.expiresAt, 'GT')
        .zadd(publisherKey(message.publisher), message.expiresAt, message.id)
        .pexpireat(publisherKey(message.publisher), message.expiresAt, 'NX')
        .pexpireat(publisherKey(message.publisher), message.expiresAt, 'GT')
        .exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
      return results[0]?.[1] === 1;
    },
    list,
    async listMany(topics, limit) {
      return (await Promise.all(topics.map((topic) => list(topic, limit)))).flat();
    },
    async countByPublisher(publisher) {
      const key = publisherKey(publisher);
      const [, stored] = (await redis.multi().zremrangebyscore(key, '-inf', Date.now()).zcard(key).exec()) ?? [];
      return Number(stored?.[1] ?? 0);
    },
    async deleteExpired() {
      // Topic hashes and publisher sets expire with their last message; expired entries are pruned as they are read.
    },
  };
}
