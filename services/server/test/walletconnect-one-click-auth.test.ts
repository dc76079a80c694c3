import { startDevnet, type Devnet } from '@airlock/devnet';
import { parseSiwxMessage } from '@airlock/protocol';
import { createWalletConnectTestWallet, MemoryKeyValueStorage, type WalletConnectTestWallet } from '@airlock/testing/walletconnect';
import { SignClient } from '@walletconnect/sign-client';
import type { AuthTypes } from '@walletconnect/types';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { buildTestServer } from './support/test-server';
import { listenRelay } from './relay-test-client';
import { siwxClient } from './siwx-harness';

type Dapp = Awaited<ReturnType<typeof SignClient.init>>;

const PAGE = { domain: 'localhost:5173', uri: 'http://localhost:5173' };

/**
 * WalletConnect's one-click auth (wc_sessionAuthenticate) between the test wallet and the official dApp SignClient
 * on the server's relay; the CACAO's text is what the server's POST /v1/sessions verifies.
 */
describe('one-click auth with the WalletConnect test wallet', () => {
  let server: AirlockServer;
  let relayUrl: string;
  let devnet: Devnet;
  let siwx: ReturnType<typeof siwxClient>;
  const dapps: Dapp[] = [];
  const wallets: WalletConnectTestWallet[] = [];

  async function dapp(): Promise<Dapp> {
    const client = await SignClient.init({
      projectId: DEMO_PROJECT_ID,
      relayUrl,
      telemetryEnabled: false,
      customStoragePrefix: `dapp-${crypto.randomUUID()}`,
      storage: new MemoryKeyValueStorage(),
      logger: 'silent',
      metadata: { name: 'dapp', description: 'dapp under test', url: 'http://localhost', icons: [] },
    } as Parameters<typeof SignClient.init>[0]);
    dapps.push(client);
    return client;
  }

  async function wallet(extra: { oneClickAuth?: boolean } = {}): Promise<WalletConnectTestWallet> {
    const created = await createWalletConnectTestWallet({
      relayUrl,
      projectId: DEMO_PROJECT_ID,
      chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      ...extra,
    });
    wallets.push(created);
    return created;
  }

  async function authenticate(client: Dapp, chains: string[], nonce: string) {
    const { uri, response } = await client.authenticate({
      ...PAGE,
      chains,
      nonce,
      statement: 'Sign in to the Airlock demo',
      methods: ['personal_sign', 'eth_sendTransaction'],
    });
    return { uri, response: response() };
  }

  const textOf = (client: Dapp, cacao: AuthTypes.Cacao) => client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss });

  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
    relayUrl = await listenRelay(server);
    siwx = siwxClient(server);
  });

  afterAll(async () => {
    for (const testWallet of wallets) await testWallet.close();
    for (const client of dapps) {
      client.core.heartbeat.stop();
      await client.core.relayer.transportClose().catch(() => undefined);
    }
    await server?.close();
    await devnet?.stop();
  });

  it('signs a CACAO per chain it has, opens the session in one approval, and the server signs the visitor in', {
    timeout: 60_000,
  }, async () => {
    const client = await dapp();
    const testWallet = await wallet();
    const nonce = await siwx.nonce();
    const { uri, response } = await authenticate(client, ['eip155:31337', 'eip155:31338', 'eip155:999'], nonce);
    const [paired, { auths, session }] = await Promise.all([testWallet.pair(uri), response]);

    expect(paired).not.toBe('rejected');
    expect(auths?.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:31337:${testWallet.address}`,
      `did:pkh:eip155:31338:${testWallet.address}`,
    ]);
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${testWallet.address}`, `eip155:31338:${testWallet.address}`]);
    const logged = await testWallet.waitForRequest('session_authenticate');
    expect(logged).toMatchObject({ method: 'session_authenticate', chainId: 'eip155:31337', result: auths });
    expect(testWallet.requests.map((request) => request.method)).toEqual(['session_authenticate']);

    const [first, second] = auths!;
    const text = textOf(client, first!);
    expect(await verifyMessage({ address: testWallet.address, message: text, signature: first!.s.s as `0x${string}` })).toBe(true);
    expect(parseSiwxMessage(text)).toMatchObject({
      ...PAGE,
      accountAddress: testWallet.address,
      chainId: 'eip155:31337',
      nonce,
      resources: [expect.stringMatching(/^urn:recap:/)],
    });
    const signedIn = await siwx.postSession({ message: text, signature: first!.s.s });
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json()).toMatchObject({ account: `eip155:31337:${testWallet.address}`, message: text });
    // Every CACAO of one request carries its nonce, which the server takes once.
    const again = await siwx.postSession({ message: textOf(client, second!), signature: second!.s.s });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'SIWX_NONCE_REFUSED' });
  });

  it('refuses with the decision set, and signs nothing without a chain it has', { timeout: 60_000 }, async () => {
    const client = await dapp();
    const testWallet = await wallet();
    testWallet.setDecision('reject', 'session_authenticate');
    const refused = await authenticate(client, ['eip155:31337'], await siwx.nonce());
    const [paired, outcome] = await Promise.all([testWallet.pair(refused.uri), refused.response.catch((error: unknown) => error)]);
    expect(paired).toBe('rejected');
    // The SDK rejects with the wallet's reason alone.
    expect(outcome).toBe('User rejected.');
    expect((await testWallet.waitForRequest('session_authenticate')).error?.code).toBe(4001);

    testWallet.setDecision('approve', 'session_authenticate');
    const foreign = await authenticate(client, ['eip155:999'], await siwx.nonce());
    const [unpaired] = await Promise.all([
      testWallet.pair(foreign.uri).catch((error: Error) => error),
      foreign.response.catch(() => undefined),
    ]);
    expect(unpaired).toBeInstanceOf(Error);
    const unsupported = await testWallet.waitForRequest('session_authenticate');
    expect(unsupported.error?.message).toMatch(/No supported chains/);
    expect(unsupported.result).toBeUndefined();
  });

  it('with oneClickAuth: false answers the fallback session proposal, so the dApp gets a session and no CACAO', {
    timeout: 60_000,
  }, async () => {
    const client = await dapp();
    const testWallet = await wallet({ oneClickAuth: false });
    const { uri, response } = await authenticate(client, ['eip155:31337', 'eip155:31338'], await siwx.nonce());
    const [paired, result] = await Promise.all([testWallet.pair(uri), response]);
    expect(paired).not.toBe('rejected');
    expect(result.auths).toBeUndefined();
    expect(result.session.namespaces.eip155?.accounts).toContain(`eip155:31337:${testWallet.address}`);
    expect(testWallet.requests).toEqual([]);
  });
});
