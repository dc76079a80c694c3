import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAirlockClient } from '../src';
import { devnet, walletA } from './fixtures';
import { frameSide } from './frame-side';
import { MemoryAdapter } from './memory-adapter';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the modal keeps the frame in its theme (spec §7: sync theme)', () => {
  it('sends SYNC_THEME once the frame is ready, and again whenever the theme changes', async () => {
    const client = createAirlockClient({
      adapters: [new MemoryAdapter([devnet], [walletA])],
      networks: [devnet],
      projectId: 'p'.repeat(32),
      themeMode: 'dark',
      themeVariables: { '--airlock-accent': '#ff5500', '--airlock-border-radius': '8px' },
    });
    client.embedded.setState({ frameUrl: 'http://127.0.0.1:8788/' });
    client.connectEmail('visitor@example.com').catch(() => undefined);
    const frame = await frameSide(client);
    const synced = () => frame.themes.map((message) => message.payload);

    // Only what the frame draws with: the modal's width and z-index are not the frame's business.
    await vi.waitFor(() =>
      expect(synced()).toEqual([
        { themeMode: 'dark', themeVariables: { '--airlock-accent': '#ff5500', '--airlock-border-radius': '8px' } },
      ]),
    );
    client.theme.setState({ themeMode: 'light' });
    await vi.waitFor(() => expect(synced()).toHaveLength(2));
    expect(synced()[1]).toEqual({
      themeMode: 'light',
      themeVariables: { '--airlock-accent': '#ff5500', '--airlock-border-radius': '8px' },
    });
    client.theme.setState({ themeVariables: { '--airlock-font-family': 'Inter, sans-serif', '--airlock-z-index': 5 } });
    await vi.waitFor(() => expect(synced()).toHaveLength(3));
    expect(synced()[2]).toEqual({ themeMode: 'light', themeVariables: { '--airlock-font-family': 'Inter, sans-serif' } });
    // A change that leaves the frame's part as it was sends nothing.
    client.theme.setState({ themeVariables: { '--airlock-font-family': 'Inter, sans-serif', '--airlock-z-index': 6 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(synced()).toHaveLength(3);
  });
});
