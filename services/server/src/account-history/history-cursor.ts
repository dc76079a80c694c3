/** Where a page ends in an account's history: the sort key of its last row (newest first). */
export interface HistoryKey {
  minedAt: number;
  chainId: number;
  blockNumber: number;
  txIndex: number;
}

/** A cursor is a few numbers; anything much longer was not made here. */
const MAX_CURSOR_LENGTH = 200;

/** The opaque `next` of a page: base64url of the last row's key. */
export function encodeHistoryCursor(key: HistoryKey): string {
  return Buffer.from(JSON.stringify([key.minedAt, key.chainId, key.blockNumber, key.txIndex])).toString('base64url');
}

/** The key a cursor carries, or undefined when it is not one this server made. */
export function decodeHistoryCursor(cursor: string): HistoryKey | undefined {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || !parsed.every((part) => Number.isSafeInteger(part) && part >= 0)) return undefined;
  const [minedAt, chainId, blockNumber, txIndex] = parsed as number[];
  return { minedAt: minedAt!, chainId: chainId!, blockNumber: blockNumber!, txIndex: txIndex! };
}
