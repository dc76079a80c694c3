import type { WalletListing } from '@airlock/protocol';
import type { ListedWallet } from './project-wallets';
import { walletMonogramDataUri } from './wallet-monogram';
import { walletRegistry } from './wallet-registry';

const registryImages = new Map(walletRegistry.all.map((wallet) => [wallet.id, walletMonogramDataUri(wallet.id, wallet.name)]));

/** The wallet as the list answers it, with its monogram. */
export function toWalletListing(wallet: ListedWallet): WalletListing {
  const imageUrl = (wallet.source === 'registry' && registryImages.get(wallet.id)) || walletMonogramDataUri(wallet.id, wallet.name);
  return { ...wallet, imageUrl };
}
