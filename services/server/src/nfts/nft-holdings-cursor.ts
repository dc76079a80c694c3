import { ApiError } from '../http/api-error';
import type { NftHoldingsCursor } from './nft-holdings';

/** An opaque page cursor: base64url of the last (contract, token id) of the previous page. */
export function encodeNftCursor(cursor: NftHoldingsCursor): string {
  return Buffer.from(`${cursor.contract}:${cursor.tokenId}`).toString('base64url');
}

export function decodeNftCursor(text: string): NftHoldingsCursor {
  const match = /^(0x[0-9a-f]{40}):(0|[1-9][0-9]{0,77})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) throw new ApiError(400, 'BAD_REQUEST', 'cursor: not a cursor this server gave out');
  return { contract: match[1]!, tokenId: match[2]! };
}
