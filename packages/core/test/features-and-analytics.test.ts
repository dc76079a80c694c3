import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES } from '@airlock/protocol';
import { createAnalyticsClient, createApiClient, createErrorReportLimiter, createFeaturesStore, isFeatureEnabled } from '../src';
import { startRecordingServer } from './recording-server';

describe('features', () => {
  it('loads a section only when it is on locally and remotely', () => {
    const store = createFeaturesStore({ swaps: false });
    expect(isFeatureEnabled(store.getState(), 'send')).toBe(true);
    expect(isFeatureEnabled(store.getState(), 'email')).toBe(false);
    store.setState({ remote: { ...DEFAULT_REMOTE_FEATURES, activity: false }, remoteStatus: 'loaded' });
    expect(isFeatureEnabled(store.getState(), 'email')).toBe(true);
    expect(isFeatureEnabled(store.getState(), 'swaps')).toBe(false);
    expect(isFeatureEnabled(store.getState(), 'activity')).toBe(false);
    expect(isFeatureEnabled(store.getState(), 'onramp')).toBe(true);
    expect(isFeatureEnabled(store.getState(), 'pay')).toBe(false);
  });

  it('turns every remote feature off in basic mode', () => {
    const store = createFeaturesStore({}, true);
    store.setState({ remote: DEFAULT_REMOTE_FEATURES });
    for (const feature of ['email', 'socials', 'swaps', 'onramp', 'activity'] as const) {
      expect(isFeatureEnabled(store.getState(), feature)).toBe(false);
    }
    expect(isFeatureEnabled(store.getState(), 'send')).toBe(true);
  });
});

describe('analytics', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await close?.();
  });

  it('batches events, never sends MODAL_CREATED, and limits error reports to 5 a minute', async () => {
    const server = await startRecordingServer(() => ({ status: 202, body: { accepted: 1 } }));
    close = server.close;
    const analytics = createAnalyticsClient(createApiClient({ baseUrl: server.url, projectId: 'p' }));
    analytics.track({ name: 'MODAL_CREATED', timestamp: 1 });
    analytics.track({ name: 'MODAL_OPEN', timestamp: 2, properties: { connected: false } });
    analytics.track({ name: 'CONNECT_SUCCESS', timestamp: 3 });
    for (let index = 0; index < 8; index++) analytics.reportError(new Error(`boom ${index}`));
    await analytics.flush();
    expect(server.requests).toHaveLength(1);
    const events = (server.requests[0]!.body as { events: Array<{ props: { type: string; event: string } }> }).events;
    expect(events.filter((event) => event.props.type === 'track').map((event) => event.props.event)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS']);
    expect(events.filter((event) => event.props.type === 'error')).toHaveLength(5);
  });

  it('stops sending after the origin is refused', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await startRecordingServer(() => ({ status: 403, body: { message: 'Invalid App Configuration: origin not on allowlist' } }));
    close = server.close;
    const analytics = createAnalyticsClient(createApiClient({ baseUrl: server.url, projectId: 'p' }));
    analytics.track({ name: 'MODAL_OPEN', timestamp: 1 });
    await analytics.flush();
    analytics.track({ name: 'MODAL_CLOSE', timestamp: 2 });
    await analytics.flush();
    expect(server.requests).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[airlock] Invalid App Configuration: origin not on allowlist');
    error.mockRestore();
  });

  it('lets 5 error reports through per 60 seconds', () => {
    let now = 0;
    const allow = createErrorReportLimiter(() => now);
    expect([1, 2, 3, 4, 5, 6].map(() => allow())).toEqual([true, true, true, true, true, false]);
    now = 59_999;
    expect(allow()).toBe(false);
    now = 60_001;
    expect(allow()).toBe(true);
  });
});
