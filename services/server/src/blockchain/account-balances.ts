import type { TokenBalance } from '@airlock/protocol';
import { formatUnits, parseAbi, type Address } from 'viem';
import type { Cache } from '../cache/cache';
import type { ChainClient } from './chain-clients';
import { throwIfUnreachable } from './upstream-failure';
import { nativePriceToken, tokenPricesUsd, type PricedToken } from './token-prices';

/** Spec §9: balances are cached 30 s. */
export const BALANCE_TTL_MS = 30_000;

// Multicall3's getEthBalance and ERC-20 balanceOf in one ABI, so every call in the batch shares a type.
const balanceAbi = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function balanceOf(address owner) view returns (uint256 balance)',
]);

interface Holding {
  name: string;
  symbol: string;
  address?: Address;
  decimals: number;
  iconUrl: string;
  amount: bigint;
  priceToken?: PricedToken;
}

/** Native and every listed token balance of `address`, read in one Multicall3 call. */
async function readHoldings(chain: ChainClient, address: Address): Promise<Holding[]> {
  const { config } = chain;
  const calls: { address: Address; functionName: 'getEthBalance' | 'balanceOf' }[] = [
    { address: config.multicall3, functionName: 'getEthBalance' },
    ...config.tokens.map((token) => ({ address: token.address, functionName: 'balanceOf' as const })),
  ];
  const results = await chain.client.multicall({
    contracts: calls.map((call) => ({ ...call, abi: balanceAbi, args: [address] as const })),
    allowFailure: true,
    multicallAddress: config.multicall3,
    batchSize: 0,
  });
  throwIfUnreachable(results);
  const amountAt = (index: number) => {
    const result = results[index];
    return result?.status === 'success' ? (result.result as bigint) : 0n;
  };
  return [
    { ...config.nativeCurrency, amount: amountAt(0), priceToken: nativePriceToken(chain) },
    ...config.tokens.map((token, index) => ({
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      iconUrl: token.iconUrl,
      amount: amountAt(index + 1),
      priceToken: { address: token.address, decimals: token.decimals },
    })),
  ];
}

/** Non-zero balances with USD prices and values, as the balance API returns them. */
export async function accountBalances(cache: Cache, chain: ChainClient, address: Address): Promise<TokenBalance[]> {
  // Zero-decimal tokens are left out (spec); so is anything the account does not hold.
  const held = (await readHoldings(chain, address)).filter((holding) => holding.amount > 0n && holding.decimals > 0);
  const priced = held.filter((holding) => holding.priceToken);
  const prices = await tokenPricesUsd(
    cache,
    chain,
    priced.map((holding) => holding.priceToken!),
  );
  const priceOf = new Map(priced.map((holding, index) => [holding, prices[index] ?? 0]));
  return held.map((holding) => {
    const numeric = formatUnits(holding.amount, holding.decimals);
    const price = priceOf.get(holding) ?? 0;
    const balance: TokenBalance = {
      name: holding.name,
      symbol: holding.symbol,
      chainId: chain.config.caipNetworkId,
      quantity: { decimals: String(holding.decimals), numeric },
      price,
      value: Number(numeric) * price,
      iconUrl: holding.iconUrl,
    };
    if (holding.address) balance.address = holding.address;
    return balance;
  });
}
