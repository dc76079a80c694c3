import { beforeEach, describe, expect, it } from 'vitest';
import { addRecentWallet, orderByRecent, readRecentWallets } from '../src/connection/recent-wallets';
import { createKeyValueStorage } from '../src/storage/key-value-storage';
import { STORAGE_KEYS } from '../src';
import { walletA, walletB } from './fixtures';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps JSON values under the app prefix', () => {
    const storage = createKeyValueStorage();
    storage.set(STORAGE_KEYS.connectorId('eip155'), 'dev.a');
    expect(localStorage.getItem('@airlock-app/eip155:connector')).toBe('"dev.a"');
    expect(storage.get('eip155:connector')).toBe('dev.a');
    storage.remove('eip155:connector');
    expect(storage.get('eip155:connector')).toBeUndefined();
  });

  it('ignores corrupt values', () => {
    localStorage.setItem('@airlock-app/recent-wallets', '{not json');
    expect(readRecentWallets(createKeyValueStorage())).toEqual([]);
  });

  it('keeps two recent wallets, most recent first', () => {
    const storage = createKeyValueStorage();
    const third = { ...walletA, id: 'dev.c', name: 'Wallet C' };
    addRecentWallet(storage, walletA);
    addRecentWallet(storage, walletB);
    addRecentWallet(storage, third);
    expect(readRecentWallets(storage).map((wallet) => wallet.id)).toEqual(['dev.c', 'dev.b']);
    addRecentWallet(storage, walletB);
    expect(readRecentWallets(storage).map((wallet) => wallet.id)).toEqual(['dev.b', 'dev.c']);
    expect(orderByRecent([walletA, walletB], readRecentWallets(storage)).map((c) => c.id)).toEqual(['dev.b', 'dev.a']);
  });
});
