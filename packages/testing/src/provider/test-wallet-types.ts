import type { Address, Hex } from 'viem';
import type { AssetDiscoveryOptions } from './wallet-asset-discovery';
import type { WalletRpcError } from './wallet-rpc-error';

export interface TestWalletChain {
  chainId: number;
  rpcUrl: string;
  name?: string;
}

/** The subset of the Web Storage API the wallet needs (`localStorage` fits). */
export interface PersistStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface JsonRpcPayload {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: readonly unknown[];
}

/** Posts one JSON-RPC payload to `rpcUrl` and resolves with the parsed JSON-RPC response. */
export type SendJsonRpc = (rpcUrl: string, payload: JsonRpcPayload) => Promise<unknown>;

export interface TestWalletOptions {
  /** Private keys; the first is the active account. */
  accounts: readonly Hex[];
  chains: readonly TestWalletChain[];
  /** Initial chain; defaults to the first of `chains`. */
  chainId?: number;
  /** Remembers authorisation, account and chain across page reloads, like a real wallet. */
  persist?: PersistStorage | null;
  /** Suffix of the storage key (`airlock-test-wallet:<persistKey>`); defaults to the first account's address. */
  persistKey?: string;
  /** Replaces `fetch` for calls to the chain's RPC URL. */
  sendJsonRpc?: SendJsonRpc;
  /**
   * Offer asset discovery (EIP-5792 capability, ERC-7811 wallet_getAssets) reporting the native
   * currency and these tokens; without it both methods are unsupported (4200), as in most wallets.
   */
  assetDiscovery?: AssetDiscoveryOptions;
}

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

export interface RecordedRequest {
  method: string;
  params: unknown;
}

export interface TestWalletEvents {
  connect: { chainId: Hex };
  disconnect: WalletRpcError;
  chainChanged: Hex;
  accountsChanged: Address[];
}

export type TestWalletEventName = keyof TestWalletEvents;
export type TestWalletListener<E extends TestWalletEventName> = (payload: TestWalletEvents[E]) => void;

/** Things a test can make the "user" or the wallet do. */
export interface TestWalletControls {
  /** The next request for `method` (or, without one, the next prompt the user would see) fails with 4001. */
  rejectNext(method?: string): void;
  /**
   * The next request for `method` (or the next prompt) waits, as if the user had not answered yet,
   * until `releaseHeld()`; a rejection queued meanwhile then applies to it.
   */
  holdNext(method?: string): void;
  releaseHeld(): void;
  /** The user declines switching to `chainId` (4001) until `allowChain(chainId)`. */
  refuseChain(chainId: number): void;
  allowChain(chainId: number): void;
  /** Makes account `index` the active one; emits accountsChanged when authorised. */
  setAccount(index: number): void;
  /** The user switches chain inside the wallet; emits chainChanged. */
  switchChainFromWallet(chainId: number): void;
  /** The user disconnects the dApp inside the wallet; emits accountsChanged [] and disconnect. */
  disconnectFromWallet(): void;
}

export interface TestWalletProvider extends TestWalletControls {
  readonly isAirlockTestWallet: true;
  request(args: RequestArguments): Promise<unknown>;
  on<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): TestWalletProvider;
  removeListener<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): TestWalletProvider;
  /** Every request received, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** Addresses of `accounts`, in order. */
  readonly addresses: readonly Address[];
}
