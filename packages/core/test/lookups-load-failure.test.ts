import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAirlockClient } from '../src';
import { devnet, walletA } from './fixtures';
import { MemoryAdapter } from './memory-adapter';

// The chunk of the account's token list and name is gone (the dApp was redeployed while the page was open).
vi.mock('../src/client/account-lookups', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://dapp.test/assets/account-lookups-1a2b.js');
});

afterEach(() => vi.restoreAllMocks());

describe('account lookups whose chunk does not load', () => {
  it('warns, and a background refresh leaves no unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createAirlockClient({ adapters: [new MemoryAdapter([devnet], [walletA])], networks: [devnet] });
    await client.init();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // Connecting refreshes the balances in the background (nobody awaits it): its failed chunk must not go unhandled.
      await client.connect('dev.a');
      await vi.waitFor(() =>
        expect(warn.mock.calls.some(([text]) => text === 'Airlock: a part of the wallet could not be loaded')).toBe(true),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    client.destroy();
  });
});
