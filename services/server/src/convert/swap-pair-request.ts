import type { Address } from 'viem';
import type { ChainClients } from '../blockchain/chain-clients';
import { SWAP_ERRORS } from './swap-errors';
import { swapAssetOf, swapMarketOf, type SwapPair } from './swap-market';

interface Named {
  caipNetworkId?: string;
  address: Address;
}

/**
 * The swap a request names with CAIP-10 from and to (and a user, if CAIP-10, on the same network); undefined when
 * that network does not swap here. Unknown tokens and a token swapped for itself are refused.
 */
export function swapPairOf(chains: ChainClients, from: Required<Named>, to: Required<Named>, user?: Named): SwapPair | undefined {
  if (from.caipNetworkId !== to.caipNetworkId || (user?.caipNetworkId && user.caipNetworkId !== from.caipNetworkId))
    throw SWAP_ERRORS.differentNetworks();
  const market = swapMarketOf(chains, from.caipNetworkId);
  if (!market) return undefined;
  const pair = { market, from: swapAssetOf(market, from.address), to: swapAssetOf(market, to.address) };
  if (pair.from.routing === pair.to.routing) throw SWAP_ERRORS.sameToken();
  return pair;
}
