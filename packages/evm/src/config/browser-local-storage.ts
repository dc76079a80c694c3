import { noopStorage } from '@wagmi/core';
import type { KeyValueStorage } from './key-value-storage';

function localStorageIfAvailable(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Sandboxed frames and some privacy modes throw on the mere access.
  }
  return noopStorage;
}

/**
 * window.localStorage, looked up on every call rather than at construction, so building the
 * adapter on a server never touches it; on a server (or when storage is blocked) nothing is kept.
 */
export const browserLocalStorage: KeyValueStorage = {
  getItem: (key) => localStorageIfAvailable().getItem(key),
  setItem: (key, value) => {
    try {
      return localStorageIfAvailable().setItem(key, value);
    } catch {
      // Quota exceeded or blocked: losing the remembered session is better than failing the connect.
    }
  },
  removeItem: (key) => localStorageIfAvailable().removeItem(key),
};
