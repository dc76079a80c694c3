import type { FastifyRequest } from 'fastify';
import type { ChainConfig } from '../config/chain-config';
import { parseAccountAddress } from './account-address';
import { decodeHistoryCursor, type HistoryKey } from './history-cursor';
import { HISTORY_REQUEST_ERRORS } from './history-request-errors';
import { servedChain } from './served-chain';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface HistoryRequest {
  /** Lowercase, 0x-prefixed. */
  address: string;
  /** The chain asked for, else every configured one. */
  chains: readonly ChainConfig[];
  /** Set when one chain was asked for. */
  chain?: ChainConfig;
  after?: HistoryKey;
  limit: number;
}

/** A repeated query parameter arrives as an array: the history takes each at most once. */
const single = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : String(value);

function parseLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PAGE_SIZE;
  const limit = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) throw HISTORY_REQUEST_ERRORS.invalidLimit(value);
  return limit;
}

/** GET /v1/account/:address/history's address, chainId, cursor and limit, checked; a 400 naming the first that is wrong. */
export function parseHistoryRequest(request: FastifyRequest, chains: readonly ChainConfig[]): HistoryRequest {
  const rawAddress = (request.params as { address: string }).address;
  const address = parseAccountAddress(rawAddress);
  if (!address) throw HISTORY_REQUEST_ERRORS.invalidAddress(rawAddress);
  const query = (request.query ?? {}) as Record<string, unknown>;

  const chainId = query.chainId;
  if (Array.isArray(chainId)) throw HISTORY_REQUEST_ERRORS.invalidChainId(chainId.join(','));
  const chain = chainId === undefined || chainId === '' ? undefined : servedChain(chains, chainId);

  const cursor = query.cursor;
  let after: HistoryKey | undefined;
  if (cursor !== undefined && cursor !== '') {
    after = typeof cursor === 'string' ? decodeHistoryCursor(cursor) : undefined;
    if (!after) throw HISTORY_REQUEST_ERRORS.invalidCursor();
  }

  const limit = query.limit;
  if (Array.isArray(limit)) throw HISTORY_REQUEST_ERRORS.invalidLimit(limit.join(','));
  return { address, chains: chain ? [chain] : chains, chain, after, limit: parseLimit(single(limit)) };
}
