import { erc20Abi, type Address } from 'viem';
import type { Cache } from '../cache/cache';
import type { ChainClient } from './chain-clients';
import { throwIfUnreachable } from './upstream-failure';

export interface TokenMetadata {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
  iconUrl: string;
}

const METADATA_TTL_MS = 60 * 60_000;

/**
 * Name, symbol and decimals: from the chain's token list, else read on chain in one multicall
 * (cached an hour). Tokens without readable decimals are left out.
 */
export async function tokenMetadata(cache: Cache, chain: ChainClient, addresses: Address[]): Promise<(TokenMetadata | undefined)[]> {
  const listed = addresses.map((address) => chain.config.tokens.find((token) => token.address.toLowerCase() === address.toLowerCase()));
  const keys = addresses.map((address) => `token:${chain.config.caipNetworkId}:${address.toLowerCase()}`);
  const cached = await Promise.all(
    addresses.map((_, index) => (listed[index] ? undefined : cache.get<TokenMetadata | null>(keys[index]!))),
  );
  const unknown = addresses.filter((_, index) => !listed[index] && cached[index] === undefined);
  const read = new Map<string, TokenMetadata | null>();
  if (unknown.length > 0) {
    const functionNames = ['name', 'symbol', 'decimals'] as const;
    const contracts = unknown.flatMap((address) => functionNames.map((functionName) => ({ address, abi: erc20Abi, functionName })));
    const results = await chain.client.multicall({
      contracts,
      allowFailure: true,
      multicallAddress: chain.config.multicall3,
      batchSize: 0,
    });
    throwIfUnreachable(results);
    await Promise.all(
      unknown.map(async (address, index) => {
        const [name, symbol, decimals] = results
          .slice(index * 3, index * 3 + 3)
          .map((result) => (result.status === 'success' ? result.result : undefined));
        const metadata =
          typeof decimals === 'number'
            ? { address, name: String(name ?? symbol ?? ''), symbol: String(symbol ?? ''), decimals, iconUrl: '' }
            : null;
        read.set(address.toLowerCase(), metadata);
        await cache.set(`token:${chain.config.caipNetworkId}:${address.toLowerCase()}`, metadata, METADATA_TTL_MS);
      }),
    );
  }
  return addresses.map((address, index) => {
    const token = listed[index];
    if (token) return { ...token };
    return cached[index] ?? read.get(address.toLowerCase()) ?? undefined;
  });
}
