import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { ConfigError } from '../src/config/config-error';
import { loadServerConfig } from '../src/config/server-config';
import { listenRelay, RelayTestClient } from './relay-test-client';
import { buildTestServer } from './support/test-server';

describe('relay limits from the environment', () => {
  it('defaults to 100 sockets per client address and 1,000 stored messages per client', () => {
    expect(loadServerConfig({})).toMatchObject({ relaySocketsPerIp: 100, relayMessagesPerClient: 1_000 });
    expect(loadServerConfig({ AIRLOCK_RELAY_SOCKETS_PER_IP: '5000', AIRLOCK_RELAY_MESSAGES_PER_CLIENT: '50' })).toMatchObject({
      relaySocketsPerIp: 5_000,
      relayMessagesPerClient: 50,
    });
  });

  it('defaults: 64 MiB stored per address, 1 GiB total, 200 publishes/s/socket (burst 2,000), fetch pages of 200 messages or 1 MiB', () => {
    expect(loadServerConfig({})).toMatchObject({
      relayBytesPerIp: 64 * 1024 * 1024,
      relayBytesTotal: 1024 * 1024 * 1024,
      relayPublishesPerSecond: 200,
      relayPublishBurst: 2_000,
      relayFetchMessages: 200,
      relayFetchBytes: 1024 * 1024,
    });
    expect(
      loadServerConfig({
        AIRLOCK_RELAY_BYTES_PER_IP: '1048576',
        AIRLOCK_RELAY_BYTES_TOTAL: '8388608',
        AIRLOCK_RELAY_PUBLISHES_PER_SECOND: '5',
        AIRLOCK_RELAY_PUBLISH_BURST: '10',
        AIRLOCK_RELAY_FETCH_MESSAGES: '20',
        AIRLOCK_RELAY_FETCH_BYTES: '131072',
      }),
    ).toMatchObject({
      relayBytesPerIp: 1_048_576,
      relayBytesTotal: 8_388_608,
      relayPublishesPerSecond: 5,
      relayPublishBurst: 10,
      relayFetchMessages: 20,
      relayFetchBytes: 131_072,
    });
  });

  it.each([
    ['AIRLOCK_RELAY_SOCKETS_PER_IP', '0'],
    ['AIRLOCK_RELAY_MESSAGES_PER_CLIENT', 'many'],
    ['AIRLOCK_RELAY_BYTES_PER_IP', '1000'],
    ['AIRLOCK_RELAY_BYTES_TOTAL', '-1'],
    ['AIRLOCK_RELAY_PUBLISHES_PER_SECOND', '0'],
    ['AIRLOCK_RELAY_PUBLISH_BURST', '1.5'],
    ['AIRLOCK_RELAY_FETCH_MESSAGES', '0'],
    ['AIRLOCK_RELAY_FETCH_BYTES', '100'],
  ])('refuses %s=%s at start', (name, value) => {
    expect(() => loadServerConfig({ [name]: value })).toThrow(ConfigError);
  });

  describe('applied by the relay', () => {
    let server: AirlockServer;
    let relayUrl: string;
    const clients: RelayTestClient[] = [];
    beforeAll(async () => {
      server = await buildTestServer({ config: { relaySocketsPerIp: 2 } });
      relayUrl = await listenRelay(server);
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.close()));
      await server.close();
    });

    it('closes the socket past AIRLOCK_RELAY_SOCKETS_PER_IP with 4029', async () => {
      for (let open = 0; open < 2; open++) clients.push(await RelayTestClient.connect(relayUrl));
      const extra = await RelayTestClient.connect(relayUrl);
      clients.push(extra);
      expect(await extra.closed).toEqual({ code: 4029, reason: 'Too many relay sockets from this address (limit 2)' });
    });
  });
});
