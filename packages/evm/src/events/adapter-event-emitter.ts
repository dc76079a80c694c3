import type { ChainAdapterEvents, Unsubscribe } from '@airlock/core';

type Listener<E extends keyof ChainAdapterEvents> = (payload: ChainAdapterEvents[E]) => void;

export class AdapterEventEmitter {
  private readonly listeners = new Map<keyof ChainAdapterEvents, Set<Listener<never>>>();

  on<E extends keyof ChainAdapterEvents>(event: E, listener: Listener<E>): Unsubscribe {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => {
      set.delete(listener as Listener<never>);
    };
  }

  emit<E extends keyof ChainAdapterEvents>(event: E, payload: ChainAdapterEvents[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as Listener<E>)(payload);
      } catch (error) {
        // One failing subscriber must not stop wagmi's state update that triggered the event.
        console.error(`[airlock/evm] "${event}" listener threw`, error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
