import { STORAGE_PREFIX } from '../constants/defaults';

export interface KeyValueStorage {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

interface StringStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function browserLocalStorage(): StringStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Access throws in sandboxed frames and with storage disabled.
    return undefined;
  }
}

/**
 * JSON values under an app prefix. Resolves localStorage on each call, never at import,
 * so it is safe under SSR and falls back to memory where storage is unavailable.
 */
export function createKeyValueStorage(options: { prefix?: string; backend?: StringStorage } = {}): KeyValueStorage {
  const prefix = options.prefix ?? STORAGE_PREFIX;
  const memory = new Map<string, string>();
  const backend = (): StringStorage | undefined => options.backend ?? browserLocalStorage();

  const read = (key: string): string | null => {
    try {
      return backend()?.getItem(prefix + key) ?? memory.get(prefix + key) ?? null;
    } catch {
      return memory.get(prefix + key) ?? null;
    }
  };

  return {
    get<T>(key: string): T | undefined {
      const raw = read(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const raw = JSON.stringify(value);
      memory.set(prefix + key, raw);
      try {
        backend()?.setItem(prefix + key, raw);
      } catch {
        // Quota or privacy mode: the in-memory copy keeps this page working.
      }
    },
    remove(key) {
      memory.delete(prefix + key);
      try {
        backend()?.removeItem(prefix + key);
      } catch {
        // Same as above.
      }
    },
  };
}
