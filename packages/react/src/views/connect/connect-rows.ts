import type { Connector, RecentWallet } from '@airlock/core';
import type { WalletListing } from '@airlock/protocol';

/** Spec §9: "Connector type order: walletConnect, recent, injected, featured, custom, external, recommended". */
export const CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;

export type ConnectRow =
  | { kind: 'walletConnect' | 'recent' | 'injected' | 'external'; key: string; connector: Connector }
  | { kind: 'featured' | 'recommended'; key: string; wallet: WalletListing }
  | { kind: 'skeleton'; key: string };

export interface ConnectRowsInput {
  /** Connectors to list, excluded wallets already hidden. */
  connectors: readonly Connector[];
  recent: readonly RecentWallet[];
  featured: readonly WalletListing[];
  /** The dApp's included registry wallets (AppKit shows them as recommended). */
  recommended: readonly WalletListing[];
  /** Featured wallets still loading: this many placeholder rows in their place. */
  featuredPending: number;
}

const isInjected = (connector: Connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED';
const isExternal = (connector: Connector) => connector.type === 'EXTERNAL' || connector.type === 'MULTI_CHAIN';

/** The Connect view's rows in the spec's connector type order; registry wallets already shown are left out. */
export function buildConnectRows(input: ConnectRowsInput): ConnectRow[] {
  const { connectors } = input;
  const walletConnect = connectors.filter((connector) => connector.type === 'WALLET_CONNECT');
  const recent = input.recent.flatMap((wallet) =>
    connectors.filter((connector) => connector.id === wallet.id && (isInjected(connector) || isExternal(connector))),
  );
  const recentIds = new Set(recent.map((connector) => connector.id));
  const injected = connectors.filter((connector) => isInjected(connector) && !recentIds.has(connector.id));
  const external = connectors.filter((connector) => isExternal(connector) && !recentIds.has(connector.id));
  const shownRdns = new Set(
    [...recent, ...injected, ...external].flatMap((connector) => (connector.info?.rdns ? [connector.info.rdns.toLowerCase()] : [])),
  );
  const shownIds = new Set<string>();
  const unseen = (wallet: WalletListing) => {
    if (shownIds.has(wallet.id) || (wallet.rdns && shownRdns.has(wallet.rdns.toLowerCase()))) return false;
    shownIds.add(wallet.id);
    return true;
  };
  const featured = input.featured.filter(unseen);
  const recommended = input.recommended.filter(unseen);

  const byKind = {
    walletConnect: walletConnect.map((connector) => ({ kind: 'walletConnect' as const, key: `wc:${connector.id}`, connector })),
    recent: recent.map((connector) => ({ kind: 'recent' as const, key: `recent:${connector.id}`, connector })),
    injected: injected.map((connector) => ({ kind: 'injected' as const, key: `injected:${connector.id}`, connector })),
    featured:
      input.featuredPending > 0
        ? Array.from({ length: input.featuredPending }, (_, index) => ({ kind: 'skeleton' as const, key: `skeleton:${index}` }))
        : featured.map((wallet) => ({ kind: 'featured' as const, key: `featured:${wallet.id}`, wallet })),
    // Custom wallets (AppKit's customWallets) are not offered by Airlock's options yet.
    custom: [] as ConnectRow[],
    external: external.map((connector) => ({ kind: 'external' as const, key: `external:${connector.id}`, connector })),
    recommended: recommended.map((wallet) => ({ kind: 'recommended' as const, key: `recommended:${wallet.id}`, wallet })),
  } satisfies Record<(typeof CONNECTOR_TYPE_ORDER)[number], ConnectRow[]>;
  return CONNECTOR_TYPE_ORDER.flatMap((kind) => byKind[kind]);
}
