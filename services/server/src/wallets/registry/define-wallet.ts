import type { WalletEntry, WalletLinks, WalletStoreLinks } from '@airlock/protocol';

/** A registry entry as written in the data file: unknown links may be left out and read as null. */
export interface WalletDefinition {
  id: string;
  name: string;
  rdns?: string;
  homepage: string;
  mobile?: Partial<WalletLinks>;
  desktop?: Partial<WalletLinks>;
  webapp?: string;
  stores?: Partial<WalletStoreLinks>;
  chains: string[];
}

const links = (given: Partial<WalletLinks> = {}): WalletLinks => ({ native: given.native ?? null, universal: given.universal ?? null });

/** The full entry, every field present, unknown ones null. */
export function defineWallet(definition: WalletDefinition): WalletEntry {
  const stores = definition.stores ?? {};
  return {
    id: definition.id,
    name: definition.name,
    rdns: definition.rdns ?? null,
    homepage: definition.homepage,
    mobile: links(definition.mobile),
    desktop: links(definition.desktop),
    webapp: definition.webapp ?? null,
    stores: { ios: stores.ios ?? null, android: stores.android ?? null, chrome: stores.chrome ?? null, firefox: stores.firefox ?? null },
    chains: definition.chains,
  };
}
