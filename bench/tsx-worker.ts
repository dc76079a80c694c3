import { Worker } from 'node:worker_threads';
import { onCleanup } from './cleanup';

/** A worker thread running the TypeScript module `entry` (a file URL), terminated by the returned stop or at cleanup. */
export function tsxWorker(entry: URL, workerData: unknown): { worker: Worker; stop: () => Promise<void> } {
  // A worker cannot start from a .ts file on Node 20, so it registers tsx first and then imports it.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  const worker = new Worker(boot, { eval: true, workerData });
  const stop = onCleanup(() => worker.terminate().then(() => undefined));
  return { worker, stop };
}

/** The first message the worker posts; rejects if it fails first. */
export function firstMessage<T>(worker: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker exited with code ${code} before answering`)));
  });
}
