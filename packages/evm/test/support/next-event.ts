import type { ChainAdapter, ChainAdapterEvents } from '@airlock/core';

/** Resolves with the next payload of `event`, or rejects after `timeoutMs`. */
export function nextEvent<E extends keyof ChainAdapterEvents>(
  adapter: Pick<ChainAdapter, 'on'>,
  event: E,
  timeoutMs = 3_000,
): Promise<ChainAdapterEvents[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no "${event}" event within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = adapter.on(event, (payload) => {
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}
