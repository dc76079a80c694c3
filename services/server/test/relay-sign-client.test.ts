import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { buildTestServer } from './support/test-server';
import { listenRelay } from './relay-test-client';
import { loopbackOnlyFetch, SignClients, TEST_ACCOUNT as ACCOUNT, TEST_NAMESPACE as NAMESPACE } from './support/sign-clients';

describe('the official WalletConnect SignClient through the relay', () => {
  let server: AirlockServer;
  let relayUrl: string;
  const signClients = new SignClients();
  let fetches: ReturnType<typeof loopbackOnlyFetch>;

  beforeAll(async () => {
    fetches = loopbackOnlyFetch();
    server = await buildTestServer();
    relayUrl = await listenRelay(server);
  });

  afterAll(async () => {
    fetches.restore();
    await signClients.closeAll();
    await server.close();
  });

  it('pairs a dApp and a wallet, settles a session and answers a personal_sign request', { timeout: 30_000 }, async () => {
    const start = (name: string) => signClients.start({ name, relayUrl, projectId: DEMO_PROJECT_ID });
    const [dapp, wallet] = [await start('dapp'), await start('wallet')];
    signClients.approveAndAnswer(wallet);

    const started = performance.now();
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACE } });
    expect(uri).toMatch(/^wc:/);
    await wallet.core.pairing.pair({ uri: uri! });
    const session = await approval();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ACCOUNT}`]);

    const signature = await dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    });
    expect(signature).toBe('signed:0x68656c6c6f');
    console.log(`pair → session → first signature: ${(performance.now() - started).toFixed(0)} ms`);

    // A disconnect on one side reaches the other.
    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)));
    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect(await deleted).toBe(session.topic);
    expect(fetches.foreignHosts).toEqual([]);
  });
});
