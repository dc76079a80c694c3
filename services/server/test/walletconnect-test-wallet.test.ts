import { Socket } from 'node:net';
import { startDevnet, type Devnet, type DevnetChain } from '@airlock/devnet';
import { createWalletConnectTestWallet, MemoryKeyValueStorage, type WalletConnectTestWallet } from '@airlock/testing/walletconnect';
import { SignClient } from '@walletconnect/sign-client';
import { createPublicClient, http, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { buildTestServer } from './support/test-server';
import { listenRelay } from './relay-test-client';

type Dapp = Awaited<ReturnType<typeof SignClient.init>>;

const LOOPBACK = ['127.0.0.1', 'localhost', '::1', '[::1]'];
const EIP155 = {
  chains: ['eip155:31337', 'eip155:31338'],
  methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_accounts', 'eth_chainId', 'wallet_switchEthereumChain'],
  events: ['chainChanged', 'accountsChanged'],
};

const typedData = {
  domain: { name: 'Airlock', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const;

describe('the WalletConnect test wallet against the relay and an official dApp SignClient', () => {
  let server: AirlockServer;
  let relayUrl: string;
  let devnet: Devnet;
  let l1: DevnetChain;
  let l2: DevnetChain;
  const dapps: Dapp[] = [];
  const wallets: WalletConnectTestWallet[] = [];
  const foreignHosts: string[] = [];
  const realFetch = globalThis.fetch;
  const realConnect = Socket.prototype.connect;

  async function dapp(name: string): Promise<Dapp> {
    const client = await SignClient.init({
      projectId: DEMO_PROJECT_ID,
      relayUrl,
      telemetryEnabled: false,
      customStoragePrefix: `${name}-${crypto.randomUUID()}`,
      storage: new MemoryKeyValueStorage(),
      logger: 'silent',
      metadata: { name, description: `${name} under test`, url: 'http://localhost', icons: [] },
    } as Parameters<typeof SignClient.init>[0]);
    dapps.push(client);
    return client;
  }

  async function closeDapp(client: Dapp): Promise<void> {
    client.core.heartbeat.stop();
    await client.core.relayer.transportClose().catch(() => undefined);
  }

  async function wallet(extra: { privateKey?: Hex } = {}): Promise<WalletConnectTestWallet> {
    const created = await createWalletConnectTestWallet({
      relayUrl,
      projectId: DEMO_PROJECT_ID,
      chains: [
        { chainId: l1.chainId, rpcUrl: l1.rpcUrl },
        { chainId: l2.chainId, rpcUrl: l2.rpcUrl },
      ],
      ...extra,
    });
    wallets.push(created);
    return created;
  }

  async function connect(client: Dapp, testWallet: WalletConnectTestWallet, namespaces: object = { eip155: EIP155 }) {
    const { uri, approval } = await client.connect({ optionalNamespaces: namespaces as never });
    const [paired, session] = await Promise.all([testWallet.pair(uri!), approval()]);
    return { paired, session };
  }

  async function rejectionOf(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
    try {
      await promise;
    } catch (error) {
      return error as { code: number; message: string };
    }
    throw new Error('expected a rejection');
  }

  beforeAll(async () => {
    devnet = await startDevnet();
    [l1, l2] = devnet.chains;
    server = await buildTestServer();
    relayUrl = await listenRelay(server);
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      if (!LOOPBACK.includes(url.hostname)) {
        foreignHosts.push(`fetch ${url.host}`);
        throw new Error(`blocked: ${url.host} is not loopback`);
      }
      return realFetch(input, init);
    }) as typeof fetch;
    // Every TCP connection (fetch, ws, http) goes through Socket#connect: record any non-loopback host.
    Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
      const options = args[0];
      const host =
        typeof options === 'object' && options !== null
          ? (options as { host?: string; path?: string }).host
          : typeof args[1] === 'string'
            ? args[1]
            : undefined;
      const ipc = typeof options === 'object' && options !== null && 'path' in options;
      if (!ipc && host !== undefined && !LOOPBACK.includes(host)) foreignHosts.push(`socket ${host}`);
      return (realConnect as (...a: unknown[]) => Socket).apply(this, args);
    } as typeof Socket.prototype.connect;
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    Socket.prototype.connect = realConnect;
    for (const testWallet of wallets) await testWallet.close();
    for (const client of dapps) await closeDapp(client);
    await server?.close();
    await devnet?.stop();
  });

  it('pairs from the URI, then signs a message, typed data and a transaction mined on anvil', { timeout: 60_000 }, async () => {
    const client = await dapp('dapp-sign');
    const testWallet = await wallet();

    const started = performance.now();
    const { paired, session } = await connect(client, testWallet);
    const settled = performance.now();
    expect(paired).not.toBe('rejected');
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${testWallet.address}`, `eip155:31338:${testWallet.address}`]);
    expect(session.namespaces.eip155?.methods).toEqual(EIP155.methods);

    const message = 'hello from the dApp';
    const signature = await client.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [message, testWallet.address] },
    });
    const signed = performance.now();
    console.log(`pair → session ${(settled - started).toFixed(0)} ms, → first signature ${(signed - started).toFixed(0)} ms`);
    expect(await verifyMessage({ address: testWallet.address, message, signature })).toBe(true);
    expect((await testWallet.waitForRequest('personal_sign')).result).toBe(signature);

    const typedSignature = await client.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'eth_signTypedData_v4', params: [testWallet.address, JSON.stringify(typedData)] },
    });
    expect(await verifyTypedData({ address: testWallet.address, signature: typedSignature, ...typedData })).toBe(true);

    const to = '0x000000000000000000000000000000000000dEaD';
    const hash = await client.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31338',
      request: { method: 'eth_sendTransaction', params: [{ from: testWallet.address, to, value: '0x2a' }] },
    });
    const receipt = await createPublicClient({ transport: http(l2.rpcUrl) }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase());

    expect(
      await client.request<string>({ topic: session.topic, chainId: 'eip155:31338', request: { method: 'eth_chainId', params: [] } }),
    ).toBe('0x7a6a');
    expect(testWallet.requests.map((request) => request.method)).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_chainId',
    ]);
    expect(foreignHosts).toEqual([]);
  });

  it('rejects a proposal, then a request, with the decision set', async () => {
    const client = await dapp('dapp-reject');
    const testWallet = await wallet();

    testWallet.setDecision('reject');
    const { uri, approval } = await client.connect({ optionalNamespaces: { eip155: EIP155 } });
    const [paired, refused] = await Promise.all([testWallet.pair(uri!), rejectionOf(approval())]);
    expect(paired).toBe('rejected');
    expect(refused.code).toBe(5000);

    testWallet.setDecision('approve');
    testWallet.setDecision('reject', 'personal_sign');
    const { session } = await connect(client, testWallet);
    const error = await rejectionOf(
      client.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x68690a', testWallet.address] },
      }),
    );
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect((await testWallet.waitForRequest('personal_sign')).error?.code).toBe(4001);
    // eth_accounts is no prompt: the default decision does not touch it.
    testWallet.setDecision('reject');
    expect(
      await client.request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'eth_accounts', params: [] } }),
    ).toEqual([testWallet.address]);
    expect(foreignHosts).toEqual([]);
  });

  it('switches chain from the wallet and the dApp, and disconnects from the wallet', async () => {
    const client = await dapp('dapp-events');
    const testWallet = await wallet();
    // The dApp asks for 31337 only: switching to 31338 adds it to the session first.
    const { session } = await connect(client, testWallet, { eip155: { ...EIP155, chains: ['eip155:31337'] } });
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:31337']);

    const chainChanged = new Promise<{ chainId: string; data: unknown }>((resolve) =>
      client.on('session_event', ({ params }) => {
        if (params.event.name === 'chainChanged') resolve({ chainId: params.chainId, data: params.event.data });
      }),
    );
    await testWallet.switchChain(31338);
    expect(await chainChanged).toEqual({ chainId: 'eip155:31338', data: 31338 });
    expect(client.session.get(session.topic).namespaces.eip155?.accounts).toContain(`eip155:31338:${testWallet.address}`);
    expect(testWallet.chainId).toBe(31338);

    await client.request({
      topic: session.topic,
      chainId: 'eip155:31338',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] },
    });
    expect(testWallet.chainId).toBe(31337);
    const unknown = await rejectionOf(
      client.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
      }),
    );
    expect(unknown.code).toBe(4902);

    const deleted = new Promise<string>((resolve) => client.on('session_delete', ({ topic }) => resolve(topic)));
    await testWallet.disconnect();
    expect(await deleted).toBe(session.topic);
    expect(testWallet.sessions()).toEqual([]);
    expect(foreignHosts).toEqual([]);
  });

  it('leaves no socket or timer behind once closed', async () => {
    // Timers the SDKs (and the wallet) start, by where they were started; the rest of the process is not ours to judge.
    const live = new Map<unknown, string>();
    const real = { setTimeout, setInterval, clearTimeout, clearInterval };
    const fromSdk = () => {
      const stack = new Error().stack ?? '';
      return /@walletconnect|@reown|src\/walletconnect\//.test(stack) ? stack : undefined;
    };
    const track = (timer: unknown, stack: string | undefined) => {
      if (stack) live.set(timer, stack);
      return timer;
    };
    globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const stack = fromSdk();
      const timer = real.setTimeout(
        (...a: unknown[]) => {
          live.delete(timer);
          handler(...a);
        },
        ms,
        ...args,
      );
      return track(timer, stack);
    }) as typeof setTimeout;
    globalThis.setInterval = ((...args: Parameters<typeof setInterval>) =>
      track(real.setInterval(...args), fromSdk())) as typeof setInterval;
    globalThis.clearTimeout = ((timer: Parameters<typeof clearTimeout>[0]) => {
      live.delete(timer);
      real.clearTimeout(timer);
    }) as typeof clearTimeout;
    globalThis.clearInterval = ((timer: Parameters<typeof clearInterval>[0]) => {
      live.delete(timer);
      real.clearInterval(timer);
    }) as typeof clearInterval;
    const sockets = () => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;

    try {
      const client = await dapp('dapp-close');
      const testWallet = await wallet();
      const { session } = await connect(client, testWallet);
      const socketsOpen = sockets();
      await client.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x6869', testWallet.address] },
      });
      expect(live.size).toBeGreaterThan(0);
      await testWallet.close();
      await closeDapp(client);

      // Each client's relay socket closes, with its server side: four sockets fewer.
      for (let attempt = 0; attempt < 40 && (live.size > 0 || sockets() > socketsOpen - 4); attempt++) {
        await new Promise((resolve) => real.setTimeout(resolve, 50));
      }
      expect([...live.values()]).toEqual([]);
      expect(sockets()).toBeLessThanOrEqual(socketsOpen - 4);
      await expect(testWallet.pair('wc:closed@2?relay-protocol=irn&symKey=00')).rejects.toThrow(/closed/);
    } finally {
      Object.assign(globalThis, real);
    }
  });
});
