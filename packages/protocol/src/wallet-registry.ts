/** Shapes of the wallet registry API (`GET /v1/wallets`, AppKit's getWallets) and its admin routes. */

/** A pair of links that open a wallet: its own URL scheme and an https link that falls back to a web page. */
export interface WalletLinks {
  /** A deep-link scheme such as `metamask://`, or null when the wallet has none we know. */
  native: string | null;
  /** An https universal link, or null. */
  universal: string | null;
}

/** Where a wallet is installed from; null where it is not offered (or not known). */
export interface WalletStoreLinks {
  ios: string | null;
  android: string | null;
  chrome: string | null;
  firefox: string | null;
}

/** One wallet as the registry (or a project's admin) describes it. */
export interface WalletEntry {
  /** Stable slug, e.g. `metamask`. */
  id: string;
  name: string;
  /** The reverse-DNS id the wallet announces over EIP-6963, e.g. `io.metamask`; null when unknown. */
  rdns: string | null;
  homepage: string;
  mobile: WalletLinks;
  desktop: WalletLinks;
  /** A web app that connects by WalletConnect, or null. */
  webapp: string | null;
  stores: WalletStoreLinks;
  /** CAIP-2 chain ids (`eip155:1`) or whole namespaces (`eip155`, `solana`) the wallet supports. */
  chains: string[];
}

/** A wallet as `GET /v1/wallets` lists it: the entry and a generated monogram icon. */
export interface WalletListing extends WalletEntry {
  /** `data:image/svg+xml` monogram; a wallet's own EIP-6963 icon, when announced, should win on the client. */
  imageUrl: string;
  /** `registry` for the built-in list, `project` for a wallet the project's admin added. */
  source: 'registry' | 'project';
}

/** GET /v1/wallets → `count` is the number of wallets matching the query, over every page. */
export interface WalletsResponse {
  count: number;
  data: WalletListing[];
}

/** One of a project's changes to the registry, as the admin API lists it. */
export type ProjectWalletChange =
  | { kind: 'hidden'; walletId: string; createdAt: string }
  | { kind: 'added'; walletId: string; wallet: WalletEntry; hidden: boolean; createdAt: string };

/** GET /v1/admin/projects/:id/wallets */
export interface ProjectWalletChangesResponse {
  projectId: string;
  changes: ProjectWalletChange[];
}
