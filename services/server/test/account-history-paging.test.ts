import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionHistoryResponse } from '@airlock/protocol';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { insertIndexedTransaction, testHash } from './support/indexed-history';
import { deadUrl } from './support/scripted-upstream';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';

const ACCOUNT = `0x${'a1'.repeat(20)}`;
const OTHER = `0x${'b2'.repeat(20)}`;
const T0 = 1_760_000_000;
const COUNT = 300;

describe.each(STORAGE_KINDS)('history paging (%s)', (storage) => {
  let server: AirlockServer;
  beforeAll(async () => {
    // History reads only the database: no indexer follows the (dead) nodes meanwhile.
    server = await buildTestServer({ storage, chains: devnetChainConfigs([await deadUrl(), await deadUrl()]), config: { indexer: 'off' } });
    // 300 transactions over both chains, with ties the cursor must break: several per block, and
    // blocks of both chains mined in the same second.
    for (let n = 0; n < COUNT; n++) {
      await insertIndexedTransaction(server.deps.database.db, {
        chainId: n % 3 === 0 ? 31338 : 31337,
        hash: testHash(n + 1),
        blockNumber: 1000 + Math.floor(n / 4),
        txIndex: n % 4,
        minedAt: T0 + Math.floor(n / 8),
        from: n % 2 ? ACCOUNT : OTHER,
        to: n % 2 ? OTHER : ACCOUNT,
        value: String(n + 1),
        transfers: [{ kind: 'native', from: n % 2 ? ACCOUNT : OTHER, to: n % 2 ? OTHER : ACCOUNT, amount: String(n + 1) }],
      });
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const pageAt = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/v1/account/${ACCOUNT}/history?projectId=${DEMO_PROJECT_ID}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TransactionHistoryResponse;
  };
  const walk = async (query: string, from: string | null = null) => {
    const pages: TransactionHistoryResponse[] = [];
    let cursor = from;
    do {
      const page = await pageAt(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.next;
    } while (cursor && pages.length < 100);
    return pages;
  };
  const order = (hashes: string[]) => hashes.map((hash) => Number(BigInt(hash)));

  it('walks 300 transactions 20 at a time, newest first, with no gap and no duplicate', async () => {
    const pages = await walk('');
    expect(pages).toHaveLength(COUNT / 20);
    expect(pages.slice(0, -1).every((page) => page.data.length === 20 && page.next)).toBe(true);
    expect(pages.at(-1)!.next).toBeNull();
    const seen = order(pages.flatMap((page) => page.data.map((transaction) => transaction.hash)));
    expect(new Set(seen).size).toBe(COUNT);
    const minedAt = pages.flatMap((page) => page.data.map((transaction) => Date.parse(transaction.metadata.minedAt)));
    expect(minedAt).toEqual([...minedAt].sort((a, b) => b - a));
  });

  it('pages one chain at the largest page size, and a last page that is exactly full ends with next null', async () => {
    const pages = await walk('&chainId=eip155:31338&limit=100');
    expect(pages.map((page) => page.data.length)).toEqual([100]);
    expect(pages[0]!.next).toBeNull();
    const other = await walk('&chainId=31337&limit=7');
    const hashes = order(other.flatMap((page) => page.data.map((transaction) => transaction.hash)));
    expect(hashes).toHaveLength(200);
    expect(new Set(hashes).size).toBe(200);
    expect(hashes.every((n) => (n - 1) % 3 !== 0)).toBe(true);
  });

  it('does not skip transactions stored after the first page was read', async () => {
    const first = await pageAt('&limit=10');
    await insertIndexedTransaction(server.deps.database.db, {
      chainId: 31337,
      hash: testHash(5000),
      blockNumber: 9000,
      minedAt: T0 + 10_000,
      from: ACCOUNT,
      to: OTHER,
    });
    const rest = await walk('&limit=50', first.next);
    const all = order([...first.data, ...rest.flatMap((page) => page.data)].map((transaction) => transaction.hash));
    expect(all).toHaveLength(COUNT);
    expect((await pageAt('&limit=1')).data[0]!.hash).toBe(testHash(5000));
  });

  it('gives the same pages to parallel walkers', async () => {
    const walks = await Promise.all(Array.from({ length: 6 }, () => walk('&limit=40')));
    for (const pages of walks) expect(pages).toEqual(walks[0]);
  });
});
