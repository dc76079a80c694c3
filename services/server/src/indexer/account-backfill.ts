import { readBlockRange } from './block-range-reader';
import type { ChainNode } from './chain-node';
import type { IndexStore } from './index-store';
import { NodeAnswerError } from './indexer-rpc';
import { newTokenDetails } from './token-details';

/** A backfill asked for before the chain's follower stored where it starts. */
export class ChainNotStartedError extends Error {
  override readonly name = 'ChainNotStartedError';
}

export interface BackfillOptions {
  chainId: number;
  address: string;
  node: ChainNode;
  store: IndexStore;
  /** Blocks below the follower's next block to index for the account. */
  window: number;
  blocksPerStep: number;
  /** Runs each piece until it succeeds (or the indexer stops: then undefined). */
  retry<T>(task: () => Promise<T>): Promise<T | undefined>;
}

/**
 * Indexes one newly watched account over the `window` blocks the follower passed before it was
 * watched, a bounded range at a time; marks it backfilled at the end. Rows are inserted
 * idempotently, so a backfill cut short runs again from the start after a restart.
 */
export async function backfillAccount(options: BackfillOptions): Promise<boolean> {
  const { chainId, node, store } = options;
  const state = await options.retry(async () => {
    const found = await store.chainState(chainId);
    if (!found) throw new ChainNotStartedError(`chain ${chainId} has no indexer state yet`);
    return found;
  });
  if (!state) return false;
  const until = state.nextBlock - 1;
  const from = Math.max(0, until - options.window + 1);
  const accounts = new Set([options.address]);
  for (let start = from; start <= until; start += options.blocksPerStep) {
    const end = Math.min(until, start + options.blocksPerStep - 1);
    const done = await options.retry(async () => {
      const reading = await readBlockRange(node, chainId, start, end, { mode: 'watched', accounts });
      if (reading.blocks.length !== end - start + 1) throw new NodeAnswerError(`blocks ${start}..${end} changed while they were read`);
      const tokens = await newTokenDetails(node, chainId, reading.rows.tokens, (addresses) => store.knownTokens(chainId, addresses));
      const hashes = new Map(reading.blocks.map((block) => [Number(block.number), block.hash.toLowerCase()]));
      await store.writeBackfill(chainId, hashes, reading.rows, tokens);
      return true;
    });
    if (!done) return false;
  }
  if (!(await options.retry(() => store.markBackfilled(chainId, options.address, from).then(() => true)))) return false;
  return true;
}
