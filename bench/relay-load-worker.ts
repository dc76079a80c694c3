import { parentPort, workerData } from 'node:worker_threads';
import { floodRelay } from './relay-flood';

/** Runs the publishing clients on their own thread, so the relay keeps the main thread's event loop. */
const { relayUrl, durationMs, window } = workerData as { relayUrl: string; durationMs: number; window: number };
parentPort!.postMessage(await floodRelay(relayUrl, durationMs, window));
