import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';

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

describe.each(STORAGE_KINDS)('analytics on %s', (storage) => {
  let server: AirlockServer;
  let projectId: string;
  beforeAll(async () => {
    server = await buildTestServer({ storage });
    projectId = (await server.deps.projects.create({ name: 'Shop', allowedOrigins: ['https://shop.example'] })).id;
  });
  afterAll(() => server?.close());

  const post = (body: unknown, options: { origin?: string; query?: string } = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/e?${options.query ?? `projectId=${projectId}&st=react&sv=0.1.0`}`,
      headers: { 'content-type': 'application/json', ...(options.origin ? { origin: options.origin } : {}) },
      payload: JSON.stringify(body),
    });
  const summary = async () => (await server.app.inject({ url: `/v1/analytics/summary?projectId=${projectId}` })).json();

  it('stores one event and a batch, answering 202 with the count', async () => {
    const single = await post(event('MODAL_OPEN'), { origin: 'https://shop.example' });
    expect(single.statusCode).toBe(202);
    expect(single.json()).toEqual({ accepted: 1 });

    const batch = await post({ events: [event('MODAL_OPEN'), event('DISCONNECT_SUCCESS'), event('ERROR', { props: { type: 'error', event: 'ERROR' } })] });
    expect(batch.statusCode).toBe(202);
    expect(batch.json()).toEqual({ accepted: 3 });
    expect(await summary()).toEqual({ projectId, total: 4, events: { MODAL_OPEN: 2, DISCONNECT_SUCCESS: 1, ERROR: 1 } });
  });

  it('ignores duplicate event ids, in one batch and across requests', async () => {
    const repeated = event('SIWX_AUTH_ERROR');
    expect((await post({ events: [repeated, repeated] })).json()).toEqual({ accepted: 1 });
    expect((await post(repeated)).statusCode).toBe(202);
    expect((await summary()).events.SIWX_AUTH_ERROR).toBe(1);
  });

  it('never stores MODAL_CREATED', async () => {
    const response = await post({ events: [event('MODAL_CREATED'), event('ERROR_FETCH_TRANSACTIONS')] });
    expect(response.json()).toEqual({ accepted: 1 });
    const counts = (await summary()).events;
    expect(counts.MODAL_CREATED).toBeUndefined();
    expect(counts.ERROR_FETCH_TRANSACTIONS).toBe(1);
  });

  it('keeps projects apart', async () => {
    await post(event('MODAL_OPEN'), { query: `projectId=${DEMO_PROJECT_ID}` });
    const demo = (await server.app.inject({ url: `/v1/analytics/summary?projectId=${DEMO_PROJECT_ID}` })).json();
    expect(demo).toEqual({ projectId: DEMO_PROJECT_ID, total: 1, events: { MODAL_OPEN: 1 } });
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
    ['a lone surrogate in properties', event('X', { props: { type: 'track', event: 'X', properties: { a: '\ud800' } } }), /properties/],
    ['deeply nested properties', event('X', { props: { type: 'track', event: 'X', properties: JSON.parse(`${'{"a":'.repeat(20)}1${'}'.repeat(20)}`) } }), /nest/],
  ])('answers 400 with a clear message for %s', async (_name, body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', statusCode: 400 });
    expect(response.json().message).toMatch(message);
  });

  it('answers 400 for a bad sdk version parameter', async () => {
    const response = await post(event('X'), { query: `projectId=${projectId}&sv=${'9'.repeat(65)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/sv/);
  });
});
