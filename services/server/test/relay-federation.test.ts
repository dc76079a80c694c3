import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import type { ServerConfig } from '../src/config/server-config';
import { randomTopic, RelayTestClient } from './relay-test-client';
import { startTestRelay, type TestRelay } from './relay-storages';
import { loopbackOnlyFetch, SignClients, TEST_ACCOUNT } from './support/sign-clients';

/** The operator's WalletConnect Cloud project id, as the upstream sees it. */
const OPERATOR_PROJECT_ID = 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0';
/** A phone wallet's own project id: the upstream is all it knows. */
const WALLET_PROJECT_ID = 'c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0';
const STRANGER_PROJECT_ID = 'd0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0';

function federating(upstream: TestRelay, config: Partial<ServerConfig> = {}): Partial<ServerConfig> {
  return {
    walletConnectUpstream: upstream.url,
    walletConnectProjectId: OPERATOR_PROJECT_ID,
    walletConnectPublishTimeoutMs: 1_500,
    ...config,
  };
}

async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A second relay playing the WalletConnect network, and an Airlock relay on `storage` federating with it; raw clients closed after each
 * test.
 */
function useFederatedRelays(storage: 'pglite' | 'redis', config: Partial<ServerConfig> = {}) {
  const relays = {} as { network: TestRelay; airlock: TestRelay };
  const raw: RelayTestClient[] = [];
  beforeAll(async () => {
    relays.network = await startTestRelay('pglite', { demoProject: false });
    relays.airlock = await startTestRelay(storage, federating(relays.network, config));
  });
  afterEach(async () => {
    for (const client of raw.splice(0)) await client.close();
  });
  afterAll(async () => {
    await relays.airlock?.close();
    await relays.network?.close();
  });
  return {
    get network() {
      return relays.network;
    },
    get airlock() {
      return relays.airlock;
    },
    /** A raw client (acking every delivery unless told not to), closed after the test. */
    async connect(url: string, options: Parameters<typeof RelayTestClient.connect>[1] = {}): Promise<RelayTestClient> {
      const client = await RelayTestClient.connect(url, { autoAck: true, ...options });
      raw.push(client);
      return client;
    },
  };
}

describe('the relay federating with a WalletConnect network (a second relay plays it)', () => {
  const relays = useFederatedRelays('pglite');
  const signClients = new SignClients();
  let fetches: ReturnType<typeof loopbackOnlyFetch>;

  beforeAll(() => {
    fetches = loopbackOnlyFetch();
  });
  afterEach(() => signClients.closeAll());
  afterAll(() => fetches?.restore());

  it('pairs a dApp on the Airlock server with a wallet that knows only the network, and carries requests and a disconnect', {
    timeout: 30_000,
  }, async () => {
    const dapp = await signClients.start({ name: 'dapp', relayUrl: relays.airlock.url, projectId: DEMO_PROJECT_ID });
    const wallet = await signClients.start({ name: 'phone', relayUrl: relays.network.url, projectId: WALLET_PROJECT_ID });
    signClients.approveAndAnswer(wallet);

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
    });
    await wallet.core.pairing.pair({ uri: uri! });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${TEST_ACCOUNT}`]);
    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x6869', TEST_ACCOUNT] },
    });
    expect(signature).toBe('signed:0x6869');

    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)));
    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect(await deleted).toBe(session.topic);
    expect(fetches.foreignHosts).toEqual([]);
  });

  it("subscribes a page's topic upstream, delivers network messages with acks, and releases it when the page's socket closes", async () => {
    const topic = randomTopic();
    const page = await relays.connect(relays.airlock.url);
    await page.result('irn_subscribe', { topic });
    await waitUntil(() => relays.network.server.app.relay.hub.subscriberCount(topic) === 1);

    const phone = await relays.connect(relays.network.url, { projectId: WALLET_PROJECT_ID });
    expect(await phone.result('irn_publish', { topic, message: 'from-the-phone', ttl: 300, tag: 1108 })).toBe(true);
    const delivery = await page.waitFor(() => page.deliveries.find((frame) => frame.params?.data.message === 'from-the-phone'));
    expect(delivery.params?.data.topic).toBe(topic);

    await page.close();
    await waitUntil(() => relays.network.server.app.relay.hub.subscriberCount(topic) === 0);
  });

  it("forwards a page's publish to the network and answers it only once the network has it", async () => {
    const topic = randomTopic();
    const phone = await relays.connect(relays.network.url, { projectId: WALLET_PROJECT_ID });
    await phone.result('irn_subscribe', { topic });
    const page = await relays.connect(relays.airlock.url);
    expect(await page.result('irn_publish', { topic, message: 'from-the-page', ttl: 300, tag: 1108 })).toBe(true);
    // Answered after the network's ack: the phone's copy is already on its way.
    await phone.waitFor(() => phone.deliveries.find((frame) => frame.params?.data.message === 'from-the-page'));
  });

  it('forwards nothing for a socket that names no project of this server', async () => {
    const topic = randomTopic();
    const phone = await relays.connect(relays.network.url, { projectId: WALLET_PROJECT_ID });
    await phone.result('irn_subscribe', { topic });
    const stranger = await relays.connect(relays.airlock.url, { projectId: STRANGER_PROJECT_ID });
    await stranger.result('irn_subscribe', { topic });
    expect(await stranger.result('irn_publish', { topic, message: 'from-a-stranger', ttl: 300, tag: 1108 })).toBe(true);
    const page = await relays.connect(relays.airlock.url);
    expect(await page.result('irn_publish', { topic, message: 'from-the-page', ttl: 300, tag: 1108 })).toBe(true);
    await phone.waitFor(() => phone.deliveries.find((frame) => frame.params?.data.message === 'from-the-page'));
    expect(phone.deliveries.map((frame) => frame.params?.data.message)).toEqual(['from-the-page']);
    expect(relays.network.server.app.relay.hub.subscriberCount(topic)).toBe(1);
  });
});

describe('a project store outage while federating', () => {
  const relays = useFederatedRelays('pglite');

  it('keeps a socket without an Origin local instead of refusing it', async () => {
    const projects = relays.airlock.server.deps.projects;
    const get = projects.get;
    projects.get = () => Promise.reject(new Error('database unreachable'));
    try {
      const topic = randomTopic();
      const wallet = await relays.connect(relays.airlock.url);
      await wallet.result('irn_subscribe', { topic });
      const page = await relays.connect(relays.airlock.url);
      expect(await page.result('irn_publish', { topic, message: 'kept-local', ttl: 300, tag: 1108 })).toBe(true);
      await wallet.waitFor(() => wallet.deliveries.find((frame) => frame.params?.data.message === 'kept-local'));
      expect(relays.network.server.app.relay.hub.subscriberCount(topic)).toBe(0);
    } finally {
      projects.get = get;
    }
  });
});

describe.each(['pglite', 'redis'] as const)('the forwarding limits, counted before anything is sent (%s counters)', (storage) => {
  const relays = useFederatedRelays(storage, { walletConnectCallsPerIpMinute: 5 });

  it("lets exactly the address's calls through when twenty publishes race for them, and the network sees only those", async () => {
    const topic = randomTopic();
    const phone = await relays.connect(relays.network.url, { projectId: WALLET_PROJECT_ID });
    await phone.result('irn_subscribe', { topic });
    const pages = await Promise.all(Array.from({ length: 4 }, () => relays.connect(relays.airlock.url)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        pages[index % pages.length]!.call('irn_publish', { topic, message: `racing-${index}`, ttl: 300, tag: 1108 }, 10_000),
      ),
    );
    const accepted = answers.filter((answer) => answer.result === true);
    const refused = answers.filter((answer) => answer.error);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(new Set(refused.map((answer) => answer.error!.code))).toEqual(new Set([-32007]));
    expect(refused[0]!.error!.message).toBe(
      'WalletConnect forwarding limit: at most 5 subscribes and publishes per minute reach the WalletConnect network from this address',
    );
    await phone.waitFor(() => (phone.deliveries.length === 5 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(phone.deliveries).toHaveLength(5);
  });
});

describe('an upstream outage', () => {
  let network: TestRelay | undefined;
  let networkPort = 0;
  let airlock: TestRelay;
  const raw: RelayTestClient[] = [];

  async function startNetwork(): Promise<TestRelay> {
    const relay = await startTestRelay('pglite', { demoProject: false }, undefined, networkPort);
    networkPort = Number(new URL(relay.url).port);
    return relay;
  }

  beforeAll(async () => {
    network = await startNetwork();
    airlock = await startTestRelay('pglite', federating(network, { walletConnectPublishTimeoutMs: 800 }));
  });
  afterAll(async () => {
    for (const client of raw.splice(0)) await client.close();
    await airlock?.close();
    await network?.close();
  });

  it('keeps the relay working locally, answers a publish with a clear error after the timeout, and forwards it once the network is back', {
    timeout: 30_000,
  }, async () => {
    const topic = randomTopic();
    const page = await RelayTestClient.connect(airlock.url, { autoAck: true });
    const otherPage = await RelayTestClient.connect(airlock.url, { autoAck: true });
    raw.push(page, otherPage);
    await page.result('irn_subscribe', { topic });
    await otherPage.result('irn_subscribe', { topic });
    await waitUntil(() => network!.server.app.relay.hub.subscriberCount(topic) === 1);

    await network!.close();
    network = undefined;
    const answer = await page.call('irn_publish', { topic, message: 'while-the-network-is-down', ttl: 300, tag: 1108 }, 10_000);
    expect(answer.error).toEqual({
      code: -32006,
      message: 'WalletConnect network unreachable (no answer in 800 ms): the message is kept here and forwarded when it is back',
    });
    // Pages on this server still get it.
    await otherPage.waitFor(() => otherPage.deliveries.find((frame) => frame.params?.data.message === 'while-the-network-is-down'));

    network = await startNetwork();
    const phone = await RelayTestClient.connect(network.url, { projectId: WALLET_PROJECT_ID, autoAck: true });
    raw.push(phone);
    await phone.result('irn_subscribe', { topic });
    await phone.waitFor(() => phone.deliveries.find((frame) => frame.params?.data.message === 'while-the-network-is-down'), 15_000);
    // And the page's topic is subscribed upstream again: what the phone sends reaches it.
    await phone.result('irn_publish', { topic, message: 'after-the-outage', ttl: 300, tag: 1109 });
    await page.waitFor(() => page.deliveries.find((frame) => frame.params?.data.message === 'after-the-outage'), 10_000);
    expect(await page.result('irn_publish', { topic, message: 'answered-again', ttl: 300, tag: 1108 })).toBe(true);
  });
});

describe.each(['pglite', 'redis'] as const)('what the network delivers, kept for pages that are away (%s)', (storage) => {
  // The smallest per-address quota: one address may keep one 64 KiB message.
  const relays = useFederatedRelays(storage, { relayBytesPerIp: 64 * 1024 });

  it("is bounded by the total quota, not by one address's: every page's messages share the network's pseudo-address", {
    timeout: 20_000,
  }, async () => {
    const topic = randomTopic();
    // A page that never acks, so every delivery is also stored for redelivery.
    const page = await relays.connect(relays.airlock.url, { autoAck: false });
    await page.result('irn_subscribe', { topic });
    await waitUntil(() => relays.network.server.app.relay.hub.subscriberCount(topic) === 1);
    const phone = await relays.connect(relays.network.url, { projectId: WALLET_PROJECT_ID });
    const big = (index: number) => `${index}`.padEnd(40_000, 'x');
    for (const index of [1, 2, 3])
      expect(await phone.result('irn_publish', { topic, message: big(index), ttl: 300, tag: 1108 })).toBe(true);
    await page.waitFor(() => (page.deliveries.length === 3 ? true : undefined));

    // Each copy is written once its ack grace has passed.
    const stored = async () =>
      (await relays.airlock.server.app.relay.mailbox.list([topic], { maxMessages: 10, maxBytes: 10_000_000 })).messages;
    const deadline = Date.now() + 3_000;
    while ((await stored()).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await stored()).map((message) => message.address)).toEqual([
      'walletconnect-network',
      'walletconnect-network',
      'walletconnect-network',
    ]);
    // The page comes back as a new socket: all three wait for it in the mailbox.
    const reloaded = await relays.connect(relays.airlock.url);
    await reloaded.result('irn_subscribe', { topic });
    await reloaded.waitFor(() => (reloaded.deliveries.length === 3 ? true : undefined), 5_000);
    expect(reloaded.deliveries.map((frame) => frame.params?.data.message.slice(0, 1))).toEqual(['1', '2', '3']);
  });
});
