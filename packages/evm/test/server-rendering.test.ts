// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorNotFoundError } from '@airlock/core';
import { startLocalChains, type LocalChains } from './support/local-chains';

const BROWSER_STORES = ['localStorage', 'sessionStorage', 'indexedDB'] as const;

let local: LocalChains;
const touched: string[] = [];

/** A stand-in that records any use; `window` and `document` stay undefined, so using them throws. */
function tripwire(name: string): object {
  return new Proxy(
    {},
    {
      get(_, property) {
        touched.push(`${name}.${String(property)}`);
        return undefined;
      },
      has(_, property) {
        touched.push(`${name} has ${String(property)}`);
        return false;
      },
    },
  );
}

beforeAll(async () => {
  local = await startLocalChains();
  for (const name of BROWSER_STORES) Object.defineProperty(globalThis, name, { value: tripwire(name), configurable: true });
});
afterAll(async () => {
  for (const name of BROWSER_STORES) delete (globalThis as Record<string, unknown>)[name];
  await local.stop();
});

describe('on a server (no window)', () => {
  it('imports, builds and initialises without touching browser globals', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');

    const { createEvmAdapter, defineDevnetNetwork } = await import('../src/index');
    const devnet = defineDevnetNetwork({ chainId: 31337, name: 'Airlock Devnet', rpcUrl: local.chains[0]!.rpcUrl });
    const adapter = createEvmAdapter({ networks: [devnet] });
    await adapter.init();

    expect(adapter.getConnectors()).toEqual([]);
    await expect(adapter.reconnect({ connectorId: 'dev.airlock.alpha' })).resolves.toBeNull();
    await expect(adapter.connect({ connectorId: 'dev.airlock.alpha' })).rejects.toBeInstanceOf(ConnectorNotFoundError);
    await expect(adapter.getBalance({ address: '0x0000000000000000000000000000000000000001', network: devnet })).resolves.toMatchObject({
      decimals: 18,
      symbol: 'ETH',
    });
    adapter.destroy();

    expect(touched).toEqual([]);
    expect(typeof window).toBe('undefined');
  });
});
