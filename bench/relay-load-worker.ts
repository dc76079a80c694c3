import { parentPort, workerData } from 'node:worker_threads';
import { floodRelay, type FloodEnds } from './relay-flood';

/** Runs the publishing clients on their own thread, so the relay keeps the main thread's event loop. */
const { ends, durationMs, window } = workerData as { ends: FloodEnds; durationMs: number; window: number };
parentPort!.postMessage(await floodRelay(ends, durationMs, window));
