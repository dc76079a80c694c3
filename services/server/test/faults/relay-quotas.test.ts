import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { newIdentity, randomTopic, RelayTestClient, type JsonRpcMessage } from '../relay-test-client';
import { deleteRedisKeys, REDIS_URL } from '../relay-storages';
import { createPostgresDatabase, STORAGE_KINDS, type TestPostgresDatabase } from '../support/test-databases';
import { spawnServerOnFreshData, type FreshServerProcess } from '../support/server-process';

const KIB = 1024;
const MESSAGE_BYTES = 16 * KIB;
const QUOTA_BYTES = 1024 * KIB;
/** Messages of MESSAGE_BYTES that fit in QUOTA_BYTES. */
const FITTING = QUOTA_BYTES / MESSAGE_BYTES;

/** A first start on PGlite migrates a new data directory, slow on a busy machine. */
const START_TIMEOUT_MS = 90_000;

const relayUrlOf = (server: FreshServerProcess) => `${server.url.replace(/^http/, 'ws')}/relay`;

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** `identities` sockets on each relay, each publishing `each` messages of MESSAGE_BYTES to its own topic, every publish at once. */
async function flood(
  relayUrls: readonly string[],
  identities: number,
  each: number,
  clients: RelayTestClient[],
): Promise<JsonRpcMessage[]> {
  const publishers = await Promise.all(
    relayUrls.flatMap((url) => Array.from({ length: identities }, () => RelayTestClient.connect(url, { identity: newIdentity() }))),
  );
  clients.push(...publishers);
  return Promise.all(
    publishers.flatMap((publisher) => {
      const topic = randomTopic();
      return Array.from({ length: each }, (_, index) =>
        publisher.call(
          'irn_publish',
          { topic, message: `${index}:${randomBytes(MESSAGE_BYTES).toString('base64')}`.slice(0, MESSAGE_BYTES), ttl: 3_600, tag: 1 },
          90_000,
        ),
      );
    }),
  );
}

function tally(responses: readonly JsonRpcMessage[]): { stored: number; refusals: Set<string> } {
  return {
    stored: responses.filter((response) => response.result === true).length,
    refusals: new Set(responses.filter((response) => response.error).map((response) => JSON.stringify(response.error))),
  };
}

describe('relay byte quotas in a real server process', () => {
  const servers: FreshServerProcess[] = [];
  const clients: RelayTestClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  it('a flood from many identities on one address stops at its quota, to the byte, with a clear error; memory stays bounded', {
    timeout: 180_000,
  }, async () => {
    const server = await spawnServerOnFreshData({
      env: { AIRLOCK_RELAY_BYTES_PER_IP: String(QUOTA_BYTES), AIRLOCK_RELAY_SOCKETS_PER_IP: '200' },
      startTimeoutMs: START_TIMEOUT_MS,
    });
    servers.push(server);
    const before = await residentMiB(server.child.pid!);
    // 1,000 publishes of 16 KiB (16 MiB) from 40 identities, all in flight at once.
    const { stored, refusals } = tally(await flood([relayUrlOf(server)], 40, 25, clients));
    expect(stored).toBe(FITTING);
    expect(refusals).toEqual(
      new Set([
        JSON.stringify({
          code: -32004,
          message: `Storage quota reached: at most ${QUOTA_BYTES} bytes of unexpired messages stored per client address`,
        }),
      ]),
    );
    expect(server.alive).toBe(true);
    expect((await residentMiB(server.child.pid!)) - before).toBeLessThan(256);
    // Still serving: a subscriber gets what was stored.
    const reader = await RelayTestClient.connect(relayUrlOf(server));
    clients.push(reader);
    expect(await reader.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  });

  describe.runIf(STORAGE_KINDS.includes('postgres'))('two processes sharing one PostgreSQL database', () => {
    let database: TestPostgresDatabase | undefined;
    afterAll(() => database?.drop());

    it('hold the total quota together, to the byte', { timeout: 180_000 }, async () => {
      database = await createPostgresDatabase();
      const env = { DATABASE_URL: database.url, AIRLOCK_RELAY_BYTES_TOTAL: String(QUOTA_BYTES) };
      servers.push(await spawnServerOnFreshData({ env, startTimeoutMs: START_TIMEOUT_MS }));
      servers.push(await spawnServerOnFreshData({ env, startTimeoutMs: START_TIMEOUT_MS }));
      const { stored, refusals } = tally(await flood(servers.map(relayUrlOf), 20, 20, clients));
      expect(stored).toBe(FITTING);
      expect(refusals).toEqual(
        new Set([
          JSON.stringify({
            code: -32004,
            message: `Storage quota reached: at most ${QUOTA_BYTES} bytes of unexpired messages stored in all`,
          }),
        ]),
      );
      expect(servers.every((server) => server.alive)).toBe(true);
    });
  });

  describe('two processes sharing one Redis', () => {
    const prefix = `airlock-relay-quotas:${randomBytes(6).toString('hex')}:`;
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    afterAll(async () => {
      await deleteRedisKeys(prefix);
      redis.disconnect();
    });

    it('hold the total quota together, to the byte', { timeout: 180_000 }, async () => {
      const env = { REDIS_URL, AIRLOCK_REDIS_KEY_PREFIX: prefix, AIRLOCK_RELAY_BYTES_TOTAL: String(QUOTA_BYTES) };
      servers.push(await spawnServerOnFreshData({ env, startTimeoutMs: START_TIMEOUT_MS }));
      servers.push(await spawnServerOnFreshData({ env, startTimeoutMs: START_TIMEOUT_MS }));
      const { stored, refusals } = tally(await flood(servers.map(relayUrlOf), 20, 20, clients));
      // Redis holds the count: exactly full. On a busy machine a few answers may be Redis timeouts
      // (-32003) for scripts that ran anyway, so the answered count may fall short, never over.
      expect(Number(await redis.get(`${prefix}relay:bytes-used:*`))).toBe(QUOTA_BYTES);
      expect(stored).toBeLessThanOrEqual(FITTING);
      const quotaRefusal = JSON.stringify({
        code: -32004,
        message: `Storage quota reached: at most ${QUOTA_BYTES} bytes of unexpired messages stored in all`,
      });
      expect(refusals).toContain(quotaRefusal);
      for (const refusal of refusals)
        expect([quotaRefusal, JSON.stringify({ code: -32003, message: 'Relay mailbox unavailable: try again shortly' })]).toContain(
          refusal,
        );
      expect(servers.every((server) => server.alive)).toBe(true);
    });
  });
});
