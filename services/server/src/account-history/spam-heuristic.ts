import { getAddress } from 'viem';
import type { ChainClients } from '../blockchain/chain-clients';
import { tokenPricesUsd } from '../blockchain/token-prices';
import type { Cache } from '../cache/cache';
import type { Database } from '../storage/database';
import { touchedBefore, type ReceivedToken } from './prior-interactions';

/** An ERC-20 the account received in a transaction someone else sent, from a token the server does not list. */
export interface UnsolicitedToken extends ReceivedToken {
  decimals: number | null;
}

export interface SpamHeuristicDeps {
  db: Database;
  cache: Cache;
  chains: ChainClients;
}

/**
 * How long a page waits for prices it does not have cached. A lookup still running then goes on
 * and fills the price cache for the next page; this one flags nothing it could not price.
 */
const PRICE_WAIT_MS = 500;

async function pricesWithin(lookup: Promise<number[]>, ms: number): Promise<number[] | undefined> {
  let timer: Parameters<typeof clearTimeout>[0];
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    return await Promise.race([lookup.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Chain id → the indexes of its entries in the list being priced. */
function byChain(entries: readonly UnsolicitedToken[], indexes: Iterable<number>): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const index of indexes) {
    const chainId = entries[index]!.chainId;
    const group = groups.get(chainId);
    if (group) group.push(index);
    else groups.set(chainId, [index]);
  }
  return groups;
}

/**
 * The heuristic half of the spam flag (the operator's list is the other): which of `unsolicited` (by
 * index) are spam, being tokens the account never sent nor called before and that the balance API's
 * price source does not price. When prices cannot be read (the node is down), nothing is flagged:
 * an unknown price is not "no price".
 */
export async function spamByHeuristic(
  deps: SpamHeuristicDeps,
  address: string,
  unsolicited: readonly UnsolicitedToken[],
): Promise<Set<number>> {
  const touched = await touchedBefore(deps.db, address, unsolicited);
  const untouched = unsolicited.map((_, index) => index).filter((index) => !touched.has(index));
  const spam = new Set<number>();
  await Promise.all(
    [...byChain(unsolicited, untouched)].map(async ([chainId, indexes]) => {
      const chain = deps.chains.find(String(chainId));
      if (!chain) return;
      const tokens = indexes.map((index) => ({
        address: getAddress(unsolicited[index]!.token),
        decimals: unsolicited[index]!.decimals ?? 18,
      }));
      const prices = await pricesWithin(tokenPricesUsd(deps.cache, chain, tokens, { lastKnown: true }), PRICE_WAIT_MS);
      if (!prices) return;
      indexes.forEach((index, position) => {
        if (!(prices[position]! > 0)) spam.add(index);
      });
    }),
  );
  return spam;
}
