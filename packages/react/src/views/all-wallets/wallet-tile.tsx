import { WalletImage } from '../../ui/wallet-image';
import { useMessages } from '../../i18n/use-messages';

/** One wallet of the AllWallets grid: a button named by what it shows, the wallet and "Installed". */
export function WalletTile({
  name,
  imageUrl,
  installed,
  onSelect,
}: {
  name: string;
  imageUrl: string;
  installed: boolean;
  onSelect(): void;
}) {
  const messages = useMessages();
  return (
    <li>
      <button type="button" className="airlock-wallet-tile" onClick={onSelect}>
        <WalletImage src={imageUrl} />
        <span className="airlock-wallet-tile-name">{name}</span>{' '}
        {installed ? <span className="airlock-tag">{messages.installed}</span> : null}
      </button>
    </li>
  );
}

/** A grid cell standing in for a wallet still loading; hidden from assistive technology. */
export function SkeletonTile() {
  return (
    <li aria-hidden="true" data-testid="airlock-skeleton-tile">
      <div className="airlock-wallet-tile" data-skeleton="true">
        <span className="airlock-skeleton-image" />
        <span className="airlock-skeleton" />
      </div>
    </li>
  );
}
