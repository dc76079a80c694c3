import type { CoreTypes } from '@walletconnect/types';

type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>;

/**
 * The SDK's key-value store in memory. In Node its default writes a database file into the
 * working directory, which would outlive the test and be shared by every wallet started there.
 */
export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly entries = new Map<string, unknown>();

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()];
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries.entries()] as [string, T][];
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined;
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, value);
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
