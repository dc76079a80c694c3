import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol';
import { getAddress, type Address } from 'viem';
import type { ChainClient, ChainClients } from '../blockchain/chain-clients';
import type { SwapConfig } from '../config/chain-config';
import { SWAP_ERRORS } from './swap-errors';

/** A chain that swaps: its client and its swap routing. */
export interface SwapMarket {
  chain: ChainClient;
  swap: SwapConfig;
}

/** A token a swap starts or ends with. */
export interface SwapAsset {
  /** CAIP-10, as the client names it (`NATIVE_TOKEN_ADDRESS` for the native currency). */
  id: string;
  /** The address as named: the token's, or NATIVE_TOKEN_ADDRESS. */
  address: Address;
  /** What pools hold: the wrapped native token for the native currency. */
  routing: Address;
  native: boolean;
}

export interface SwapPair {
  market: SwapMarket;
  from: SwapAsset;
  to: SwapAsset;
}

const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase();

/** The chain's swap routing; undefined when the network is not configured or does not swap. */
export function swapMarketOf(chains: ChainClients, caipNetworkId: string | undefined): SwapMarket | undefined {
  const chain = chains.find(caipNetworkId);
  return chain?.config.swap ? { chain, swap: chain.config.swap } : undefined;
}

/** The native currency, or a token on the chain's list (or its wrapped native token); anything else is an unknown token. */
export function swapAssetOf(market: SwapMarket, address: Address): SwapAsset {
  const id = `${market.chain.config.caipNetworkId}:${address}`;
  const lower = address.toLowerCase();
  if (lower === NATIVE) return { id, address: NATIVE_TOKEN_ADDRESS, routing: getAddress(market.swap.wrappedNative), native: true };
  const listed =
    market.chain.config.tokens.some((token) => token.address.toLowerCase() === lower) || market.swap.wrappedNative.toLowerCase() === lower;
  if (!listed) throw SWAP_ERRORS.unknownToken(id);
  return { id, address: getAddress(address), routing: getAddress(address), native: false };
}
