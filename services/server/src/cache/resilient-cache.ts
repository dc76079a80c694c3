import type { DependencyBreaker } from '../resilience/dependency-breaker';
import type { Cache } from './cache';

/** The shared cache while it answers, the process's own cache while it does not. */
export function createResilientCache(shared: Cache, local: Cache, breaker: DependencyBreaker): Cache {
  return {
    get: (key) =>
      breaker.run(
        () => shared.get(key),
        () => local.get(key),
      ),
    set: (key, value, ttlMs) =>
      breaker.run(
        () => shared.set(key, value, ttlMs),
        () => local.set(key, value, ttlMs),
      ),
    delete: async (key) => {
      await local.delete(key);
      await breaker.run(
        () => shared.delete(key),
        async () => undefined,
      );
    },
  };
}
