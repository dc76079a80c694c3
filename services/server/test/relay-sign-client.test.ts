import { MemoryKeyValueStorage } from '@airlock/testing/walletconnect';
import { SignClient } from '@walletconnect/sign-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { buildTestServer } from './support/test-server';
import { listenRelay } from './relay-test-client';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NAMESPACE = { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] };

describe('the official WalletConnect SignClient through the relay', () => {
  let server: AirlockServer;
  let relayUrl: string;
  const clients: Client[] = [];
  const foreignHosts: string[] = [];
  const realFetch = globalThis.fetch;

  async function signClient(name: string): Promise<Client> {
    const client = await SignClient.init({
      projectId: DEMO_PROJECT_ID,
      relayUrl,
      telemetryEnabled: false,
      customStoragePrefix: name,
      storage: new MemoryKeyValueStorage(),
      logger: 'silent',
      metadata: { name, description: `${name} under test`, url: 'http://localhost', icons: [] },
      signConfig: { disableRequestQueue: true },
    } as Parameters<typeof SignClient.init>[0]);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    server = await buildTestServer();
    relayUrl = await listenRelay(server);
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
        foreignHosts.push(url.host);
        throw new Error(`blocked: ${url.host} is not loopback`);
      }
      return realFetch(input, init);
    }) as typeof fetch;
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    for (const client of clients) {
      client.core.heartbeat.stop();
      await client.core.relayer.transportClose().catch(() => undefined);
    }
    await server.close();
  });

  it('pairs a dApp and a wallet, settles a session and answers a personal_sign request', { timeout: 30_000 }, async () => {
    const [dapp, wallet] = [await signClient('dapp'), await signClient('wallet')];
    wallet.on('session_proposal', (proposal) => {
      void wallet
        .approve({ id: proposal.id, namespaces: { eip155: { ...NAMESPACE, accounts: [`eip155:31337:${ACCOUNT}`] } } })
        .then(({ acknowledged }) => acknowledged());
    });
    wallet.on('session_request', (event) => {
      void wallet.respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result: `signed:${String(event.params.request.params[0])}` } });
    });

    const started = performance.now();
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACE } });
    expect(uri).toMatch(/^wc:/);
    await wallet.core.pairing.pair({ uri: uri! });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ACCOUNT}`]);

    const signature = await dapp.request<string>({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] } });
    expect(signature).toBe('signed:0x68656c6c6f');
    console.log(`pair → session → first signature: ${(performance.now() - started).toFixed(0)} ms`);

    // A disconnect on one side reaches the other.
    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)));
    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect(await deleted).toBe(session.topic);
    expect(foreignHosts).toEqual([]);
  });
});
