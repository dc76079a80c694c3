import type { PersistStorage } from '../provider/test-wallet-types';

/**
 * A Web-Storage-shaped Map. Give the same instance to a new provider or adapter to simulate a
 * page reload in unit tests.
 */
export class MemoryStorage implements PersistStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
