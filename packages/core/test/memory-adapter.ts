import type {
  Balance,
  ChainAdapter,
  EmbeddedBridge,
  ChainAdapterEvents,
  ConnectParams,
  Connection,
  Connector,
  Network,
  WalletAsset,
} from '../src';
import { ConnectionRejectedError, UserRejectedRequestError } from '../src';

type Listeners = { [E in keyof ChainAdapterEvents]: Set<(payload: ChainAdapterEvents[E]) => void> };

/** A scripted in-memory eip155 adapter: the core's own tests drive flows with it; the real one lives in @airlock/evm. */
export class MemoryAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const;
  chainId: number;
  authorised = false;
  rejectNextConnect = false;
  rejectNextSwitch = false;
  failNextSwitch = false;
  calls: string[] = [];
  /** What the wallet reports through asset discovery; undefined: it does not offer it. */
  walletAssets: WalletAsset[] | undefined = undefined;
  private listeners: Listeners = {
    connectors: new Set(),
    accountChanged: new Set(),
    chainChanged: new Set(),
    disconnect: new Set(),
  };

  constructor(
    readonly networks: Network[],
    readonly connectors: Connector[],
    readonly address = '0x1111111111111111111111111111111111111111',
  ) {
    this.chainId = Number(networks[0]?.id ?? 1);
  }

  async init() {
    this.emit('connectors', this.connectors);
  }
  getConnectors() {
    return this.connectors;
  }
  private connection(connectorId: string): Connection {
    return { connectorId, chainId: this.chainId, accounts: [{ address: this.address, type: 'eoa', namespace: 'eip155' }] };
  }
  /** WalletConnect pairings handed out so far; the test settles the last one. */
  pairings: Array<{ uri: string; approve(): void; reject(): void }> = [];

  /** Like the real adapter's WalletConnect connector: a URI first, then the wallet's answer (or an abort). */
  private pairWalletConnect({ onDisplayUri, signal }: ConnectParams): Promise<void> {
    return new Promise((resolve, reject) => {
      const uri = `wc:pairing-${this.pairings.length + 1}@2`;
      this.pairings.push({ uri, approve: resolve, reject: () => reject(new ConnectionRejectedError()) });
      signal?.addEventListener('abort', () => reject(new Error('aborted')));
      onDisplayUri?.(uri);
    });
  }

  /** The embedded wallet's session the last embedded connect or reconnect handed over: what a dApp's calls go through. */
  embedded: EmbeddedBridge | undefined;

  async connect(params: ConnectParams) {
    const { connectorId, chainId } = params;
    this.calls.push(`connect:${connectorId}`);
    if (params.embedded) this.embedded = params.embedded;
    if (connectorId === 'walletConnect') await this.pairWalletConnect(params);
    if (this.rejectNextConnect) {
      this.rejectNextConnect = false;
      throw new ConnectionRejectedError();
    }
    if (chainId !== undefined) this.chainId = Number(chainId);
    this.authorised = true;
    return this.connection(connectorId);
  }
  async reconnect({ connectorId, embedded }: { connectorId: string; embedded?: EmbeddedBridge }) {
    this.calls.push(`reconnect:${connectorId}`);
    if (embedded) this.embedded = embedded;
    return this.authorised ? this.connection(connectorId) : null;
  }
  async disconnect() {
    this.calls.push('disconnect');
    this.authorised = false;
  }
  async switchNetwork(network: Network) {
    this.calls.push(`switch:${network.id}`);
    if (this.rejectNextSwitch) {
      this.rejectNextSwitch = false;
      throw new UserRejectedRequestError();
    }
    if (this.failNextSwitch) {
      this.failNextSwitch = false;
      throw new Error('wallet exploded');
    }
    this.chainId = Number(network.id);
  }
  async signMessage({ message }: { message: string }) {
    return `0xsigned:${message}`;
  }
  async sendTransaction() {
    return `0x${'ab'.repeat(32)}`;
  }
  async getBalance(): Promise<Balance> {
    return { value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH' };
  }
  async getWalletAssets() {
    this.calls.push('getWalletAssets');
    return this.walletAssets;
  }
  on<E extends keyof ChainAdapterEvents>(event: E, listener: (payload: ChainAdapterEvents[E]) => void) {
    this.listeners[event].add(listener);
    return () => void this.listeners[event].delete(listener);
  }
  emit<E extends keyof ChainAdapterEvents>(event: E, payload: ChainAdapterEvents[E]) {
    for (const listener of this.listeners[event]) listener(payload);
  }
}
