import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_CONFIG } from '../src/config/demo-config';

const STORAGE_GLOBALS = ['localStorage', 'sessionStorage', 'indexedDB'] as const;

/** Storage stand-ins that record any use: rendering on the server must not read or write them. */
function installRecordingStorage(used: string[]) {
  for (const name of STORAGE_GLOBALS) {
    (globalThis as Record<string, unknown>)[name] = new Proxy(
      {},
      { get: (_target, property) => (used.push(`${name}.${String(property)}`), () => null) },
    );
  }
}

describe('the demo under server rendering', () => {
  afterEach(() => {
    for (const name of STORAGE_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
  });

  it('renders its root to HTML with no window or document, and no storage use', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const used: string[] = [];
    installRecordingStorage(used);
    const { DemoRoot } = await import('../src/demo-root');
    const html = renderToString(<DemoRoot config={DEFAULT_DEMO_CONFIG} />);
    expect(html).toContain('Connect Wallet');
    expect(html).toContain('Airlock Devnet');
    expect(html).toContain('Connect a wallet to begin');
    expect(used).toEqual([]);
    // Importing the whole demo (wagmi, viem, every package's sources through the transform) is most of the time.
  }, 30_000);
});
