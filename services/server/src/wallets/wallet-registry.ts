import type { WalletEntry } from '@airlock/protocol';
import { REGISTRY_WALLETS } from './registry/registry-wallets';

const BY_ID = new Map(REGISTRY_WALLETS.map((wallet) => [wallet.id, wallet]));

/** The built-in registry, looked up by id. */
export const walletRegistry = {
  all: REGISTRY_WALLETS,
  get: (id: string): WalletEntry | undefined => BY_ID.get(id),
  has: (id: string): boolean => BY_ID.has(id),
};
