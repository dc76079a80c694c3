import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { buildTestServer } from './support/test-server';
import { listenRelay, newIdentity, randomTopic, relayJwt, RelayTestClient } from './relay-test-client';

const now = () => Math.floor(Date.now() / 1000);

describe('relay JWT claims', () => {
  let loopback: AirlockServer;
  let proxied: AirlockServer;
  let loopbackUrl: string;
  let proxiedUrl: string;
  const clients: RelayTestClient[] = [];
  async function connect(url: string, options: Parameters<typeof RelayTestClient.connect>[1]): Promise<RelayTestClient> {
    const client = await RelayTestClient.connect(url, options);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    loopback = await buildTestServer();
    loopbackUrl = await listenRelay(loopback);
    proxied = await buildTestServer({ config: { publicUrls: [new URL('https://relay.airlock.example')] } });
    proxiedUrl = await listenRelay(proxied);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all([loopback.close(), proxied.close()]);
  });

  it('with AIRLOCK_PUBLIC_URL set, refuses an aud naming the Host header the client sent instead', async () => {
    const identity = newIdentity();
    const spoofed = await connect(proxiedUrl, {
      identity,
      auth: relayJwt(identity, 'wss://evil.example/relay'),
      headers: { host: 'evil.example' },
    });
    expect(await spoofed.closed).toEqual({
      code: 4001,
      reason: 'Unauthorized: JWT aud must be this relay (wss://relay.airlock.example/relay)',
    });
    const direct = await connect(proxiedUrl, { identity, auth: relayJwt(identity, proxiedUrl) });
    expect((await direct.closed).reason).toMatch(/aud must be this relay/);
    const configured = await connect(proxiedUrl, { identity, auth: relayJwt(identity, 'wss://relay.airlock.example/relay') });
    expect(await configured.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('without AIRLOCK_PUBLIC_URL, accepts an aud on a loopback host only, whatever Host says', async () => {
    const identity = newIdentity();
    const spoofed = await connect(loopbackUrl, {
      identity,
      auth: relayJwt(identity, 'wss://evil.example/relay'),
      headers: { host: 'evil.example' },
    });
    expect((await spoofed.closed).reason).toMatch(/aud must be this relay/);
    const { port } = new URL(loopbackUrl);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const client = await connect(loopbackUrl, { identity, auth: relayJwt(identity, `ws://${host}/relay`), headers: { host } });
      expect(await client.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it.each([
    ['iat in the future', () => ({ iat: now() + 600, exp: now() + 3_600 }), /JWT iat is in the future/],
    ['no iat', () => ({ iat: undefined }), /JWT has no iat/],
    ['exp more than a day after iat', () => ({ iat: now(), exp: now() + 86_400 + 60 }), /JWT exp is more than 86400 s after its iat/],
    ['exp 10 years away', () => ({ iat: now(), exp: now() + 10 * 365 * 86_400 }), /JWT exp is more than 86400 s after its iat/],
  ])('refuses a JWT with %s', async (_name, claims, reason) => {
    const identity = newIdentity();
    const client = await connect(loopbackUrl, { identity, auth: relayJwt(identity, loopbackUrl, claims()) });
    const closed = await client.closed;
    expect(closed.code).toBe(4001);
    expect(closed.reason).toMatch(reason);
  });

  it('accepts what the SDK sends: iat now (a little clock skew allowed), exp one day later', async () => {
    const identity = newIdentity();
    const skewed = await connect(loopbackUrl, {
      identity,
      auth: relayJwt(identity, loopbackUrl, { iat: now() + 30, exp: now() + 30 + 86_400 }),
    });
    expect(await skewed.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
  });
});
