import { afterEach, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { UpstreamUnavailableError } from '../src/relay/upstream/upstream-errors';
import { buildTestServer } from './support/test-server';
import { eventually, poolFactory, sleep } from './relay-upstream-harness';
import { listenRelay, randomTopic, RelayTestClient } from './relay-test-client';

const pools = poolFactory();
const servers: AirlockServer[] = [];
const clients: RelayTestClient[] = [];

async function upstream(port?: number): Promise<{ server: AirlockServer; url: string; port: number }> {
  const server = await buildTestServer();
  servers.push(server);
  if (port === undefined) {
    const url = await listenRelay(server);
    return { server, url, port: Number(new URL(url).port) };
  }
  await server.app.listen({ port, host: '127.0.0.1' });
  return { server, url: `ws://127.0.0.1:${port}/relay`, port };
}

async function stop(server: AirlockServer): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.close();
}

afterEach(async () => {
  await pools.closeAll();
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('upstream relay outage', () => {
  it('reconnects with backoff to an upstream restarted on the same port, resubscribes, and a publish made meanwhile resolves', async () => {
    const first = await upstream();
    const { pool, deliveries, resubscribed, logs } = pools.make(first.url, {
      backoff: { initialMs: 50, maxMs: 200 },
      // Long enough for the upstream's restart on a loaded machine (a CI run with 3 workers took over 5 s).
      publishTimeoutMs: 15_000,
    });
    const topic = randomTopic();
    pool.retain(topic);
    expect(await pool.start()).toBe(true);
    await eventually(() => first.server.app.relay.hub.subscriberCount(topic) === 1);
    await eventually(() => resubscribed.length === 1);
    expect(resubscribed).toEqual([[topic]]);

    await stop(first.server);
    await eventually(() => pool.status().connected === 0);
    const waiting = pool.publish({ topic: randomTopic(), message: 'sent while down', ttl: 300, tag: 1 });
    let settled = false;
    void waiting.finally(() => (settled = true)).catch(() => undefined);
    await sleep(500);
    expect(settled).toBe(false);

    const second = await upstream(first.port);
    await waiting;
    await eventually(() => resubscribed.length === 2);
    expect(resubscribed[1]).toEqual([topic]);
    expect(second.server.app.relay.hub.subscriberCount(topic)).toBe(1);

    const wallet = await RelayTestClient.connect(second.url);
    clients.push(wallet);
    await wallet.result('irn_publish', { topic, message: 'after the restart', ttl: 300, tag: 1 });
    await eventually(() => deliveries.length === 1);

    const warnings = logs.filter((log) => log.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toMatchObject({ url: first.url, retryInMs: expect.any(Number) });
    expect(warnings[0]!.msg).toMatch(/unreachable/);
    expect(logs.filter((log) => log.level === 'info' && /back/.test(log.msg))).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toMatch(/auth=|eyJ/);
  });

  it('rejects a publish with UpstreamUnavailableError after publishTimeoutMs while the upstream stays down', async () => {
    const first = await upstream();
    const { pool } = pools.make(first.url, { backoff: { initialMs: 50, maxMs: 100 }, publishTimeoutMs: 400 });
    await pool.start();
    await stop(first.server);
    await eventually(() => pool.status().connected === 0);
    const started = Date.now();
    const publish = pool.publish({ topic: randomTopic(), message: 'nobody there', ttl: 300, tag: 1 });
    await expect(publish).rejects.toBeInstanceOf(UpstreamUnavailableError);
    await expect(publish).rejects.toThrow(/400 ms/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('close() rejects publishes waiting for a connection and ends every socket', async () => {
    const first = await upstream();
    const { pool } = pools.make(first.url, { backoff: { initialMs: 50, maxMs: 100 } });
    await pool.start();
    await stop(first.server);
    await eventually(() => pool.status().connected === 0);
    const waiting = pool.publish({ topic: randomTopic(), message: 'never sent', ttl: 300, tag: 1 });
    await pool.close();
    await expect(waiting).rejects.toThrow(UpstreamUnavailableError);
    await expect(waiting).rejects.toThrow(/closed/);
    expect(pool.status()).toEqual({ sockets: 0, connected: 0, topics: 0 });
    await expect(pool.publish({ topic: randomTopic(), message: 'after close', ttl: 300, tag: 1 })).rejects.toThrow(/closed/);
  });
});
