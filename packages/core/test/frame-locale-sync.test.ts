import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAirlockClient } from '../src';
import { devnet, walletA } from './fixtures';
import { frameSide } from './frame-side';
import { MemoryAdapter } from './memory-adapter';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the modal keeps an open frame in its language', () => {
  it('sends SYNC_LOCALE with the locale once the frame is ready, and again whenever setLocale changes it', async () => {
    const client = createAirlockClient({
      adapters: [new MemoryAdapter([devnet], [walletA])],
      networks: [devnet],
      projectId: 'p'.repeat(32),
      locale: 'ja',
    });
    client.embedded.setState({ frameUrl: 'http://127.0.0.1:8788/' });
    client.connectEmail('visitor@example.com').catch(() => undefined);
    const frame = await frameSide(client);
    const synced = () => frame.locales.map((message) => message.payload);

    await vi.waitFor(() => expect(synced()).toEqual([{ locale: 'ja' }]));
    await client.setLocale('ar-EG');
    await vi.waitFor(() => expect(synced()).toEqual([{ locale: 'ja' }, { locale: 'ar' }]));
    // The same locale again sends nothing.
    await client.setLocale('ar');
    await client.setLocale('en-GB');
    await vi.waitFor(() => expect(synced()).toEqual([{ locale: 'ja' }, { locale: 'ar' }, { locale: 'en' }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(synced()).toHaveLength(3);
  });
});
