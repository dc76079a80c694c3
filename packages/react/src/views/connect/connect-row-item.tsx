import { walletDisplayName, type AirlockClient, type Connector, type MainMessages } from '@airlock/core';
import { SkeletonRow } from '../../ui/skeleton-row';
import { WalletConnectIcon } from '../../ui/walletconnect-icon';
import { WalletRow, type WalletRowTag } from '../../ui/wallet-row';
import type { ConnectRow } from './connect-rows';
import { selectConnector, selectRegistryWallet } from './select-wallet';
import { useMessages } from '../../i18n/use-messages';

const tagOf = (kind: ConnectRow['kind'], messages: MainMessages): WalletRowTag | undefined =>
  kind === 'recent' ? { label: messages.recent, tone: 'accent' } : kind === 'injected' ? { label: messages.installed } : undefined;

/** One row of the Connect view. */
export function ConnectRowItem({ row, client, connectors }: { row: ConnectRow; client: AirlockClient; connectors: readonly Connector[] }) {
  const messages = useMessages();
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
      tag={tagOf(row.kind, messages)}
      testId={`airlock-${row.kind}-${connector.id}`}
      onSelect={() => selectConnector(client, connector)}
    />
  );
}
