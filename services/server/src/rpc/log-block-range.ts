import { JSON_RPC_CODES, type JsonRpcErrorObject } from './json-rpc';

const TAGS_AT_HEAD = new Set(['latest', 'safe', 'finalized', 'pending']);
const HEX_BLOCK_NUMBER = /^0x[0-9a-f]{1,16}$/i;

type BlockBound = { number: bigint } | { head: true } | { invalid: string };

function readBound(name: 'fromBlock' | 'toBlock', value: unknown): BlockBound {
  if (value === undefined) return { head: true };
  if (typeof value === 'string') {
    if (value === 'earliest') return { number: 0n };
    if (TAGS_AT_HEAD.has(value)) return { head: true };
    if (HEX_BLOCK_NUMBER.test(value)) return { number: BigInt(value) };
  }
  return { invalid: `eth_getLogs ${name} must be a hex block number or one of earliest, latest, safe, finalized, pending` };
}

const invalidParams = (message: string): JsonRpcErrorObject => ({ code: JSON_RPC_CODES.invalidParams, message });

/**
 * Why an eth_getLogs call asks for too much, or undefined when it may go to the node: a filter by
 * `blockHash` covers one block; otherwise fromBlock..toBlock (tags at the chain's head, absent
 * ones `latest`) may span at most `maxRange` blocks. `headBlockNumber` is only asked when a bound needs it.
 */
export async function logBlockRangeRefusal(
  params: unknown,
  maxRange: number,
  headBlockNumber: () => Promise<bigint>,
): Promise<JsonRpcErrorObject | undefined> {
  const filter: unknown = Array.isArray(params) ? params[0] : undefined;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    return invalidParams('eth_getLogs expects a filter object as its first parameter');
  const { blockHash, fromBlock, toBlock } = filter as { blockHash?: unknown; fromBlock?: unknown; toBlock?: unknown };
  if (blockHash !== undefined) return undefined;

  const from = readBound('fromBlock', fromBlock);
  const to = readBound('toBlock', toBlock);
  if ('invalid' in from) return invalidParams(from.invalid);
  if ('invalid' in to) return invalidParams(to.invalid);
  const head = 'head' in from || 'head' in to ? await headBlockNumber() : 0n;
  const first = 'number' in from ? from.number : head;
  const last = 'number' in to ? to.number : head;
  if (first > last) {
    // Past a briefly cached head the node may already be further on: an empty range there costs it nothing.
    if ('head' in from || 'head' in to) return undefined;
    return invalidParams(`eth_getLogs fromBlock (${first}) is after toBlock (${last})`);
  }
  const blocks = last - first + 1n;
  if (blocks > BigInt(maxRange)) {
    return {
      code: JSON_RPC_CODES.limitExceeded,
      message:
        `eth_getLogs block range too wide: ${blocks} blocks asked for, the limit is ${maxRange}; ` +
        'ask for a narrower fromBlock..toBlock range, or one block by blockHash',
    };
  }
  return undefined;
}
