import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc } from 'drizzle-orm';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { indexerWatchedAccounts } from '../src/storage/schema';
import { insertIndexedTransaction, testHash } from './support/indexed-history';
import { deadUrl } from './support/scripted-upstream';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';

const ACCOUNT = `0x${'a1'.repeat(20)}`;

describe.each(STORAGE_KINDS)('history asks the indexer to watch the account (%s)', (storage) => {
  let server: AirlockServer;
  beforeAll(async () => {
    // The indexer of another process (AIRLOCK_INDEXER=off): app.indexer records watched accounts for it.
    // 31337 is indexed block by block (nothing to watch), 31338 follows watched accounts.
    server = await buildTestServer({
      storage,
      chains: devnetChainConfigs([await deadUrl(), await deadUrl()]),
      config: { indexer: 'off', indexerAllChains: [31337] },
    });
    for (let n = 1; n <= 3; n++) {
      await insertIndexedTransaction(server.deps.database.db, {
        chainId: 31338,
        hash: testHash(n),
        blockNumber: n,
        minedAt: 1_760_000_000 + n,
        from: ACCOUNT,
        to: `0x${'b2'.repeat(20)}`,
      });
    }
  });
  afterAll(async () => {
    await server?.close();
  });
  const get = (path: string) => server.app.inject({ method: 'GET', url: `/v1/account/${path}&projectId=${DEMO_PROJECT_ID}` });
  const rows = async () => {
    const stored = await server.deps.database.db.select().from(indexerWatchedAccounts).orderBy(asc(indexerWatchedAccounts.address));
    return stored.map((row) => [row.chainId, row.address]);
  };
  // The request does not wait for the indexer: what it records shows up a moment later.
  const watched = (expected: unknown[]) => vi.waitFor(async () => expect(await rows()).toEqual(expected), { timeout: 5_000 });
  const stillWatched = async (expected: unknown[]) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rows()).toEqual(expected);
  };

  it('records the account on the watched chains it asks for, once, from first pages', async () => {
    const first = await get(`${ACCOUNT.slice(2).toUpperCase()}/history?chainId=eip155:31337&limit=1`);
    expect(first.statusCode).toBe(200);
    await stillWatched([]);
    const page = await get(`${ACCOUNT}/history?chainId=31338&limit=1`);
    await watched([[31338, ACCOUNT]]);
    expect((await get(`${ACCOUNT}/history?chainId=31338&cursor=${page.json().next}`)).statusCode).toBe(200);
    const other = `0x${'c3'.repeat(20)}`;
    expect((await get(`${other}/history?cursor=${page.json().next}`)).json()).toEqual({ data: [], next: null });
    await stillWatched([[31338, ACCOUNT]]);
    expect((await get(`${other}/history?limit=5`)).statusCode).toBe(200);
    await watched([
      [31338, ACCOUNT],
      [31338, other],
    ]);
  });
});
