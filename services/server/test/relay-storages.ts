import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AirlockServer } from '../src/app/build-server';
import type { ServerConfig } from '../src/config/server-config';
import { buildTestServer } from './support/test-server';
import { STORAGE_KINDS, type StorageKind } from './support/test-databases';
import { listenRelay } from './relay-test-client';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Where a relay keeps its mailboxes: the database (PGlite or PostgreSQL), or Redis. */
export type RelayStorage = StorageKind | 'redis';
export const RELAY_STORAGES: RelayStorage[] = [...STORAGE_KINDS, 'redis'];

export interface TestRelay {
  server: AirlockServer;
  url: string;
  close(): Promise<void>;
}

/** A listening relay on `storage` (on `port`, else a free one); with Redis, on its own key prefix, removed again by `close`. */
export async function startTestRelay(
  storage: RelayStorage,
  config: Partial<ServerConfig> = {},
  redisKeyPrefix?: string,
  port = 0,
): Promise<TestRelay> {
  const prefix = redisKeyPrefix ?? `airlock-test-relay-${randomBytes(6).toString('hex')}:`;
  const server = await buildTestServer({
    storage: storage === 'redis' ? 'pglite' : storage,
    config: storage === 'redis' ? { redisUrl: REDIS_URL, redisKeyPrefix: prefix, ...config } : config,
  });
  const url = await listenRelay(server, port);
  await server.app.relay.fanout.ready;
  return {
    server,
    url,
    async close() {
      await server.close();
      if (storage === 'redis' && !redisKeyPrefix) await deleteRedisKeys(prefix);
    },
  };
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
