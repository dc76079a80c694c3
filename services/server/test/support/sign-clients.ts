import { MemoryKeyValueStorage } from '@airlock/testing/walletconnect';
import { SignClient } from '@walletconnect/sign-client';

export type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>;

export const TEST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const TEST_NAMESPACE = { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] };

export interface SignClientOptions {
  name: string;
  relayUrl: string;
  projectId: string;
  /** Kept across a "reload": a client made again on the same storage restores its sessions. */
  storage?: MemoryKeyValueStorage;
}

/** Official WalletConnect SignClients, as a dApp page or a phone wallet runs them, closed together at the end. */
export class SignClients {
  private readonly clients: SignClientInstance[] = [];

  async start({ name, relayUrl, projectId, storage = new MemoryKeyValueStorage() }: SignClientOptions): Promise<SignClientInstance> {
    const client = await SignClient.init({
      projectId,
      relayUrl,
      telemetryEnabled: false,
      customStoragePrefix: name,
      storage,
      logger: 'silent',
      metadata: { name, description: `${name} under test`, url: 'http://localhost', icons: [] },
      signConfig: { disableRequestQueue: true },
    } as Parameters<typeof SignClient.init>[0]);
    this.clients.push(client);
    return client;
  }

  /** A wallet that approves every proposal for TEST_ACCOUNT and answers personal_sign with `signed:<message>`. */
  approveAndAnswer(wallet: SignClientInstance): void {
    wallet.on('session_proposal', (proposal) => {
      void wallet
        .approve({ id: proposal.id, namespaces: { eip155: { ...TEST_NAMESPACE, accounts: [`eip155:31337:${TEST_ACCOUNT}`] } } })
        .then(({ acknowledged }) => acknowledged());
    });
    wallet.on('session_request', (event) => {
      void wallet.respond({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result: `signed:${String(event.params.request.params[0])}` },
      });
    });
  }

  async close(client: SignClientInstance): Promise<void> {
    client.core.heartbeat.stop();
    await client.core.relayer.transportClose().catch(() => undefined);
    this.clients.splice(this.clients.indexOf(client), 1);
  }

  async closeAll(): Promise<void> {
    for (const client of [...this.clients]) await this.close(client);
  }
}

/** Blocks fetches to hosts other than loopback (the SDK's verify and telemetry calls), and records them. */
export function loopbackOnlyFetch(): { foreignHosts: string[]; restore(): void } {
  const realFetch = globalThis.fetch;
  const foreignHosts: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      foreignHosts.push(url.host);
      throw new Error(`blocked: ${url.host} is not loopback`);
    }
    return realFetch(input, init);
  }) as typeof fetch;
  return { foreignHosts, restore: () => (globalThis.fetch = realFetch) };
}
