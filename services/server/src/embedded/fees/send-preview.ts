import type { Address } from 'viem';
import { z } from 'zod';
import type { ChainClient } from '../../blockchain/chain-clients';
import { nativePriceToken, tokenPricesUsd } from '../../blockchain/token-prices';
import type { Cache } from '../../cache/cache';
import { feeFields, type FeeFields, type FeePlan } from './fee-plan';

/** airlock_previewSend's one parameter: the send the frame is about to show, as the dApp asked for it. */
export const previewParam = z
  .object({
    method: z.enum(['eth_sendTransaction', 'wallet_sendCalls'], { error: "method must be 'eth_sendTransaction' or 'wallet_sendCalls'" }),
    params: z.array(z.unknown()).min(1).max(16),
  })
  .strict();

/**
 * What a send will cost, for the frame to show before Approve: the gas and fees of each
 * transaction exactly as the send will use them (the frame sends them back with the request), the
 * native currency, its USD price when the chain's pools give one, and the EIP-7702 delegation the
 * batch's transaction carries, if any.
 */
export interface SendPreview {
  transactions: FeeFields[];
  nativeCurrency: { symbol: string; decimals: number };
  /** USD for one whole native unit; null when no price is known. */
  usdPerNative: number | null;
  delegation?: { executor: Address };
}

/** A price is a nicety: without one (no pools, or a failed lookup) the frame shows the native amount only. */
async function usdPerNative(cache: Cache, chain: ChainClient): Promise<number | null> {
  const token = nativePriceToken(chain);
  if (!token) return null;
  const [price] = await tokenPricesUsd(cache, chain, [token]).catch(() => [0]);
  return price !== undefined && Number.isFinite(price) && price > 0 ? price : null;
}

export async function sendPreview(input: {
  cache: Cache;
  chain: ChainClient;
  plans: FeePlan[];
  delegation?: Address;
}): Promise<SendPreview> {
  const { cache, chain, plans, delegation } = input;
  const { symbol, decimals } = chain.config.nativeCurrency;
  return {
    transactions: plans.map(feeFields),
    nativeCurrency: { symbol, decimals },
    usdPerNative: await usdPerNative(cache, chain),
    ...(delegation ? { delegation: { executor: delegation } } : {}),
  };
}
