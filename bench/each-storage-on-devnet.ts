import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet } from '@airlock/devnet';
import type { StorageKind } from '../services/server/test/support/test-databases';
import { onCleanup } from './cleanup';
import type { BenchResult } from './results';

export type StorageMeasure = (storage: StorageKind, rpcUrls: string[], scratch: string) => Promise<BenchResult[]>;

/**
 * Starts a devnet and a scratch directory (named `scratchPrefix`…), runs `measure` on PGlite and then
 * on PostgreSQL, and stops both, on Ctrl-C too.
 */
export async function measureEachStorageOnDevnet(scratchPrefix: string, measure: StorageMeasure): Promise<BenchResult[]> {
  const devnet = await startDevnet();
  const stopDevnet = onCleanup(() => devnet.stop());
  const scratch = await mkdtemp(join(tmpdir(), scratchPrefix));
  const removeScratch = onCleanup(() => rm(scratch, { recursive: true, force: true }));
  try {
    const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl);
    const results: BenchResult[] = [];
    for (const storage of ['pglite', 'postgres'] as const) results.push(...(await measure(storage, rpcUrls, scratch)));
    return results;
  } finally {
    await removeScratch();
    await stopDevnet();
  }
}
