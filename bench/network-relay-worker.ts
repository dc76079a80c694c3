import { parentPort } from 'node:worker_threads';
import { startBenchRelay } from './bench-relay';

/** The stand-in for the public WalletConnect network, on its own thread: posts its ws URL once it listens. */
const relay = await startBenchRelay('pglite', { demoProject: false });
parentPort!.postMessage(relay.url);
