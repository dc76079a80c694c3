import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type AnalyticsEvent } from '@airlock/protocol';
import { createAirlockClient } from '../src';
import { createLazyAnalyticsClient } from '../src/analytics/lazy-analytics-client';
import { createApiClient } from '../src/api/api-client';
import { devnet, walletA } from './fixtures';
import { MemoryAdapter } from './memory-adapter';
import { startRecordingServer } from './recording-server';

// The analytics module is evaluated once per file: the first import is when its code was asked for.
const analyticsRequested = vi.hoisted(() => vi.fn());
vi.mock('../src/analytics/analytics-client', async (importOriginal) => {
  analyticsRequested();
  return importOriginal();
});

const PROJECT = 'a'.repeat(32);

describe('analytics, loaded with the first event', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeEach(async () => {
    localStorage.clear();
    server = await startRecordingServer((request) =>
      request.path === '/v1/project/config'
        ? { status: 200, body: { projectId: PROJECT, name: 'Demo', features: DEFAULT_REMOTE_FEATURES } }
        : { status: 202, body: { accepted: 1, duplicates: 0 } },
    );
  });
  afterEach(() => server.close());

  const sent = () =>
    server.requests.filter((request) => request.path === '/e').flatMap((request) => (request.body as { events: AnalyticsEvent[] }).events);

  it('is not loaded by init; the events before it has loaded all arrive, in order', async () => {
    const airlock = createAirlockClient({
      adapters: [new MemoryAdapter([devnet], [walletA])],
      networks: [devnet],
      apiUrl: server.url,
      projectId: PROJECT,
    });
    await airlock.init();
    expect(analyticsRequested).not.toHaveBeenCalled();

    airlock.open();
    airlock.close();
    airlock.open();
    airlock.close();
    airlock.destroy();
    await vi.waitFor(() => expect(sent().length).toBeGreaterThanOrEqual(4));
    expect(analyticsRequested).toHaveBeenCalledTimes(1);
    expect(sent().map((event) => event.props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE']);
  });

  it('stamps what waited with the time it happened, and sends later events straight on', async () => {
    let now = 1_000;
    const analytics = createLazyAnalyticsClient(createApiClient({ baseUrl: server.url, projectId: 'p' }), { now: () => now });
    analytics.track({ name: 'MODAL_OPEN', timestamp: now });
    now = 2_000;
    analytics.reportError(new Error('boom'));
    now = 3_000;
    analytics.track({ name: 'MODAL_CLOSE', timestamp: now });
    now = 9_000;
    await analytics.flush();
    expect(sent().map((event) => [event.props.event, event.timestamp])).toEqual([
      ['MODAL_OPEN', 1_000],
      ['ERROR', 2_000],
      ['MODAL_CLOSE', 3_000],
    ]);

    analytics.track({ name: 'CONNECT_SUCCESS', timestamp: now });
    await analytics.flush();
    expect(
      sent()
        .map((event) => [event.props.event, event.timestamp])
        .at(-1),
    ).toEqual(['CONNECT_SUCCESS', 9_000]);
    analytics.stop();
  });

  it('loads nothing to flush or stop when nothing was tracked', async () => {
    const analytics = createLazyAnalyticsClient(createApiClient({ baseUrl: server.url, projectId: 'p' }));
    await analytics.flush();
    analytics.stop();
    analytics.track({ name: 'MODAL_OPEN', timestamp: 1 });
    await analytics.flush();
    expect(sent()).toEqual([]);
  });
});
