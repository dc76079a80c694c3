/** What exclusion looks at: a wallet's name and, when known, its rdns. */
export interface NamedWallet {
  name: string;
  rdns?: string | null;
}

/** Excluded wallets are hidden by rdns or name (spec §5), compared case-insensitively. */
export function isExcludedWallet(wallet: NamedWallet, excluded: readonly string[]): boolean {
  if (excluded.length === 0) return false;
  const lowered = new Set(excluded.map((entry) => entry.trim().toLowerCase()));
  return lowered.has(wallet.name.toLowerCase()) || (!!wallet.rdns && lowered.has(wallet.rdns.toLowerCase()));
}
