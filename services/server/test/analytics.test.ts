import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { AirlockServer } from '../src/app/build-server';
import { createAnalyticsRetention } from '../src/analytics/analytics-retention';
import { createAnalyticsStore } from '../src/analytics/analytics-store';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { analyticsEvents } from '../src/storage/schema';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';
import { ADMIN_HEADERS, buildTestServer } from './support/test-server';

const DAY_MS = 86_400_000;

function event(name: string, overrides: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: name, properties: { view: 'Connect' } },
    ...overrides,
  };
}

function withProperties(properties: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return event('X', { props: { type: 'track', event: 'X', properties }, ...overrides });
}

/** A logger that keeps what it is told, by level. */
function recordingLog() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; message: string }> = [];
  const at = (level: 'info' | 'warn' | 'error') => (_fields: unknown, message?: string) =>
    void lines.push({ level, message: message ?? '' });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as never };
}

describe.each(STORAGE_KINDS)('analytics on %s', (storage) => {
  let server: AirlockServer;
  let projectId: string;
  beforeAll(async () => {
    server = await buildTestServer({ storage });
    projectId = (await server.deps.projects.create({ name: 'Shop', allowedOrigins: ['https://shop.example'] })).id;
  });
  afterAll(() => server?.close());

  const post = (body: unknown, options: { origin?: string; query?: string; project?: string } = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/e?${options.query ?? `projectId=${options.project ?? projectId}&st=react&sv=0.1.0`}`,
      headers: { 'content-type': 'application/json', ...(options.origin ? { origin: options.origin } : {}) },
      payload: JSON.stringify(body),
    });
  const summaryOf = async (id: string) =>
    (await server.app.inject({ url: `/v1/analytics/summary?projectId=${id}`, headers: ADMIN_HEADERS })).json();
  const summary = () => summaryOf(projectId);

  it('stores one event and a batch, answering 202 with what was stored', async () => {
    const single = await post(event('MODAL_OPEN'), { origin: 'https://shop.example' });
    expect(single.statusCode).toBe(202);
    expect(single.json()).toEqual({ accepted: 1, duplicates: 0 });

    const batch = await post({
      events: [event('MODAL_OPEN'), event('DISCONNECT_SUCCESS'), event('ERROR', { props: { type: 'error', event: 'ERROR' } })],
    });
    expect(batch.statusCode).toBe(202);
    expect(batch.json()).toEqual({ accepted: 3, duplicates: 0 });
    expect(await summary()).toEqual({ projectId, total: 4, events: { MODAL_OPEN: 2, DISCONNECT_SUCCESS: 1, ERROR: 1 } });
  });

  it('stores an id once per project and reports repeats as duplicates, in one batch and across requests', async () => {
    const repeated = event('SIWX_AUTH_ERROR');
    expect((await post({ events: [repeated, repeated] })).json()).toEqual({ accepted: 1, duplicates: 1 });
    const resent = await post(repeated);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ accepted: 0, duplicates: 1 });
    expect((await summary()).events.SIWX_AUTH_ERROR).toBe(1);
  });

  it("stores another project's event even when it has the same id", async () => {
    const shared = event('SELECT_WALLET');
    expect((await post(shared)).json()).toEqual({ accepted: 1, duplicates: 0 });
    const other = await post({ ...shared, props: { type: 'track', event: 'SWITCH_NETWORK' } }, { project: DEMO_PROJECT_ID });
    expect(other.json()).toEqual({ accepted: 1, duplicates: 0 });
    expect((await summaryOf(DEMO_PROJECT_ID)).events.SWITCH_NETWORK).toBe(1);
    expect((await summary()).events.SELECT_WALLET).toBe(1);
  });

  it('never stores MODAL_CREATED', async () => {
    const response = await post({ events: [event('MODAL_CREATED'), event('ERROR_FETCH_TRANSACTIONS')] });
    expect(response.json()).toEqual({ accepted: 1, duplicates: 0 });
    const counts = (await summary()).events;
    expect(counts.MODAL_CREATED).toBeUndefined();
    expect(counts.ERROR_FETCH_TRANSACTIONS).toBe(1);
  });

  it('keeps projects apart', async () => {
    const before = (await summaryOf(DEMO_PROJECT_ID)).events.MODAL_OPEN ?? 0;
    await post(event('MODAL_OPEN'), { project: DEMO_PROJECT_ID });
    expect((await summaryOf(DEMO_PROJECT_ID)).events.MODAL_OPEN).toBe(before + 1);
    expect((await summary()).events.MODAL_OPEN).toBe(2);
  });

  it('answers the summary only to the admin', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-admin-token-at-all' },
      { authorization: ADMIN_HEADERS.authorization.replace('Bearer ', '') },
    ]) {
      const response = await server.app.inject({ url: `/v1/analytics/summary?projectId=${projectId}`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('ADMIN_UNAUTHORIZED');
    }
    const withoutProject = await server.app.inject({ url: '/v1/analytics/summary', headers: ADMIN_HEADERS });
    expect(withoutProject.statusCode).toBe(400);
  });

  it('counts the summary from the event column', async () => {
    // A row whose props disagree with its column shows which one the summary reads.
    await server.deps.database.db.insert(analyticsEvents).values({
      eventId: randomUUID(),
      projectId: DEMO_PROJECT_ID,
      event: 'FROM_COLUMN',
      url: '',
      domain: '',
      timestamp: 1,
      props: { type: 'track', event: 'FROM_PROPS' },
    });
    const counts = (await summaryOf(DEMO_PROJECT_ID)).events;
    expect(counts.FROM_COLUMN).toBe(1);
    expect(counts.FROM_PROPS).toBeUndefined();
  });

  it('refuses origins off the allowlist with the spec message', async () => {
    const response = await post(event('MODAL_OPEN'), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'ORIGIN_NOT_ALLOWED',
      message: 'Invalid App Configuration: origin not on allowlist',
      statusCode: 403,
    });
  });

  it('needs a known project id', async () => {
    const missing = await post(event('MODAL_OPEN'), { query: 'st=react' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Project ID Not Configured');
    const unknown = await post(event('MODAL_OPEN'), { query: `projectId=${'c'.repeat(32)}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid Project ID');
  });

  it.each([
    ['a JSON string', 'hello', /input/],
    ['null', null, /input/],
    ['no event id', event('X', { eventId: undefined }), /eventId/],
    ['a bad type', event('X', { props: { type: 'page', event: 'X' } }), /props\.type/],
    ['a fractional timestamp', event('X', { timestamp: 1.5 }), /timestamp/],
    ['an empty batch', { events: [] }, /events/],
    ['101 events', { events: Array.from({ length: 101 }, () => event('X')) }, /events/],
    ['a NUL character', event('X\u0000'), /props\.event/],
    ['a lone surrogate in properties', withProperties({ a: '\ud800' }), /properties/],
    ['deeply nested properties', withProperties(JSON.parse(`${'{"a":'.repeat(20)}1${'}'.repeat(20)}`)), /nest/],
    ['properties over 2048 bytes', withProperties({ message: 'x'.repeat(2_040) }), /props\.properties: must be at most 2048 bytes of JSON/],
    ['multi-byte properties over 2048 bytes', withProperties({ message: 'é'.repeat(1_100) }), /at most 2048 bytes/],
    ['a url over 2048 characters', event('X', { url: `https://shop.example/?q=${'a'.repeat(2_048)}` }), /url/],
    [
      'an event over 4096 bytes',
      withProperties({ message: 'x'.repeat(2_000) }, { url: `https://shop.example/?q=${'a'.repeat(2_000)}` }),
      /at most 4096 bytes of JSON/,
    ],
    [
      'one oversized event in a batch',
      { events: [event('X'), withProperties({ message: 'x'.repeat(3_000) })] },
      /events\.1\.props\.properties/,
    ],
  ])('answers 400 with a clear message for %s', async (_name, body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', statusCode: 400 });
    expect(response.json().message).toMatch(message);
  });

  it('accepts an event at the limits', async () => {
    const response = await post(withProperties({ message: 'x'.repeat(1_500) }, { url: `https://shop.example/?q=${'a'.repeat(1_500)}` }));
    expect(response.statusCode).toBe(202);
  });

  it('refuses a body over 128 KiB with 413 before reading it', async () => {
    const events = Array.from({ length: 100 }, () => withProperties({ message: 'x'.repeat(1_400) }));
    const response = await post({ events });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Analytics body too large: at most 131072 bytes; send fewer events per batch',
      statusCode: 413,
    });
  });

  it('answers 400 for a bad sdk version parameter', async () => {
    const response = await post(event('X'), { query: `projectId=${projectId}&sv=${'9'.repeat(65)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/sv/);
  });
});

describe('the analytics quota', () => {
  let server: AirlockServer;
  beforeAll(async () => {
    server = await buildTestServer({ config: { analyticsEventsPerHour: 5 } });
  });
  afterAll(() => server?.close());

  const post = (events: unknown[], projectId = DEMO_PROJECT_ID) =>
    server.app.inject({ method: 'POST', url: `/e?projectId=${projectId}`, payload: { events } });
  const total = async (projectId = DEMO_PROJECT_ID) =>
    (await server.app.inject({ url: `/v1/analytics/summary?projectId=${projectId}`, headers: ADMIN_HEADERS })).json().total;

  it('stores a project up to its events per hour, then answers 429 ANALYTICS_QUOTA storing nothing of the batch', async () => {
    const stored = event('MODAL_OPEN');
    expect((await post([stored, event('MODAL_OPEN'), event('MODAL_OPEN')])).json()).toEqual({ accepted: 3, duplicates: 0 });
    // Resent events are not stored, so they take nothing from the quota.
    expect((await post([stored])).json()).toEqual({ accepted: 0, duplicates: 1 });

    const refused = await post([event('MODAL_CLOSE'), event('MODAL_CLOSE'), event('MODAL_CLOSE')]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'ANALYTICS_QUOTA', message: 'Analytics quota exceeded: try again later', statusCode: 429 });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(await total()).toBe(3);

    // A refused batch gives its events back: a smaller one still fits.
    expect((await post([event('MODAL_CLOSE'), event('MODAL_CLOSE')])).statusCode).toBe(202);
    expect((await post([event('MODAL_CLOSE')])).statusCode).toBe(429);
    expect(await total()).toBe(5);
  });

  it('counts each project on its own', async () => {
    const other = (await server.deps.projects.create({ name: 'Other' })).id;
    expect((await post([event('MODAL_OPEN')], other)).statusCode).toBe(202);
  });

  it('is off when set to 0', async () => {
    const unlimited = await buildTestServer({ config: { analyticsEventsPerHour: 0 } });
    try {
      for (let batch = 0; batch < 3; batch++) {
        const response = await unlimited.app.inject({
          method: 'POST',
          url: `/e?projectId=${DEMO_PROJECT_ID}`,
          payload: { events: Array.from({ length: 100 }, () => event('MODAL_OPEN')) },
        });
        expect(response.statusCode).toBe(202);
      }
    } finally {
      await unlimited.close();
    }
  });
});

describe.each(STORAGE_KINDS)('analytics retention on %s', (storage) => {
  const row = (receivedAt: Date) => ({
    eventId: randomUUID(),
    projectId: DEMO_PROJECT_ID,
    event: 'MODAL_OPEN',
    url: '',
    domain: '',
    timestamp: receivedAt.getTime(),
    props: { type: 'track', event: 'MODAL_OPEN' },
    receivedAt,
  });

  it('deletes events older than the retention in batches, keeps newer ones, and logs how many', async () => {
    const database = await openTestDatabase(storage);
    try {
      const { db } = database;
      const old = new Date(Date.now() - 31 * DAY_MS);
      const recent = new Date(Date.now() - 29 * DAY_MS);
      await db
        .insert(analyticsEvents)
        .values([...Array.from({ length: 25 }, () => row(old)), ...Array.from({ length: 7 }, () => row(recent))]);
      const { lines, log } = recordingLog();
      const retention = createAnalyticsRetention({ store: createAnalyticsStore(db), retentionDays: 30, log, batchRows: 10 });

      expect(await retention.run()).toBe(25);
      const [{ left }] = (await db.select({ left: sql<number>`count(*)::int` }).from(analyticsEvents)) as [{ left: number }];
      expect(Number(left)).toBe(7);
      expect(
        await db
          .select()
          .from(analyticsEvents)
          .where(lt(analyticsEvents.receivedAt, new Date(Date.now() - 30 * DAY_MS))),
      ).toEqual([]);
      expect(lines).toEqual([{ level: 'info', message: 'analytics retention: removed 25 events older than 30 days' }]);

      expect(await retention.run()).toBe(0);
      expect(lines).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('logs a database outage as a warning and resolves', async () => {
    const database = await openTestDatabase(storage);
    const { lines, log } = recordingLog();
    const retention = createAnalyticsRetention({ store: createAnalyticsStore(database.db), retentionDays: 30, log });
    await database.close();
    await expect(retention.run()).resolves.toBe(0);
    expect(lines).toEqual([{ level: 'warn', message: 'analytics retention: database unavailable, trying again in an hour' }]);
  });
});
