import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertIgnoringDuplicates } from '../src/indexer/json-rows-insert';
import type { OpenDatabase } from '../src/storage/database';
import { indexedTokens, indexedTransactions, indexedTransfers } from '../src/storage/schema';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

describe.each(STORAGE_KINDS)('indexer rows inserted as one JSON parameter, on %s', (storage) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(storage);
  });
  afterAll(() => database?.close());

  const transaction = (hash: string, value: string) => ({
    chainId: 7,
    hash,
    blockNumber: 2 ** 40,
    txIndex: 3,
    minedAt: 1_700_000_000,
    fromAddress: '0xaa',
    toAddress: null,
    value,
    status: 'confirmed',
    selector: null,
  });

  it('stores every field as given (nulls, numbers past 2^32, quotes), keeping the first of a duplicate', async () => {
    await insertIgnoringDuplicates(database.db, indexedTransactions, [transaction('0x01', '5'), transaction('0x02', `it's "quoted" \\ ü`)]);
    await insertIgnoringDuplicates(database.db, indexedTransactions, [
      transaction('0x01', '6'),
      transaction('0x03', '7'),
      transaction('0x03', '8'),
    ]);
    const rows = await database.db
      .select()
      .from(indexedTransactions)
      .where(eq(indexedTransactions.chainId, 7))
      .orderBy(indexedTransactions.hash);
    expect(rows).toEqual([transaction('0x01', '5'), transaction('0x02', `it's "quoted" \\ ü`), transaction('0x03', '7')]);
  });

  it('leaves a column no row sets to its default', async () => {
    await insertIgnoringDuplicates(database.db, indexedTokens, [
      { chainId: 7, address: '0xbb', kind: 'erc20', name: null, symbol: 'B', decimals: 6 },
    ]);
    const [token] = await database.db.select().from(indexedTokens).where(eq(indexedTokens.chainId, 7));
    expect(token).toMatchObject({ address: '0xbb', name: null, symbol: 'B', decimals: 6 });
    expect(token!.updatedAt).toBeInstanceOf(Date);
  });

  it("gives a row without a column that others set the column's default", async () => {
    const transfer = {
      chainId: 7,
      txHash: '0x01',
      blockNumber: 1,
      kind: 'native',
      token: null,
      tokenId: null,
      fromAddress: '0xaa',
      toAddress: '0xbb',
      amount: '1',
    };
    await insertIgnoringDuplicates(database.db, indexedTransfers, [
      { ...transfer, position: -1 },
      { ...transfer, position: 0, batchIndex: 2 },
    ]);
    const rows = await database.db
      .select()
      .from(indexedTransfers)
      .where(eq(indexedTransfers.chainId, 7))
      .orderBy(indexedTransfers.position);
    expect(rows.map((row) => [row.position, row.batchIndex])).toEqual([
      [-1, 0],
      [0, 2],
    ]);
  });

  it('does nothing for no rows', async () => {
    await expect(insertIgnoringDuplicates(database.db, indexedTokens, [])).resolves.toBeUndefined();
  });
});
