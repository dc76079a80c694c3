import { createValueStore, type ValueStore } from './value-store';

/**
 * What the frame shows while a key export runs: its code form, then the key. The key lives here
 * only between a right code and Done (or the modal closing), never in a reply, event or log.
 */
export type KeyExportView =
  | { stage: 'closed' }
  | { stage: 'code'; email: string; busy: boolean; error?: string }
  | { stage: 'key'; privateKey: string; address: string };

export function createKeyExportStore() {
  return createValueStore<KeyExportView>({ stage: 'closed' });
}

export type KeyExportStore = ValueStore<KeyExportView>;
