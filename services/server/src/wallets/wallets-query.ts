import type { WalletEntry } from '@airlock/protocol';
import { chainMatches } from './chain-ids';
import type { WalletsQuery } from './wallets-query-schema';

export interface WalletsPage<T extends WalletEntry> {
  count: number;
  data: T[];
}

/** Excluded by id, rdns or name (spec §5: "Excluded wallets are hidden by rdns or name"). */
function isExcluded(wallet: WalletEntry, exclude: ReadonlySet<string>): boolean {
  if (exclude.size === 0) return false;
  return (
    exclude.has(wallet.id) ||
    exclude.has(wallet.name.toLocaleLowerCase()) ||
    (wallet.rdns !== null && exclude.has(wallet.rdns.toLocaleLowerCase()))
  );
}

function matcher(query: WalletsQuery): (wallet: WalletEntry) => boolean {
  const search = query.search?.toLocaleLowerCase();
  const include = query.include?.length ? new Set(query.include) : undefined;
  const exclude = new Set((query.exclude ?? []).map((value) => value.toLocaleLowerCase()));
  const rdns = query.rdns?.length ? new Set(query.rdns.map((value) => value.toLowerCase())) : undefined;
  const chains = query.chains?.length ? query.chains : undefined;
  return (wallet) =>
    (!search || wallet.name.toLocaleLowerCase().includes(search)) &&
    (!include || include.has(wallet.id)) &&
    !isExcluded(wallet, exclude) &&
    (!rdns || (wallet.rdns !== null && rdns.has(wallet.rdns.toLowerCase()))) &&
    (!chains || wallet.chains.some((supported) => chains.some((wanted) => chainMatches(supported, wanted))));
}

/** The wallets matching the query, in the order given, cut to the asked page; `count` is over every page. */
export function queryWallets<T extends WalletEntry>(wallets: readonly T[], query: WalletsQuery): WalletsPage<T> {
  const matching = wallets.filter(matcher(query));
  const start = (query.page - 1) * query.entries;
  return { count: matching.length, data: matching.slice(start, start + query.entries) };
}
