import type { ChainNamespace } from '../caip/namespace';

export type CaipNetworkId = `${string}:${string}`;

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

export interface RpcUrls {
  http: readonly string[];
  webSocket?: readonly string[];
}

export interface BlockExplorer {
  name: string;
  url: string;
}

/** A network the modal can show and switch to (spec §3, Network). */
export interface Network {
  id: number | string;
  name: string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  nativeCurrency: NativeCurrency;
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls };
  blockExplorers?: { default: BlockExplorer };
  testnet?: boolean;
  deprecatedCaipNetworkId?: CaipNetworkId;
  assets?: { imageId?: string; imageUrl?: string };
  /** Contracts a client calls by role, as viem's chains name them: `ensUniversalResolver` makes ENS names resolve. */
  contracts?: { ensRegistry?: { address: `0x${string}` }; ensUniversalResolver?: { address: `0x${string}` } };
}
