import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import type { AccountWatcher } from '../src/account-history/account-watch';
import { devnetChainConfigs } from '../src/config/devnet-chains';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { insertIndexedTransaction, testHash } from './support/indexed-history';
import { deadUrl } from './support/scripted-upstream';
import { buildTestServer } from './support/test-server';

const ACCOUNT = '0x' + 'a1'.repeat(20);

/** An indexer stand-in that records what it is asked and answers as told. */
function recordingIndexer(answer: () => Promise<void>) {
  const asked: [number, string][] = [];
  const indexer: AccountWatcher = {
    watchAccount(chainId, address) {
      asked.push([chainId, address]);
      return answer();
    },
  };
  return { indexer, asked };
}

describe('history asks the indexer to watch the account', () => {
  let server: AirlockServer;
  beforeAll(async () => {
    server = await buildTestServer({ chains: devnetChainConfigs([await deadUrl(), await deadUrl()]) });
    for (let n = 1; n <= 3; n++) {
      await insertIndexedTransaction(server.deps.database.db, { chainId: 31337, hash: testHash(n), blockNumber: n, minedAt: 1_760_000_000 + n, from: ACCOUNT, to: '0x' + 'b2'.repeat(20) });
    }
  });
  afterAll(async () => {
    await server?.close();
  });
  const get = (query: string) => server.app.inject({ method: 'GET', url: `/v1/account/${query}&projectId=${DEMO_PROJECT_ID}` });

  it('asks once per chain and account, on first pages only, and answers whatever the indexer says', async () => {
    const { indexer, asked } = recordingIndexer(async () => {});
    (server.deps as { indexer?: AccountWatcher }).indexer = indexer;
    const first = await get(`${ACCOUNT.slice(2).toUpperCase()}/history?chainId=eip155:31337&limit=1`);
    expect(first.statusCode).toBe(200);
    expect(asked).toEqual([[31337, ACCOUNT]]);
    expect((await get(`${ACCOUNT}/history?chainId=31337&cursor=${first.json().next}`)).statusCode).toBe(200);
    expect((await get(`${ACCOUNT}/history?chainId=31337`)).statusCode).toBe(200);
    expect(asked).toEqual([[31337, ACCOUNT]]);
    expect((await get(`${ACCOUNT}/history?limit=5`)).statusCode).toBe(200);
    expect(asked).toEqual([[31337, ACCOUNT], [31338, ACCOUNT]]);
  });

  it('still answers when the indexer refuses, and asks again next time', async () => {
    const other = '0x' + 'c3'.repeat(20);
    const { indexer, asked } = recordingIndexer(() => Promise.reject(new Error('chain 31337 is not configured on this indexer')));
    (server.deps as { indexer?: AccountWatcher }).indexer = indexer;
    expect((await get(`${other}/history?chainId=31337`)).json()).toEqual({ data: [], next: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await get(`${other}/history?chainId=31337`)).statusCode).toBe(200);
    expect(asked).toEqual([[31337, other], [31337, other]]);
  });
});
