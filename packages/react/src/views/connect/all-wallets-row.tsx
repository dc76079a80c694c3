import { en } from '@airlock/core';
import { WalletRow } from '../../ui/wallet-row';

/** Opens AllWallets; its tag is the number of wallets that view lists. */
export function AllWalletsRow({ count, onSelect }: { count: number | undefined; onSelect(): void }) {
  return (
    <WalletRow
      name={en.allWallets}
      testId="airlock-all-wallets-row"
      tag={count === undefined ? undefined : { label: String(count) }}
      onSelect={onSelect}
    />
  );
}
