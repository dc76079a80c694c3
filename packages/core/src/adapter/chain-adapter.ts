import type { ChainNamespace } from '../caip/namespace';
import type { Network } from '../network/network';
import type { SiwxConfig } from '../siwx/siwx-config';
import type { Connection } from './account';
import type { Connector } from './connector';
import type { EmbeddedBridge } from './embedded-bridge';
import type { WalletAsset } from './wallet-asset';

export interface Balance {
  value: bigint;
  decimals: number;
  symbol: string;
}

export interface SendTransactionRequest {
  from: string;
  to: string;
  value: bigint;
  data?: string;
  chainId: number | string;
}

/** What a transaction would cost: its gas limit and the most it pays per unit of gas. */
export interface TransactionFeeEstimate {
  gas: bigint;
  feePerGas: bigint;
}

export interface ChainAdapterEvents {
  /** The set of available connectors changed (for example an EIP-6963 wallet announced itself). */
  connectors: Connector[];
  /** The wallet switched account; an empty list of accounts arrives as `disconnect` instead. */
  accountChanged: { address: string };
  chainChanged: { chainId: number | string };
  disconnect: Record<string, never>;
}

export type Unsubscribe = () => void;

export interface ConnectParams {
  connectorId: string;
  chainId?: number | string;
  /** WalletConnect: called with each pairing URI (a fresh one replaces an expiring one). */
  onDisplayUri?: (uri: string) => void;
  /** Abandons a pending WalletConnect attempt; the promise then rejects. */
  signal?: AbortSignal;
  /** The embedded wallet's signed-in session (connector ID_AUTH). */
  embedded?: EmbeddedBridge;
  /**
   * Sign in with X's store, when it is on. A wallet that signs in as it connects (WalletConnect's one-click auth) signs
   * the store's message for `chainId`, and the adapter adds the sessions it signed to the store before resolving, so
   * the sign-in flow finds one and asks for no second signature.
   */
  siwx?: SiwxConfig;
}

/**
 * One blockchain family (a CAIP-2 namespace). The modal only talks to wallets through this,
 * so solana and bip122 adapters plug in beside eip155 without changing core or the views.
 * Adapters must not touch window or the network until `init` runs (SSR safety).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  readonly networks: readonly Network[];

  init(): Promise<void>;
  destroy?(): void;
  getConnectors(): Connector[];

  connect(params: ConnectParams): Promise<Connection>;
  /** Restores the previous session without prompting; null when the wallet no longer authorises it. */
  reconnect(params: { connectorId: string; embedded?: EmbeddedBridge }): Promise<Connection | null>;
  disconnect(): Promise<void>;

  switchNetwork(network: Network): Promise<void>;
  signMessage(params: { message: string; address: string }): Promise<string>;
  sendTransaction(request: SendTransactionRequest): Promise<string>;
  /** Estimates gas and the fee per gas on the node; rejects with a ChainNodeError when the node refuses the transaction. */
  estimateTransactionFee?(request: SendTransactionRequest): Promise<TransactionFeeEstimate>;
  /** Resolves once the transaction is mined. */
  waitForTransaction?(params: { hash: string; chainId: number | string }): Promise<{ status: 'success' | 'reverted' }>;
  getBalance(params: { address: string; network: Network }): Promise<Balance>;
  /**
   * The fungible assets the connected wallet itself reports on `network` (spec §7, balance lookup);
   * undefined when the wallet does not offer asset discovery there, so balances come from the server.
   */
  getWalletAssets?(params: { address: string; network: Network }): Promise<WalletAsset[] | undefined>;

  on<E extends keyof ChainAdapterEvents>(event: E, listener: (payload: ChainAdapterEvents[E]) => void): Unsubscribe;
}
