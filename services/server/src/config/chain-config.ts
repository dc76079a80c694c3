export type Address = `0x${string}`;

export interface TokenConfig {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
  iconUrl: string;
}

/**
 * The chain's swap routing (the convert API): a Uniswap SwapRouter02 (`router`, which routes V2 and V3 pools), the V2 and
 * V3 factories whose pools are quoted (either may be absent), QuoterV2 for V3 quotes, the V3 fee tiers tried, and the
 * tokens a route may pass through in one hop. Chains without it have no swaps.
 */
export interface SwapConfig {
  router: Address;
  wrappedNative: Address;
  v2Factory?: Address;
  v3Factory?: Address;
  quoter?: Address;
  /** Hundredths of a basis point, as Uniswap writes them (default 100, 500, 3000, 10000). */
  v3Fees: number[];
  intermediates: Address[];
}

/** What the server needs per network (DESIGN: RPC URLs, token list, DEX router, stablecoin, explorer). */
export interface ChainConfig {
  caipNetworkId: `eip155:${number}`;
  chainId: number;
  name: string;
  /** Upstream JSON-RPC endpoints, tried in order (or by rank) by the proxy. */
  rpcUrls: string[];
  nativeCurrency: { name: string; symbol: string; decimals: number; iconUrl: string };
  testnet: boolean;
  tokens: TokenConfig[];
  multicall3: Address;
  /** Uniswap V2 router; prices come from its pools against `stablecoin`. */
  dex?: { router: Address; factory: Address; wrappedNative: Address };
  stablecoin?: Address;
  swap?: SwapConfig;
  explorerUrl?: string;
  /**
   * An EIP-7702 delegation target with `execute((address to, uint256 value, bytes data)[])` callable
   * only by the account itself (the devnet's BatchExecutor): where it is set, embedded accounts can be
   * smart accounts and run wallet_sendCalls atomically.
   */
  batchExecutor?: Address;
  /** Devnet only: a funded key that hands out test funds. */
  faucet?: { privateKey: `0x${string}`; nativeAmount: string; tokenAmounts: Record<string, string> };
  ens?: EnsConfig;
  /** Devnet only: the sandbox on-ramp delivers purchases on this chain from the treasury whose key this is. */
  onramp?: { treasuryKey: `0x${string}` };
}

/**
 * ENS on this chain: the registry and universal resolver, and the offchain resolver of `suffix` whose CCIP-read
 * gateway is this server. With `resolverOwnerKey` (the devnet's) the server sets that resolver's URL and signer to
 * its own when it starts.
 */
export interface EnsConfig {
  registry?: Address;
  universalResolver?: Address;
  publicResolver?: Address;
  offchainResolver?: Address;
  suffix?: string;
  resolverOwnerKey?: `0x${string}`;
}
