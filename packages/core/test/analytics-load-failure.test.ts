import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyAnalyticsClient } from '../src/analytics/lazy-analytics-client';
import { createApiClient } from '../src/api/api-client';
import { startRecordingServer } from './recording-server';

// The analytics chunk is gone (the dApp was redeployed while the page was open).
const analyticsRequested = vi.hoisted(() => vi.fn());
vi.mock('../src/analytics/analytics-client', () => {
  analyticsRequested();
  throw new TypeError('Failed to fetch dynamically imported module: http://dapp.test/assets/analytics-client-1a2b.js');
});

afterEach(() => vi.restoreAllMocks());

describe('analytics whose chunk does not load', () => {
  it('warns once, drops what waited, sends nothing and stays off without trying again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await startRecordingServer(() => ({ status: 202, body: { accepted: 1, duplicates: 0 } }));
    try {
      const analytics = createLazyAnalyticsClient(createApiClient({ baseUrl: server.url, projectId: 'p' }));
      analytics.track({ name: 'MODAL_OPEN', timestamp: 1 });
      analytics.reportError(new Error('boom'));
      await expect(analytics.flush()).resolves.toBeUndefined();
      analytics.track({ name: 'MODAL_CLOSE', timestamp: 2 });
      await analytics.flush();
      analytics.stop();
      expect(server.requests).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(analyticsRequested).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toBe('Airlock: a part of the wallet could not be loaded');
    } finally {
      await server.close();
    }
  });
});
