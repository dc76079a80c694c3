import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChainNodeError, createAirlockClient, isAirlockError, loadModule, ModuleLoadError } from '../src';
import { devnet, walletA } from './fixtures';
import { MemoryAdapter } from './memory-adapter';

// The chunk of the Activity actions is gone (the dApp was redeployed while the page was open).
vi.mock('../src/client/transaction-history-actions', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://dapp.test/assets/transaction-history-actions-1a2b.js');
});

afterEach(() => vi.restoreAllMocks());

describe('loadModule', () => {
  it('turns a failed load into a ModuleLoadError with the cause, warns once, and loads again when called again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<{ answer: number }>>().mockRejectedValueOnce(cause).mockResolvedValueOnce({ answer: 42 });

    const error = await loadModule(load).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect(error).toMatchObject({
      name: 'ModuleLoadError',
      code: 'MODULE_LOAD_FAILED',
      message: 'This part of the wallet could not be loaded.',
      cause,
    });
    expect(isAirlockError(error, 'MODULE_LOAD_FAILED')).toBe(true);
    expect(error).not.toBeInstanceOf(ChainNodeError);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(cause);

    await expect(loadModule(load)).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a client action whose chunk does not load', () => {
  it('rejects with ModuleLoadError, not as the action failing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createAirlockClient({ adapters: [new MemoryAdapter([devnet], [walletA])], networks: [devnet] });
    await client.init();
    const error = await client.fetchTransactions('reset').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).cause).toBeInstanceOf(Error);
  });
});
