import { NATIVE_TOKEN_ADDRESS, type FungiblePrice, type FungiblePriceResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { Address } from 'viem';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import type { Cache } from '../cache/cache';
import { parseCaip10 } from './caip-ids';
import { chainClientsFor, type ChainClient } from './chain-clients';
import { tokenMetadata } from './token-metadata';
import { nativePriceToken, tokenPricesUsd, type PricedToken } from './token-prices';

const body = z.object({
  projectId: z.string().max(100).optional(),
  currency: z
    .string()
    .max(10)
    .toLowerCase()
    .pipe(z.literal('usd', { error: 'only usd is supported' }))
    .default('usd'),
  addresses: z
    .array(
      z
        .string()
        .max(120)
        .refine((id) => parseCaip10(id) !== undefined, { error: 'must be a CAIP-10 id like eip155:1:0x…' }),
    )
    .max(200),
});

/** Prices of the given tokens of one chain, in input order; tokens nothing is known about are undefined. */
async function pricesOnChain(
  cache: Cache,
  chain: ChainClient,
  addresses: Address[],
): Promise<(Omit<FungiblePrice, 'address'> | undefined)[]> {
  const isNative = (address: Address) => address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase();
  const tokens = addresses.filter((address) => !isNative(address));
  const metadata = await tokenMetadata(cache, chain, tokens);
  const byAddress = new Map(tokens.map((address, index) => [address, metadata[index]]));
  const native = chain.config.nativeCurrency;
  const entries = addresses.map((address) => {
    if (isNative(address))
      return { name: native.name, symbol: native.symbol, iconUrl: native.iconUrl, priceToken: nativePriceToken(chain) };
    const token = byAddress.get(address);
    return token
      ? { name: token.name, symbol: token.symbol, iconUrl: token.iconUrl, priceToken: { address, decimals: token.decimals } }
      : undefined;
  });
  const priceable = entries.filter((entry) => entry?.priceToken).map((entry) => entry!.priceToken as PricedToken);
  const prices = await tokenPricesUsd(cache, chain, priceable);
  let next = 0;
  return entries.map((entry) => {
    if (!entry) return undefined;
    const price = entry.priceToken ? (prices[next++] ?? 0) : 0;
    return { name: entry.name, symbol: entry.symbol, iconUrl: entry.iconUrl, price };
  });
}

/** POST /v1/fungible/price: USD prices by CAIP-10 token id; tokens on unconfigured chains are skipped. */
export const fungiblePriceRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const chains = chainClientsFor(deps.chains);
  app.post('/v1/fungible/price', { preHandler: requireProject(deps.projects) }, async (request): Promise<FungiblePriceResponse> => {
    const { addresses } = body.parse(request.body);
    const ids = addresses.map((id) => parseCaip10(id)!);
    const byChain = new Map<ChainClient, Address[]>();
    for (const id of ids) {
      const chain = chains.find(id.caipNetworkId);
      if (chain) byChain.set(chain, [...(byChain.get(chain) ?? []), id.address]);
    }
    const found = new Map<string, Omit<FungiblePrice, 'address'>>();
    await Promise.all(
      [...byChain].map(async ([chain, chainAddresses]) => {
        const prices = await pricesOnChain(deps.cache, chain, chainAddresses);
        chainAddresses.forEach((address, index) => {
          const price = prices[index];
          if (price) found.set(`${chain.config.caipNetworkId}:${address}`, price);
        });
      }),
    );
    const fungibles = ids.flatMap((id, index) => {
      const price = found.get(`${chains.find(id.caipNetworkId)?.config.caipNetworkId}:${id.address}`);
      return price ? [{ address: addresses[index]!, ...price }] : [];
    });
    return { fungibles };
  });
};
