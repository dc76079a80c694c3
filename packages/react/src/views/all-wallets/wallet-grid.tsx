import { installedConnectorFor, walletDisplayName, type Connector } from '@airlock/core';
import type { WalletListing } from '@airlock/protocol';
import { SkeletonTile, WalletTile } from './wallet-tile';
import { useMessages } from '../../i18n/use-messages';

/** Skeleton tiles for a first page and for each further page. */
const FIRST_PAGE_SKELETONS = 8;
const NEXT_PAGE_SKELETONS = 4;

/** The wallets as a list of buttons; an announced wallet is marked Installed and shows its own icon. */
export function WalletGrid({
  wallets,
  connectors,
  loading,
  onSelect,
}: {
  wallets: readonly WalletListing[];
  connectors: readonly Connector[];
  loading: boolean;
  onSelect(wallet: WalletListing): void;
}) {
  const messages = useMessages();
  const skeletons = loading ? (wallets.length === 0 ? FIRST_PAGE_SKELETONS : NEXT_PAGE_SKELETONS) : 0;
  return (
    <ul className="airlock-wallet-grid" aria-label={messages.walletList} aria-busy={loading || undefined}>
      {wallets.map((wallet) => {
        const installed = installedConnectorFor(wallet.rdns, connectors);
        return (
          <WalletTile
            key={wallet.id}
            name={walletDisplayName(wallet.name)}
            imageUrl={installed?.imageUrl ?? wallet.imageUrl}
            installed={installed !== undefined}
            onSelect={() => onSelect(wallet)}
          />
        );
      })}
      {Array.from({ length: skeletons }, (_, index) => (
        <SkeletonTile key={`skeleton-${index}`} />
      ))}
    </ul>
  );
}
