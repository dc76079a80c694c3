import type { PersistStorage, TestWalletChain } from './test-wallet-types';

export const persistKeyPrefix = 'airlock-test-wallet:';

/** What a real wallet remembers about a site between visits. */
export interface PersistedWalletState {
  authorised: boolean;
  chainId: number;
  accountIndex: number;
  addedChains: TestWalletChain[];
}

export interface WalletStateStore {
  load(): Partial<PersistedWalletState>;
  save(state: PersistedWalletState): void;
}

export function createWalletStateStore(storage: PersistStorage | null | undefined, keySuffix: string): WalletStateStore {
  const key = `${persistKeyPrefix}${keySuffix}`;
  return {
    load() {
      if (!storage) return {};
      try {
        const raw = storage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : {};
        return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<PersistedWalletState>) : {};
      } catch {
        return {};
      }
    },
    save(state) {
      storage?.setItem(key, JSON.stringify(state));
    },
  };
}
