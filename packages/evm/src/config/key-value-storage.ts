/** The part of the Web Storage API wagmi needs to remember a session (localStorage fits, so does a Map wrapper). */
export interface KeyValueStorage {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}
