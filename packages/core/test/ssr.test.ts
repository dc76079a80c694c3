// @vitest-environment node
import { describe, expect, it } from 'vitest';

// The whole of core is imported and transformed here: seconds when the suite shares the machine's two cores.
const IMPORT_TIMEOUT_MS = 30_000;

describe('SSR safety', () => {
  it(
    'imports and builds a client under Node without browser globals',
    async () => {
      expect(typeof window).toBe('undefined');
      const core = await import('../src');
      const { MemoryAdapter } = await import('./memory-adapter');
      const { devnet } = await import('./fixtures');
      const client = core.createAirlockClient({ adapters: [new MemoryAdapter([devnet], [])], networks: [devnet] });
      await client.init();
      client.open();
      expect(client.router.getState().view).toBe('Connect');
      const { createKeyValueStorage } = await import('../src/storage/key-value-storage');
      const storage = createKeyValueStorage();
      storage.set('x', 1);
      expect(storage.get('x')).toBe(1);
    },
    IMPORT_TIMEOUT_MS,
  );
});
