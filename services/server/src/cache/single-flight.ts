/**
 * One load per key at a time: whoever asks for a key while its load runs shares that load, so a
 * cached value expiring under load costs one upstream read instead of one per waiting request.
 */
export function singleFlight<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, load) => {
    let pending = running.get(key);
    if (!pending) {
      pending = load().finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}
