import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_FEATURES } from '@airlock/protocol';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { STORAGE_KINDS } from './support/test-databases';
import { ADMIN_HEADERS, buildTestServer, TEST_ADMIN_TOKEN } from './support/test-server';

type Method = 'GET' | 'POST' | 'PATCH';
const UNKNOWN_ID = 'f'.repeat(32);

describe.each(STORAGE_KINDS)('admin API on %s', (storage) => {
  let server: AirlockServer;
  beforeAll(async () => {
    server = await buildTestServer({ storage });
  });
  afterAll(() => server?.close());

  const admin = (method: Method, url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: ADMIN_HEADERS, payload: payload as object });
  const routes = (id: string): [Method, string, unknown?][] => [
    ['GET', '/v1/admin/projects'],
    ['POST', '/v1/admin/projects', { name: 'Sneaky' }],
    ['GET', `/v1/admin/projects/${id}`],
    ['POST', `/v1/admin/projects/${id}/origins`, { origin: 'https://evil.example' }],
    ['PATCH', `/v1/admin/projects/${id}/features`, { email: false }],
    ['GET', `/v1/admin/projects/${id}/analytics`],
  ];

  it('answers 401 on every route without the token or with a wrong one, and changes nothing', async () => {
    const wrong = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}x` },
      { authorization: TEST_ADMIN_TOKEN },
      { authorization: `Basic ${TEST_ADMIN_TOKEN}` },
    ];
    for (const [method, url, payload] of routes(DEMO_PROJECT_ID)) {
      for (const headers of wrong) {
        const response = await server.app.inject({ method, url, headers, payload: payload as object });
        expect({ method, url, headers, status: response.statusCode }).toEqual({ method, url, headers, status: 401 });
        expect(response.json()).toMatchObject({ error: 'ADMIN_UNAUTHORIZED', statusCode: 401 });
        expect(response.body).not.toContain(TEST_ADMIN_TOKEN);
      }
    }
    const demo = await server.deps.projects.get(DEMO_PROJECT_ID);
    expect(demo?.allowedOrigins).not.toContain('https://evil.example');
    expect(demo?.features).toEqual(DEFAULT_REMOTE_FEATURES);
    expect((await server.deps.projects.list()).map((project) => project.name)).not.toContain('Sneaky');
  });

  it('creates a project, which the public config route serves at once', async () => {
    const created = await admin('POST', '/v1/admin/projects', {
      name: '  Shop  ',
      allowedOrigins: ['https://shop.example', 'http://localhost:*', 'https://shop.example'],
      features: { swaps: false, multiWallet: true },
    });
    expect(created.statusCode).toBe(201);
    const project = created.json();
    expect(project).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Shop',
      allowedOrigins: ['https://shop.example', 'http://localhost:*'],
      features: { ...DEFAULT_REMOTE_FEATURES, swaps: false, multiWallet: true },
    });

    const config = await server.app.inject({
      url: `/v1/project/config?projectId=${project.id}`,
      headers: { origin: 'https://shop.example' },
    });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ projectId: project.id, name: 'Shop', features: { multiWallet: true } });

    const minimal = await admin('POST', '/v1/admin/projects', { name: 'Bare' });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ name: 'Bare', allowedOrigins: [], features: DEFAULT_REMOTE_FEATURES });
  });

  it('lists and gets projects', async () => {
    const { id } = (await admin('POST', '/v1/admin/projects', { name: 'Listed' })).json();
    const listed = await admin('GET', '/v1/admin/projects');
    expect(listed.statusCode).toBe(200);
    const names = (listed.json().projects as { id: string; name: string }[]).map((project) => project.name);
    expect(names[0]).toBe('Airlock Demo');
    expect(names).toContain('Listed');

    const got = await admin('GET', `/v1/admin/projects/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ id, name: 'Listed', allowedOrigins: [], features: DEFAULT_REMOTE_FEATURES });
  });

  it('allows origins, once each, and the project then serves them', async () => {
    const { id } = (await admin('POST', '/v1/admin/projects', { name: 'Origins' })).json();
    const refused = await server.app.inject({
      url: `/v1/project/config?projectId=${id}`,
      headers: { origin: 'https://app.origins.example' },
    });
    expect(refused.statusCode).toBe(403);

    for (const origin of ['https://*.origins.example', 'http://localhost:5173', 'https://*.origins.example']) {
      const response = await admin('POST', `/v1/admin/projects/${id}/origins`, { origin });
      expect(response.statusCode).toBe(200);
    }
    const project = (await admin('GET', `/v1/admin/projects/${id}`)).json();
    expect(project.allowedOrigins).toEqual(['https://*.origins.example', 'http://localhost:5173']);
    const allowed = await server.app.inject({
      url: `/v1/project/config?projectId=${id}`,
      headers: { origin: 'https://app.origins.example' },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('changes some features and keeps the rest', async () => {
    const { id } = (await admin('POST', '/v1/admin/projects', { name: 'Features' })).json();
    const first = await admin('PATCH', `/v1/admin/projects/${id}/features`, { email: false, socials: ['github', 'google', 'github'] });
    expect(first.statusCode).toBe(200);
    expect(first.json().features).toEqual({ ...DEFAULT_REMOTE_FEATURES, email: false, socials: ['github', 'google'] });
    const second = await admin('PATCH', `/v1/admin/projects/${id}/features`, { onramp: false, reownBranding: false });
    expect(second.json().features).toEqual({
      ...DEFAULT_REMOTE_FEATURES,
      email: false,
      socials: ['github', 'google'],
      onramp: false,
      reownBranding: false,
    });
    const config = await server.app.inject({ url: `/v1/project/config?projectId=${id}` });
    expect(config.json().features).toEqual(second.json().features);
  });

  it("answers a project's analytics summary", async () => {
    const { id } = (await admin('POST', '/v1/admin/projects', { name: 'Counted' })).json();
    const empty = await admin('GET', `/v1/admin/projects/${id}/analytics`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ projectId: id, total: 0, events: {} });

    const event = (eventId: string, name: string) => ({
      eventId,
      url: 'https://x.example',
      domain: 'x.example',
      timestamp: 1,
      props: { type: 'track', event: name },
    });
    const sent = await server.app.inject({
      method: 'POST',
      url: `/e?projectId=${id}`,
      payload: { events: [event('a', 'MODAL_OPEN'), event('b', 'MODAL_OPEN'), event('c', 'CONNECT_SUCCESS')] },
    });
    expect(sent.statusCode).toBe(202);
    const summary = await admin('GET', `/v1/admin/projects/${id}/analytics`);
    expect(summary.json()).toEqual({ projectId: id, total: 3, events: { MODAL_OPEN: 2, CONNECT_SUCCESS: 1 } });
  });

  it('answers 404 PROJECT_NOT_FOUND for ids that name no project', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      for (const [method, url, payload] of routes(id).slice(2)) {
        const response = await admin(method, url, payload);
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
        expect(response.json()).toEqual({ error: 'PROJECT_NOT_FOUND', message: `No project with id ${id}`, statusCode: 404 });
      }
    }
  });

  it('answers 400 with the reason for bad input', async () => {
    const cases: [Method, string, unknown, RegExp][] = [
      ['POST', '/v1/admin/projects', undefined, /expected object/],
      ['POST', '/v1/admin/projects', {}, /name/],
      ['POST', '/v1/admin/projects', { name: '   ' }, /name: must not be empty/],
      ['POST', '/v1/admin/projects', { name: 'x'.repeat(201) }, /name: must be at most 200 characters/],
      ['POST', '/v1/admin/projects', { name: 'a\u0000b' }, /name: must not contain control characters/],
      ['POST', '/v1/admin/projects', { name: 42 }, /name/],
      [
        'POST',
        '/v1/admin/projects',
        { name: 'X', allowedOrigins: ['https://x.example/'] },
        /allowedOrigins\.0: "https:\/\/x\.example\/" is not an origin/,
      ],
      ['POST', '/v1/admin/projects', { name: 'X', allowedOrigins: 'https://x.example' }, /allowedOrigins/],
      ['POST', '/v1/admin/projects', { name: 'X', features: { swaps: ['uniswap'] } }, /features\.swaps/],
      ['POST', '/v1/admin/projects', { name: 'X', id: DEMO_PROJECT_ID }, /Unrecognized key/],
      ['POST', `/v1/admin/projects/${DEMO_PROJECT_ID}/origins`, {}, /origin/],
      [
        'POST',
        `/v1/admin/projects/${DEMO_PROJECT_ID}/origins`,
        { origin: 'https://x.example/path' },
        /is not an origin: use scheme:\/\/host/,
      ],
      ['POST', `/v1/admin/projects/${DEMO_PROJECT_ID}/origins`, { origin: 'ftp://x.example' }, /is not an origin/],
      ['POST', `/v1/admin/projects/${DEMO_PROJECT_ID}/origins`, { origin: `https://${'a'.repeat(400)}.example` }, /is not an origin/],
      ['PATCH', `/v1/admin/projects/${DEMO_PROJECT_ID}/features`, {}, /at least one feature/],
      ['PATCH', `/v1/admin/projects/${DEMO_PROJECT_ID}/features`, { email: 'off' }, /email/],
      ['PATCH', `/v1/admin/projects/${DEMO_PROJECT_ID}/features`, { socials: ['myspace'] }, /socials/],
      ['PATCH', `/v1/admin/projects/${DEMO_PROJECT_ID}/features`, { socials: [] }, /socials/],
      ['PATCH', `/v1/admin/projects/${DEMO_PROJECT_ID}/features`, { socials: true }, /socials/],
      ['PATCH', `/v1/admin/projects/${DEMO_PROJECT_ID}/features`, { multi_wallet: true }, /Unrecognized key/],
      ['PATCH', `/v1/admin/projects/${DEMO_PROJECT_ID}/features`, [true], /expected object/],
    ];
    for (const [method, url, payload, reason] of cases) {
      const response = await admin(method, url, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json().error).toBe('BAD_REQUEST');
      expect(response.json().message).toMatch(reason);
    }
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/projects',
      headers: { ...ADMIN_HEADERS, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);

    const demo = (await admin('GET', `/v1/admin/projects/${DEMO_PROJECT_ID}`)).json();
    expect(demo.features).toEqual(DEFAULT_REMOTE_FEATURES);
    expect(demo.allowedOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });
});
