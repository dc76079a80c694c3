// @vitest-environment node
import { createLocalSiwx, parseSiwxMessage, type SiwxConfig, type SiwxSession } from '@airlock/core';
import { createWalletConnectTestWallet, MemoryKeyValueStorage, type WalletConnectTestWallet } from '@airlock/testing/walletconnect';
import UniversalProvider from '@walletconnect/universal-provider';
import { defineChain, UserRejectedRequestError, verifyMessage, type Chain } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../../../services/server/src/app/build-server';
import { DEMO_PROJECT_ID } from '../../../services/server/src/projects/project-id';
import { listenRelay } from '../../../services/server/test/relay-test-client';
import { buildTestServer } from '../../../services/server/test/support/test-server';
import type { WalletConnectProvider } from '../src/walletconnect/create-universal-provider';
import { pairWalletConnect } from '../src/walletconnect/walletconnect-pairing';

const PAGE = { domain: 'localhost:5173', uri: 'http://localhost:5173' };
const chainOf = (id: number): Chain =>
  defineChain({
    id,
    name: `Devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
const CHAINS = [chainOf(31337), chainOf(31338), chainOf(31339)];
const rpcUrlOf = (chainId: number) => `http://127.0.0.1:1/rpc/${chainId}`;

/** The dApp side of one-click auth, on the real SDK, relay and WalletKit test wallet: what the connector's pairing does. */
describe('pairing WalletConnect with Sign in with X on', () => {
  let server: AirlockServer;
  let relayUrl: string;
  const providers: WalletConnectProvider[] = [];
  const wallets: WalletConnectTestWallet[] = [];

  async function provider(): Promise<WalletConnectProvider> {
    const created = await UniversalProvider.init({
      projectId: DEMO_PROJECT_ID,
      relayUrl,
      metadata: { name: 'dapp', description: 'dapp under test', url: 'http://localhost:5173', icons: [] },
      storage: new MemoryKeyValueStorage(),
      customStoragePrefix: `dapp-${crypto.randomUUID()}`,
      telemetryEnabled: false,
      disableProviderPing: true,
      logger: 'silent',
    } as Parameters<typeof UniversalProvider.init>[0]);
    created.client.core.verify.register = async () => '';
    providers.push(created);
    return created;
  }

  async function wallet(extra: { oneClickAuth?: boolean } = {}): Promise<WalletConnectTestWallet> {
    const chains = CHAINS.map((chain) => ({ chainId: chain.id, rpcUrl: rpcUrlOf(chain.id) }));
    const created = await createWalletConnectTestWallet({ relayUrl, projectId: DEMO_PROJECT_ID, chains, ...extra });
    wallets.push(created);
    return created;
  }

  /** Pairs as the connector does, the modal on `defaultChainId`; the phone scans the URI. */
  async function pair(dapp: WalletConnectProvider, phone: WalletConnectTestWallet, siwx: SiwxConfig, defaultChainId = 31338) {
    let scanned: Promise<unknown> | undefined;
    const session = await pairWalletConnect(dapp, {
      chains: CHAINS,
      rpcUrlOf,
      defaultChainId,
      siwx,
      onUri: (uri) => {
        scanned = phone.pair(uri);
      },
      setAbort: () => undefined,
    });
    return { session, paired: await scanned };
  }

  /** A local store that counts the sessions it is given and refuses those `refuses` names. */
  function store(refuses: (session: SiwxSession) => boolean = () => false, options: { anyNetwork?: boolean } = {}) {
    const local = createLocalSiwx({ ...PAGE, ...options });
    const added: SiwxSession[] = [];
    const messages: string[] = [];
    const siwx: SiwxConfig = {
      ...local,
      async createMessage(input) {
        const message = await local.createMessage(input);
        messages.push(message.nonce);
        return message;
      },
      async addSession(session) {
        added.push(session);
        if (refuses(session)) throw new Error('refused');
        await local.addSession(session);
      },
    };
    return { siwx, added, nonces: messages };
  }

  beforeAll(async () => {
    server = await buildTestServer();
    relayUrl = await listenRelay(server);
  });

  afterAll(async () => {
    for (const phone of wallets) await phone.close();
    for (const dapp of providers) {
      dapp.client.core.heartbeat.stop();
      await dapp.client.core.relayer.transportClose().catch(() => undefined);
    }
    await server?.close();
  });

  it('signs in on every chain with the one approval: the sessions are in the store, the network the modal is on first', async () => {
    const dapp = await provider();
    const phone = await wallet();
    const { siwx, added, nonces } = store();
    const { session, paired } = await pair(dapp, phone, siwx);

    expect(paired).not.toBe('rejected');
    expect(session?.namespaces.eip155?.accounts).toEqual(
      ['eip155:31338', 'eip155:31337', 'eip155:31339'].map((chain) => `${chain}:${phone.address}`),
    );
    expect(dapp.session?.topic).toBe(session?.topic);
    expect(phone.requests.map((request) => request.method)).toEqual(['session_authenticate']);
    expect(nonces).toHaveLength(1);
    expect(added.map((kept) => kept.data.chainId)).toEqual(['eip155:31338', 'eip155:31337', 'eip155:31339']);
    for (const kept of added) {
      expect(kept.data).toEqual(parseSiwxMessage(kept.message));
      expect(kept.data).toMatchObject({ ...PAGE, accountAddress: phone.address, nonce: nonces[0] });
      expect(await verifyMessage({ address: phone.address, message: kept.message, signature: kept.signature as `0x${string}` })).toBe(true);
      expect(kept.cacao).toMatchObject({ p: { iss: `did:pkh:${kept.data.chainId}:${phone.address}` } });
    }
    expect(await siwx.getSessions('eip155:31338', phone.address)).toHaveLength(1);
    expect(await siwx.getSessions('eip155:31337', phone.address)).toHaveLength(1);
    expect(await siwx.getSessions('eip155:31339', phone.address)).toHaveLength(1);
    // Reads go to the dApp's RPC URLs, also for a session restored from the provider's storage.
    expect(dapp.optionalNamespaces?.eip155?.rpcMap).toEqual(Object.fromEntries(CHAINS.map((chain) => [chain.id, rpcUrlOf(chain.id)])));
  });

  it('still pairs when the store refuses the active network’s session, and offers the others', async () => {
    const { siwx, added } = store((session) => session.data.chainId === 'eip155:31338');
    const phone = await wallet();
    const { session } = await pair(await provider(), phone, siwx);
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31338:${phone.address}`);
    expect(added).toHaveLength(3);
    expect(await siwx.getSessions('eip155:31338', phone.address)).toEqual([]);
    expect(await siwx.getSessions('eip155:31337', phone.address)).toHaveLength(1);
  });

  it('offers no more of the other networks’ sessions once the store refuses one (as a server refuses a used nonce)', async () => {
    const { siwx, added } = store((session) => session.data.chainId === 'eip155:31337');
    const phone = await wallet();
    await pair(await provider(), phone, siwx);
    expect(added.map((offered) => offered.data.chainId)).toEqual(['eip155:31338', 'eip155:31337']);
    expect(await siwx.getSessions('eip155:31338', phone.address)).toHaveLength(1);
  });

  it('keeps only the active network’s session in a store whose sessions count on every network (anyNetwork)', async () => {
    const { siwx, added } = store(() => false, { anyNetwork: true });
    const phone = await wallet();
    await pair(await provider(), phone, siwx);
    expect(added.map((offered) => offered.data.chainId)).toEqual(['eip155:31338']);
    expect(await siwx.getSessions('eip155:31337', phone.address)).toEqual([added[0]]);
  });

  it('pairs a wallet without one-click auth through its session proposal, and keeps no session', async () => {
    const { siwx, added } = store();
    const phone = await wallet({ oneClickAuth: false });
    const { session, paired } = await pair(await provider(), phone, siwx);
    expect(paired).not.toBe('rejected');
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31338:${phone.address}`);
    expect(added).toEqual([]);
    expect(await siwx.getSessions('eip155:31338', phone.address)).toEqual([]);
  });

  it('pairs as without sign-in when the store cannot make a message', async () => {
    const { siwx, added } = store();
    const phone = await wallet();
    const { session } = await pair(await provider(), phone, {
      ...siwx,
      createMessage: () => Promise.reject(new Error('the server is down')),
    });
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31338:${phone.address}`);
    expect(phone.requests).toEqual([]);
    expect(added).toEqual([]);
  });

  it('turns the wallet’s refusal into a rejected connection', async () => {
    const { siwx, added } = store();
    const phone = await wallet();
    phone.setDecision('reject', 'session_authenticate');
    const refused = await pair(await provider(), phone, siwx).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UserRejectedRequestError);
    expect(added).toEqual([]);
  });
});
