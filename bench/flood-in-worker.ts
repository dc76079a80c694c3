import type { FloodEnds, Figures } from './relay-flood';
import { firstMessage, tsxWorker } from './tsx-worker';

/** Runs floodRelay in a worker thread, as autocannon does for the server bench, so the relay keeps the main thread. */
export async function floodInWorker(ends: FloodEnds, durationMs: number, window: number): Promise<Figures> {
  const { worker, stop } = tsxWorker(new URL('./relay-load-worker.ts', import.meta.url), { ends, durationMs, window });
  try {
    return await firstMessage<Figures>(worker);
  } finally {
    await stop();
  }
}
