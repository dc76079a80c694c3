// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AirlockProvider, ConnectButton, NetworkButton, createAirlock } from '../src';
import { devnet } from '../../core/test/fixtures';
import { MemoryAdapter } from '../../core/test/memory-adapter';

describe('server rendering', () => {
  it('renders the buttons to HTML with no browser globals', () => {
    expect(typeof window).toBe('undefined');
    const airlock = createAirlock({ adapters: [new MemoryAdapter([devnet], [])], networks: [devnet] });
    const html = renderToString(
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
        <NetworkButton />
      </AirlockProvider>,
    );
    expect(html).toContain('Connect Wallet');
    expect(html).toContain('Airlock Devnet');
    expect(html).not.toContain('style=');
  });
});
