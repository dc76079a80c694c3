import type { TestWalletEventName, TestWalletEvents, TestWalletListener } from './test-wallet-types';

export interface WalletEventEmitter {
  on<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): void;
  off<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): void;
  emit<E extends TestWalletEventName>(event: E, payload: TestWalletEvents[E]): void;
}

export function createWalletEventEmitter(): WalletEventEmitter {
  const listeners = new Map<TestWalletEventName, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as TestWalletListener<typeof event>)(payload);
        } catch (error) {
          // A dApp's faulty listener must not fail the wallet's request, but must not vanish either.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
