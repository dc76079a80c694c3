import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES } from '@airlock/protocol';
import type { AnalyticsEvent } from '@airlock/protocol';
import { ANALYTICS_BACKOFF_MS, createAnalyticsClient } from '../src/analytics/analytics-client';
import { createApiClient } from '../src/api/api-client';
import { createErrorReportLimiter } from '../src/analytics/error-report-limiter';
import { createFeaturesStore } from '../src/features/features';
import { isFeatureEnabled } from '../src';
import { fitAnalyticsEvent, MAX_PROPERTIES_BYTES, MAX_URL_CHARS } from '../src/analytics/fit-analytics-event';
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
    expect(events.filter((event) => event.props.type === 'track').map((event) => event.props.event)).toEqual([
      'MODAL_OPEN',
      'CONNECT_SUCCESS',
    ]);
    expect(events.filter((event) => event.props.type === 'error')).toHaveLength(5);
  });

  it('stops sending after the origin is refused', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await startRecordingServer(() => ({
      status: 403,
      body: { message: 'Invalid App Configuration: origin not on allowlist' },
    }));
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

  const sentEvents = (server: { requests: Array<{ body: unknown }> }) =>
    server.requests.flatMap((request) => (request.body as { events: AnalyticsEvent[] }).events);

  it('drops a refused batch without retrying it, and keeps sending new events', async () => {
    const server = await startRecordingServer(() => ({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: 'Analytics body too large' },
    }));
    close = server.close;
    const analytics = createAnalyticsClient(createApiClient({ baseUrl: server.url, projectId: 'p' }));
    analytics.track({ name: 'MODAL_OPEN', timestamp: 1 });
    await analytics.flush();
    await analytics.flush();
    expect(server.requests).toHaveLength(1);
    analytics.track({ name: 'MODAL_CLOSE', timestamp: 2 });
    await analytics.flush();
    expect(sentEvents(server).map((event) => event.props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
  });

  it('sends nothing for a minute after a 429, then twice as long after another, dropping events meanwhile', async () => {
    let status = 429;
    const server = await startRecordingServer(() => ({
      status,
      body: status === 429 ? { error: 'ANALYTICS_QUOTA' } : { accepted: 1, duplicates: 0 },
    }));
    close = server.close;
    let now = 1_000_000;
    const analytics = createAnalyticsClient(createApiClient({ baseUrl: server.url, projectId: 'p' }), { now: () => now });
    const send = async (name: 'MODAL_OPEN' | 'MODAL_CLOSE') => {
      analytics.track({ name, timestamp: now });
      await analytics.flush();
    };

    await send('MODAL_OPEN');
    expect(server.requests).toHaveLength(1);
    now += ANALYTICS_BACKOFF_MS - 1;
    await send('MODAL_CLOSE');
    expect(server.requests).toHaveLength(1);

    now += 1;
    await send('MODAL_OPEN');
    expect(server.requests).toHaveLength(2);
    now += ANALYTICS_BACKOFF_MS;
    await send('MODAL_CLOSE');
    expect(server.requests).toHaveLength(2);

    status = 202;
    now += ANALYTICS_BACKOFF_MS;
    await send('MODAL_CLOSE');
    await send('MODAL_OPEN');
    expect(server.requests).toHaveLength(4);
    expect(sentEvents(server).map((event) => event.props.event)).toEqual(['MODAL_OPEN', 'MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN']);
  });

  it('cuts long error messages to what the server accepts', async () => {
    const server = await startRecordingServer(() => ({ status: 202, body: { accepted: 1, duplicates: 0 } }));
    close = server.close;
    const analytics = createAnalyticsClient(createApiClient({ baseUrl: server.url, projectId: 'p' }));
    analytics.reportError(new Error(`execution reverted: ${'0xdeadbeef'.repeat(2_000)}`), { details: 'é'.repeat(3_000), chainId: 1 });
    await analytics.flush();
    const [sent] = sentEvents(server);
    const properties = sent!.props.properties!;
    expect(new TextEncoder().encode(JSON.stringify(properties)).length).toBeLessThanOrEqual(MAX_PROPERTIES_BYTES);
    expect(properties.message).toMatch(/^execution reverted: 0xdeadbeef.*…$/);
    expect(properties.name).toBe('Error');
    expect(properties.chainId).toBe(1);
    expect(new TextEncoder().encode(JSON.stringify(sent)).length).toBeLessThan(4_096);
  });

  it('cuts a long url', () => {
    const event: AnalyticsEvent = {
      eventId: 'e',
      url: `https://shop.example/?q=${'a'.repeat(5_000)}`,
      domain: 'shop.example',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN' },
    };
    const fitted = fitAnalyticsEvent(event);
    expect(fitted.url).toHaveLength(MAX_URL_CHARS);
    expect(fitted.url.startsWith('https://shop.example/?q=aaa')).toBe(true);
    expect(fitted.props).toEqual(event.props);
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
