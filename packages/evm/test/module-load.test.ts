import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModuleLoadError } from '@airlock/core';
import { createEvmAdapter, defineDevnetNetwork } from '../src/index';

// The receipt-waiting chunk is gone (the dApp was redeployed while the page was open).
vi.mock('../src/actions/wait-for-wallet-transaction', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://dapp.test/assets/wait-for-wallet-transaction-1a2b.js');
});

afterEach(() => vi.restoreAllMocks());

describe('an adapter action whose chunk does not load', () => {
  it('rejects with ModuleLoadError, which a caller tells apart from the chain refusing or the receipt timing out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const adapter = createEvmAdapter({
      networks: [defineDevnetNetwork({ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:9' })],
      storage: null,
    });
    const waiting = adapter.waitForTransaction!({ hash: `0x${'ab'.repeat(32)}`, chainId: 31337 });
    await expect(waiting).rejects.toBeInstanceOf(ModuleLoadError);
  });
});
