import { describe, expect, it } from 'vitest';
import { parseFramePageConfig } from '../src/config/frame-page-config';

const BASE = { projectId: 'a1', allowedOrigins: ['http://localhost:*'], apiUrl: 'http://127.0.0.1:8787' };

describe("the frame page's config", () => {
  it("reads the server's chain names, keeping only well-formed entries", () => {
    const chains = [
      { chainId: 31337, name: 'Airlock Devnet' },
      { chainId: 31338, name: 'Airlock Devnet L2' },
      { chainId: -1, name: 'Negative' },
      { chainId: 5, name: '' },
      { chainId: 6, name: 'x'.repeat(65) },
      { chainId: '7', name: 'Text id' },
      'not an entry',
    ];
    const config = parseFramePageConfig(JSON.stringify({ ...BASE, chains }));
    expect(config?.chainNames).toEqual(
      new Map([
        [31337, 'Airlock Devnet'],
        [31338, 'Airlock Devnet L2'],
      ]),
    );
  });

  it('has no chain names from a server that writes none, or writes them wrong; the rest of the config still holds', () => {
    expect(parseFramePageConfig(JSON.stringify(BASE))).toEqual({ ...BASE, chainNames: new Map() });
    expect(parseFramePageConfig(JSON.stringify({ ...BASE, chains: { 31337: 'Airlock Devnet' } }))).toEqual({
      ...BASE,
      chainNames: new Map(),
    });
  });
});
