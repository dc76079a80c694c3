import { WalletRow } from '../../ui/wallet-row';
import { useMessages } from '../../i18n/use-messages';

/** Opens AllWallets; its tag is the number of wallets that view lists. */
export function AllWalletsRow({ count, onSelect }: { count: number | undefined; onSelect(): void }) {
  const messages = useMessages();
  return (
    <WalletRow
      name={messages.allWallets}
      testId="airlock-all-wallets-row"
      tag={count === undefined ? undefined : { label: String(count) }}
      onSelect={onSelect}
    />
  );
}
