type Listener = () => void;

/** A tiny external store (for useSyncExternalStore) between the wallet and one of the frame's views. */
export function createValueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ValueStore<T> = ReturnType<typeof createValueStore<T>>;
