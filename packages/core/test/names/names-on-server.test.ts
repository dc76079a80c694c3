import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { privateKeyToAccount } from 'viem/accounts';
// The Airlock server itself, built as its own tests build it (PGlite, the devnet's chains): the modal's calls meet the
// real name routes, signature checks and identity.
import type { AirlockServer } from '../../../../services/server/src/app/build-server';
import { DEMO_PROJECT_ID } from '../../../../services/server/src/projects/project-id';
import { devnetChainConfigs } from '../../../../services/server/test/support/devnet-chain-configs';
import { buildTestServer } from '../../../../services/server/test/support/test-server';
import { createAirlockClient, type AirlockClient } from '../../src';
import { namedDevnet, namedDevnetL2, SigningAdapter } from './signing-adapter';

/** Anvil's second dev account: a counterparty without a name. */
const BOB_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

describe('names against the Airlock server', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  let url: string;
  let client: AirlockClient;
  let adapter: SigningAdapter;
  const label = `alice${Math.random().toString(36).slice(2, 8)}`;
  const account = () => client.chain.getState().namespaces.eip155?.account;

  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    localStorage.clear();
    adapter = new SigningAdapter([namedDevnet, namedDevnetL2]);
    client = createAirlockClient({
      adapters: [adapter],
      apiUrl: url,
      projectId: DEMO_PROJECT_ID,
      networks: [namedDevnet, namedDevnetL2],
      features: { analytics: false },
    });
    await client.init();
    await client.connect('dev.a');
  }, 60_000);
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    await devnet?.stop();
  });

  it('finds no name, offers the label, registers it signed by the wallet, and resolves it for Send and Activity', async () => {
    await vi.waitFor(() => expect(account()?.profileName).toBeNull(), { timeout: 10_000 });
    const names = await client.names();
    names.setLabel(label);
    await names.checkLabel();
    expect(names.registration.getState().availability).toBe('available');

    await names.register();
    expect(names.registration.getState()).toMatchObject({ step: 'success', registeredName: `${label}.airlock.id` });
    expect(account()?.profileName).toBe(`${label}.airlock.id`);

    // Another client (a reload) reads the name from the server's identity route.
    const reader = createAirlockClient({
      adapters: [new SigningAdapter([namedDevnet, namedDevnetL2])],
      apiUrl: url,
      projectId: DEMO_PROJECT_ID,
      networks: [namedDevnet, namedDevnetL2],
      features: { analytics: false },
    });
    await reader.init();
    await reader.connect('dev.a');
    await vi.waitFor(() => expect(reader.chain.getState().namespaces.eip155?.account.profileName).toBe(`${label}.airlock.id`), {
      timeout: 10_000,
    });
    reader.destroy();

    names.setLabel(label);
    await names.checkLabel();
    expect(names.registration.getState().availability).toBe('taken');
    await expect(names.resolveName(`${label}.airlock.id`)).resolves.toBe(adapter.address);
    await expect(names.resolveName(`nobody${label}.airlock.id`)).resolves.toBeUndefined();
    await names.lookupCounterparties('eip155:31337', [adapter.address, privateKeyToAccount(BOB_KEY).address]);
    const counterparties = names.counterpartyNames.getState();
    expect(names.counterpartyName(counterparties, 'eip155:31337', adapter.address)).toBe(`${label}.airlock.id`);
    expect(names.counterpartyName(counterparties, 'eip155:31337', privateKeyToAccount(BOB_KEY).address)).toBeUndefined();
  }, 60_000);

  it("registers under the suffix the server's project config names", async () => {
    const own = await buildTestServer({
      chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
      config: { nameSuffix: 'names.example.com' },
    });
    const ownClient = createAirlockClient({
      adapters: [new SigningAdapter([namedDevnet, namedDevnetL2])],
      apiUrl: await own.app.listen({ port: 0, host: '127.0.0.1' }),
      projectId: DEMO_PROJECT_ID,
      networks: [namedDevnet, namedDevnetL2],
      features: { analytics: false },
    });
    try {
      await ownClient.init();
      await ownClient.connect('dev.a');
      const names = await ownClient.names();
      await vi.waitFor(() => expect(names.suffix).toBe('names.example.com'));
      names.setLabel(label);
      await names.checkLabel();
      expect(names.registration.getState().availability).toBe('available');
      await names.register();
      expect(names.registration.getState()).toMatchObject({ step: 'success', registeredName: `${label}.names.example.com` });
    } finally {
      ownClient.destroy();
      await own.close();
    }
  }, 60_000);
});
