import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { recoverMessageAddress } from 'viem';

/** Recovers the address that signed an EIP-191 message: what viem's `recoverMessageAddress` gives, undefined where it throws. */
export interface SignerRecovery {
  recover(message: string, signature: `0x${string}`): Promise<`0x${string}` | undefined>;
  /** Starts the threads not running yet (they load viem, a few hundred ms), so the next recovery does not wait for them. */
  warm(): void;
  close(): Promise<void>;
}

/** More threads than this hardly help: the database and the event loop's own work cap a server first. */
const MAX_THREADS = 4;

/**
 * The worker: viem's own `recoverMessageAddress` (its CommonJS build, resolved from this package), so the
 * recovery is the one the main thread would run. Plain JavaScript evaluated as CommonJS: the same text runs
 * from source under tsx, from dist/ and under the test runner, with no build entry of its own.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { recoverMessageAddress } = require(workerData.viem);
parentPort.on('message', ({ id, message, signature }) => {
  recoverMessageAddress({ message, signature }).then(
    (address) => parentPort.postMessage({ id, address }),
    () => parentPort.postMessage({ id }),
  );
});
`;

async function recoverHere(message: string, signature: `0x${string}`): Promise<`0x${string}` | undefined> {
  try {
    return await recoverMessageAddress({ message, signature });
  } catch {
    return undefined;
  }
}

interface Job {
  resolve(address: `0x${string}` | undefined): void;
  reject(error: Error): void;
}

interface RecoveryThread {
  worker: Worker;
  jobs: Map<number, Job>;
}

/**
 * Secp256k1 public-key recovery is pure JavaScript and takes about a millisecond of CPU; done on the event loop
 * it caps sign-ins per second at what one core recovers and stalls every other request meanwhile. This pool
 * recovers on `threads` worker threads (default: one fewer than the machine's cores, at most 4), started by `warm()`
 * or the first recovery; with no thread to spare (one core, `threads` 0) it recovers in this thread. Should a thread
 * fail, its jobs and every later one are recovered here.
 */
export function createSignerRecovery(options: { threads?: number } = {}): SignerRecovery {
  const threads = options.threads ?? Math.min(MAX_THREADS, availableParallelism() - 1);
  if (threads < 1) return { recover: recoverHere, warm: () => undefined, close: async () => undefined };
  const viem = createRequire(import.meta.url).resolve('viem');
  const pool: Array<RecoveryThread | undefined> = Array.from({ length: threads }, () => undefined);
  let nextId = 0;
  /** Closed, or a thread failed: every recovery runs here. */
  let off = false;

  const start = (slot: number): RecoveryThread => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { viem } });
    const thread: RecoveryThread = { worker, jobs: new Map() };
    const fail = (error: Error) => {
      // A thread that fails once would likely fail again (say, viem would not load): recover here from now on.
      off = true;
      if (pool[slot] === thread) pool[slot] = undefined;
      for (const job of thread.jobs.values()) job.reject(error);
      thread.jobs.clear();
    };
    worker.on('message', ({ id, address }: { id: number; address?: `0x${string}` }) => {
      thread.jobs.get(id)?.resolve(address);
      thread.jobs.delete(id);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`signer recovery thread exited with code ${code}`)));
    // An idle pool never keeps the process alive.
    worker.unref();
    pool[slot] = thread;
    return thread;
  };

  /** The thread with the fewest jobs waiting, started if its slot is empty. */
  const leastBusy = (): RecoveryThread => {
    let best = 0;
    for (let slot = 0; slot < pool.length; slot++) {
      const waiting = pool[slot]?.jobs.size ?? 0;
      if (waiting === 0) return pool[slot] ?? start(slot);
      if (waiting < (pool[best]?.jobs.size ?? 0)) best = slot;
    }
    return pool[best] ?? start(best);
  };

  return {
    recover(message, signature) {
      if (off) return recoverHere(message, signature);
      const thread = leastBusy();
      const id = nextId++;
      return new Promise<`0x${string}` | undefined>((resolve, reject) => {
        thread.jobs.set(id, { resolve, reject });
        thread.worker.postMessage({ id, message, signature });
      }).catch(() => recoverHere(message, signature));
    },
    warm() {
      if (off) return;
      for (let slot = 0; slot < pool.length; slot++) if (!pool[slot]) start(slot);
    },
    async close() {
      off = true;
      await Promise.all(pool.splice(0).map((thread) => thread?.worker.terminate()));
    },
  };
}
