import { en, walletDisplayName, type AirlockClient, type Connector } from '@airlock/core';
import { SkeletonRow } from '../../ui/skeleton-row';
import { WalletConnectIcon } from '../../ui/walletconnect-icon';
import { WalletRow, type WalletRowTag } from '../../ui/wallet-row';
import type { ConnectRow } from './connect-rows';
import { selectConnector, selectRegistryWallet } from './select-wallet';

const TAGS: Partial<Record<ConnectRow['kind'], WalletRowTag>> = {
  recent: { label: en.recent, tone: 'accent' },
  injected: { label: en.installed },
};

/** One row of the Connect view. */
export function ConnectRowItem({ row, client, connectors }: { row: ConnectRow; client: AirlockClient; connectors: readonly Connector[] }) {
  if (row.kind === 'skeleton') return <SkeletonRow />;
  if ('wallet' in row) {
    const { wallet } = row;
    return (
      <WalletRow
        name={walletDisplayName(wallet.name)}
        imageUrl={wallet.imageUrl}
        testId={`airlock-${row.kind}-${wallet.id}`}
        onSelect={() => selectRegistryWallet(client, wallet, connectors)}
      />
    );
  }
  const { connector } = row;
  return (
    <WalletRow
      name={walletDisplayName(connector.name)}
      imageUrl={connector.imageUrl}
      icon={row.kind === 'walletConnect' ? <WalletConnectIcon /> : undefined}
      tag={TAGS[row.kind]}
      testId={`airlock-${row.kind}-${connector.id}`}
      onSelect={() => selectConnector(client, connector)}
    />
  );
}
