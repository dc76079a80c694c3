import type { DependencyBreaker } from '../resilience/dependency-breaker';
import type { CounterStore } from './counter-store';

/** Shared counters while Redis answers; this process's own while it does not, so limits still hold. */
export function createResilientCounters(shared: CounterStore, local: CounterStore, breaker: DependencyBreaker): CounterStore {
  return {
    hit: (key, cost, windowMs) =>
      breaker.run(
        async () => shared.hit(key, cost, windowMs),
        async () => ({ ...(await local.hit(key, cost, windowMs)), provisional: true }),
      ),
  };
}
