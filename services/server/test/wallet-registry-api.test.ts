import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletListing, WalletsResponse } from '@airlock/protocol';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { walletRegistry } from '../src/wallets/wallet-registry';
import { STORAGE_KINDS } from './support/test-databases';
import { ADMIN_HEADERS, buildTestServer } from './support/test-server';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const UNKNOWN_PROJECT = 'f'.repeat(32);
const REGISTRY_IDS = walletRegistry.all.map((wallet) => wallet.id);
const ownWallet = (id: string, name = 'House Wallet') => ({
  id,
  name,
  homepage: 'https://house.example',
  mobile: { native: 'housewallet://', universal: 'https://house.example/wc' },
  chains: ['eip155:31337'],
});

describe.each(STORAGE_KINDS)('wallet registry API on %s', (storage) => {
  let server: AirlockServer;
  let projectA: string;
  let projectB: string;
  beforeAll(async () => {
    server = await buildTestServer({ storage });
    projectA = (await server.deps.projects.create({ name: 'Wallets A' })).id;
    projectB = (await server.deps.projects.create({ name: 'Wallets B' })).id;
  });
  afterAll(() => server?.close());

  const list = async (projectId: string, params: Record<string, string> = {}) => {
    const response = await server.app.inject({ url: '/v1/wallets', query: { projectId, ...params } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as WalletsResponse;
  };
  const ids = (response: WalletsResponse) => response.data.map((wallet) => wallet.id);
  const admin = (method: Method, url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: ADMIN_HEADERS, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('lists the registry 40 at a time with monograms, cacheable', async () => {
    const response = await server.app.inject({ url: `/v1/wallets?projectId=${DEMO_PROJECT_ID}&st=appkit&sv=1.0.0` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.vary).toMatch(/origin/i);
    const fromPage = await server.app.inject({
      url: `/v1/wallets?projectId=${DEMO_PROJECT_ID}`,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.headers.vary).toMatch(/origin/i);
    expect(fromPage.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const body = response.json() as WalletsResponse;
    expect(body.count).toBe(REGISTRY_IDS.length);
    expect(ids(body)).toEqual(REGISTRY_IDS.slice(0, 40));
    const metamask = body.data[0] as WalletListing;
    expect(metamask).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', source: 'registry' });
    expect(metamask.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);

    const rest = await list(DEMO_PROJECT_ID, { page: '2' });
    expect(ids(rest)).toEqual(REGISTRY_IDS.slice(40));
    const small = await list(DEMO_PROJECT_ID, { page: '3', entries: '5' });
    expect(ids(small)).toEqual(REGISTRY_IDS.slice(10, 15));
    expect(small.count).toBe(REGISTRY_IDS.length);
  });

  it('searches names case-insensitively and filters by include, exclude, rdns and chains', async () => {
    expect(ids(await list(DEMO_PROJECT_ID, { search: 'MASK' }))).toEqual(['metamask']);
    expect((await list(DEMO_PROJECT_ID, { search: '  wallet ' })).data.every((wallet) => /wallet/i.test(wallet.name))).toBe(true);
    expect(await list(DEMO_PROJECT_ID, { search: 'no such wallet at all' })).toEqual({ count: 0, data: [] });
    expect(ids(await list(DEMO_PROJECT_ID, { include: 'rainbow,metamask,unknown-id' }))).toEqual(['metamask', 'rainbow']);
    const excluded = await list(DEMO_PROJECT_ID, { exclude: 'metamask,trust', entries: '100' });
    expect(excluded.count).toBe(REGISTRY_IDS.length - 2);
    expect(ids(excluded)).not.toContain('metamask');
    const byRdnsOrName = await list(DEMO_PROJECT_ID, { exclude: 'io.metamask,Trust Wallet', entries: '100' });
    expect(byRdnsOrName.count).toBe(REGISTRY_IDS.length - 2);
    expect(ids(byRdnsOrName)).not.toContain('metamask');
    expect(ids(byRdnsOrName)).not.toContain('trust');
    expect(ids(await list(DEMO_PROJECT_ID, { rdns: 'IO.METAMASK,me.rainbow' }))).toEqual(['metamask', 'rainbow']);
    const solana = await list(DEMO_PROJECT_ID, { chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: '100' });
    expect(ids(solana)).toContain('phantom');
    expect(ids(solana)).not.toContain('metamask');
    expect(solana.data.every((wallet) => wallet.chains.some((chain) => chain.startsWith('solana')))).toBe(true);
    const bitcoinOrCosmos = await list(DEMO_PROJECT_ID, { chains: 'bip122,cosmos', entries: '100' });
    expect(ids(bitcoinOrCosmos)).toEqual(expect.arrayContaining(['xverse', 'keplr']));
    expect(ids(await list(DEMO_PROJECT_ID, { chains: 'eip155:2020', include: 'ronin,xverse' }))).toEqual(['ronin']);
  });

  it.each([
    ['page 0', { page: '0' }],
    ['a negative page', { page: '-1' }],
    ['a page that is not a number', { page: 'two' }],
    ['entries over 100', { entries: '101' }],
    ['entries 0', { entries: '0' }],
    ['a fractional entries', { entries: '1.5' }],
    ['a search too long', { search: 'x'.repeat(101) }],
    ['a bad wallet id', { include: 'Meta Mask' }],
    ['too many ids', { exclude: Array.from({ length: 101 }, (_, i) => `w${i}`).join(',') }],
    ['a bad rdns', { rdns: 'metamask' }],
    ['a bad chain', { chains: 'eip155:1:0xabc' }],
    ['a repeated parameter', { page: ['1', '2'] }],
  ])('answers 400 for %s', async (_what, params) => {
    const response = await server.app.inject({ url: '/v1/wallets', query: { projectId: DEMO_PROJECT_ID, ...params } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', statusCode: 400 });
  });

  it('needs a known project and an allowed origin', async () => {
    const missing = await server.app.inject({ url: '/v1/wallets' });
    expect(missing.statusCode).toBe(400);
    const unknown = await server.app.inject({ url: `/v1/wallets?projectId=${UNKNOWN_PROJECT}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: 'INVALID_PROJECT_ID' });
    const foreign = await server.app.inject({
      url: `/v1/wallets?projectId=${DEMO_PROJECT_ID}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('serves registry monograms as cacheable SVG, 404 for anything else', async () => {
    const icon = await server.app.inject({ url: '/v1/wallets/metamask/icon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(icon.body).toContain('>MM</text>');
    for (const id of ['nope', 'MetaMask', '..%2F..%2Fetc']) {
      const missing = await server.app.inject({ url: `/v1/wallets/${id}/icon.svg` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'WALLET_NOT_FOUND' });
    }
  });

  it('hides and adds wallets per project, without leaking to another project', async () => {
    const base = `/v1/admin/projects/${projectA}/wallets`;
    expect((await admin('PUT', `${base}/metamask/hidden`, { hidden: true })).json()).toEqual({ walletId: 'metamask', hidden: true });
    const added = await admin('POST', base, ownWallet('house-wallet'));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: 'house-wallet', rdns: null, desktop: { native: null, universal: null } });

    const listedA = await list(projectA);
    expect(listedA.count).toBe(REGISTRY_IDS.length);
    expect(ids(listedA)[0]).toBe('house-wallet');
    expect(listedA.data[0]).toMatchObject({ source: 'project', imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    expect(ids(listedA)).not.toContain('metamask');
    expect(ids(await list(projectA, { include: 'metamask' }))).toEqual([]);
    expect(ids(await list(projectA, { search: 'house' }))).toEqual(['house-wallet']);
    expect(ids(await list(projectA, { chains: 'eip155:31337', include: 'house-wallet,trust' }))).toEqual(['house-wallet', 'trust']);

    const listedB = await list(projectB);
    expect(ids(listedB)).toEqual(REGISTRY_IDS.slice(0, 40));
    expect(ids(await list(projectB, { search: 'house' }))).toEqual([]);

    const changes = await admin('GET', base);
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toMatchObject({
      projectId: projectA,
      changes: [
        { kind: 'hidden', walletId: 'metamask', createdAt: expect.any(String) },
        { kind: 'added', walletId: 'house-wallet', hidden: false, wallet: { id: 'house-wallet', name: 'House Wallet' } },
      ],
    });
    expect((await admin('GET', `/v1/admin/projects/${projectB}/wallets`)).json()).toEqual({ projectId: projectB, changes: [] });

    // An added wallet can be hidden too, and shown again.
    await admin('PUT', `${base}/house-wallet/hidden`, { hidden: true });
    expect(ids(await list(projectA, { search: 'house' }))).toEqual([]);
    await admin('PUT', `${base}/house-wallet/hidden`, { hidden: false });
    expect(ids(await list(projectA, { search: 'house' }))).toEqual(['house-wallet']);

    // Unhiding a registry wallet removes its change; deleting removes a hide or an added wallet.
    await admin('PUT', `${base}/metamask/hidden`, { hidden: false });
    expect(ids(await list(projectA, { include: 'metamask' }))).toEqual(['metamask']);
    await admin('PUT', `${base}/trust/hidden`, { hidden: true });
    expect((await admin('DELETE', `${base}/trust`)).statusCode).toBe(204);
    expect((await admin('DELETE', `${base}/house-wallet`)).statusCode).toBe(204);
    expect(await list(projectA, { include: 'trust,house-wallet' })).toMatchObject({ count: 1, data: [{ id: 'trust' }] });
    expect((await admin('GET', base)).json().changes).toEqual([]);
  });

  it('refuses clashing ids and bad entries, and answers 404 for unknown projects and wallets', async () => {
    const base = `/v1/admin/projects/${projectB}/wallets`;
    const clash = await admin('POST', base, ownWallet('metamask'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'WALLET_ID_TAKEN' });
    expect((await admin('POST', base, ownWallet('own-one'))).statusCode).toBe(201);
    expect((await admin('POST', base, ownWallet('own-one', 'Again'))).json()).toMatchObject({ error: 'WALLET_ID_TAKEN', statusCode: 409 });

    for (const bad of [{}, { ...ownWallet('x-1'), mobile: { native: 'javascript://alert(1)' } }, { ...ownWallet('x-2'), extra: 1 }, []]) {
      const response = await admin('POST', base, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin('PUT', `${base}/trust/hidden`, { hidden: 'yes' })).statusCode).toBe(400);
    expect((await admin('PUT', `${base}/trust/hidden`, {})).statusCode).toBe(400);

    expect((await admin('PUT', `${base}/not-a-wallet/hidden`, { hidden: true })).json()).toMatchObject({
      error: 'WALLET_NOT_FOUND',
      statusCode: 404,
    });
    expect((await admin('DELETE', `${base}/not-a-wallet`)).statusCode).toBe(404);
    expect((await admin('DELETE', `${base}/rainbow`)).statusCode).toBe(404);
    expect((await admin('DELETE', `${base}/Bad%20Id`)).statusCode).toBe(404);

    const unknown = `/v1/admin/projects/${UNKNOWN_PROJECT}/wallets`;
    for (const [method, url, payload] of [
      ['GET', unknown],
      ['POST', unknown, ownWallet('ghost')],
      ['PUT', `${unknown}/metamask/hidden`, { hidden: true }],
      ['DELETE', `${unknown}/metamask`],
      ['GET', '/v1/admin/projects/not-hex/wallets'],
    ] as [Method, string, unknown?][]) {
      const response = await admin(method, url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.json()).toMatchObject({ error: 'PROJECT_NOT_FOUND' });
    }
  });

  it('answers 401 on every admin wallet route without the token, and changes nothing', async () => {
    const base = `/v1/admin/projects/${projectB}/wallets`;
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }]) {
      for (const [method, url, payload] of [
        ['GET', base],
        ['POST', base, ownWallet('sneaky')],
        ['PUT', `${base}/trust/hidden`, { hidden: true }],
        ['DELETE', `${base}/own-one`],
      ] as [Method, string, unknown?][]) {
        const response = await server.app.inject({
          method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
        expect(response.json()).toMatchObject({ error: 'ADMIN_UNAUTHORIZED' });
      }
    }
    expect(ids(await list(projectB, { include: 'trust,sneaky,own-one' }))).toEqual(['own-one', 'trust']);
  });

  it('limits the wallets a project adds', async () => {
    const project = (await server.deps.projects.create({ name: 'Many wallets' })).id;
    const base = `/v1/admin/projects/${project}/wallets`;
    for (let i = 0; i < 100; i++) expect((await admin('POST', base, ownWallet(`own-${i}`))).statusCode).toBe(201);
    const over = await admin('POST', base, ownWallet('own-100'));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'PROJECT_WALLET_LIMIT' });
    const listed = await list(project, { entries: '100' });
    expect(listed.count).toBe(100 + REGISTRY_IDS.length);
    expect(ids(listed)).toEqual(Array.from({ length: 100 }, (_, i) => `own-${i}`));
  });
});
