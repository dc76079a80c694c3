import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { decodeBase58btc, encodeBase58btc } from '../src/relay/base58btc';
import { verifyRelayJwt } from '../src/relay/relay-jwt';
import { upstreamConnectUrl } from '../src/relay/upstream/upstream-connect-url';
import { newUpstreamIdentity, upstreamJwt } from '../src/relay/upstream/upstream-identity';
import { freePort } from './support/free-port';
import { buildTestServer } from './support/test-server';
import { poolFactory } from './relay-upstream-harness';
import { listenRelay, randomTopic, RelayTestClient } from './relay-test-client';

let server: AirlockServer;
let relayUrl: string;
const pools = poolFactory();

beforeAll(async () => {
  server = await buildTestServer();
  relayUrl = await listenRelay(server);
});
afterEach(() => pools.closeAll());
afterAll(() => server.close());

describe('base58btc', () => {
  it('encodes what it decodes, leading zero bytes as "1"s', () => {
    for (const bytes of [[], [0], [0, 0, 1], [0xed, 0x01, ...new Array<number>(32).fill(7)], [255, 254, 0, 3]]) {
      const text = encodeBase58btc(Uint8Array.from(bytes));
      expect([...decodeBase58btc(text)!]).toEqual(bytes);
    }
    expect(encodeBase58btc(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV');
  });
});

describe('upstream relay auth', () => {
  it('signs a JWT as the WalletConnect SDK does: did:key iss, random sub, the upstream as aud, one day', () => {
    const identity = newUpstreamIdentity();
    expect(identity.did).toMatch(/^did:key:z6Mk/);
    const jwt = upstreamJwt(identity, relayUrl);
    const [header, payload] = jwt
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'JWT' });
    expect(payload).toMatchObject({ iss: identity.did, aud: relayUrl });
    expect(payload!.sub).toMatch(/^[0-9a-f]{64}$/);
    expect((payload!.exp as number) - (payload!.iat as number)).toBe(86_400);
    expect(upstreamJwt(identity, relayUrl).split('.')[1]).not.toBe(jwt.split('.')[1]);
    expect(verifyRelayJwt(jwt, { publicUrls: [] })).toBe(identity.did);
  });

  it('is accepted by a real relay, and a JWT for another relay is refused by it (the JWT is really checked)', async () => {
    const identity = newUpstreamIdentity();
    const accepted = await RelayTestClient.connect(relayUrl, { auth: upstreamJwt(identity, relayUrl) });
    try {
      expect(await accepted.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await accepted.close();
    }
    const refused = await RelayTestClient.connect(relayUrl, { auth: upstreamJwt(identity, 'wss://relay.walletconnect.org') });
    const closed = await refused.closed;
    expect(closed.code).toBe(4001);
    expect(closed.reason).toMatch(/aud must be this relay/);
  });

  it('connects with ?auth=&projectId=, keeping a query the URL already has', () => {
    expect(upstreamConnectUrl('wss://relay.walletconnect.org', 'a.b.c', 'f'.repeat(32))).toBe(
      `wss://relay.walletconnect.org?auth=a.b.c&projectId=${'f'.repeat(32)}`,
    );
    expect(upstreamConnectUrl('ws://127.0.0.1:9/relay?x=1', 'a.b.c', 'f'.repeat(32))).toBe(
      `ws://127.0.0.1:9/relay?x=1&auth=a.b.c&projectId=${'f'.repeat(32)}`,
    );
  });

  it('start() says true once the real relay accepted the pool, false (with one warning, no JWT) when nothing listens', async () => {
    const reachable = pools.make(relayUrl);
    expect(await reachable.pool.start()).toBe(true);
    expect(reachable.pool.status()).toEqual({ sockets: 1, connected: 1, topics: 0 });

    const deadUrl = `ws://127.0.0.1:${await freePort()}/relay`;
    const unreachable = pools.make(deadUrl, { backoff: { initialMs: 50, maxMs: 100 } });
    expect(await unreachable.pool.start()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const warnings = unreachable.logs.filter((log) => log.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toMatchObject({ url: deadUrl, retryInMs: expect.any(Number) });
    expect(JSON.stringify(warnings[0])).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify(unreachable.logs)).not.toMatch(/auth=|eyJ/);
  });
});
