import { readBlockRange, type RangeScope } from './block-range-reader';
import type { ChainLocks } from './chain-index-lock';
import type { ChainNode } from './chain-node';
import type { BlockRow } from './indexed-rows';
import type { IndexerLog } from './indexer-log';
import type { ChainMode, IndexStore } from './index-store';
import { RangeReadAhead } from './range-read-ahead';
import { findForkPoint } from './reorg-fork';
import { OutageReport, pause, retryWithBackoff, type Backoff } from './retry-with-backoff';
import { newTokenDetails } from './token-details';

export interface FollowerOptions {
  chainId: number;
  mode: ChainMode;
  /** Where a chain with no stored state starts, given the head. */
  firstBlock(head: number): number;
  node: ChainNode;
  store: IndexStore;
  locks: ChainLocks;
  log: IndexerLog;
  pollMs: number;
  blocksPerStep: number;
  reorgDepth: number;
  backoff: Backoff;
}

export interface ChainFollower {
  /** Resolves once the step under way (if any) is over: a step that starts later sees what was stored before. */
  stepBoundary(): Promise<void>;
  stop(): Promise<void>;
}

type StepOutcome = 'progressed' | 'idle';

/** Follows one chain from its stored next block to the head, step by step, until stopped. */
export function startChainFollower(options: FollowerOptions): ChainFollower {
  const { chainId, node, store, log } = options;
  const controller = new AbortController();
  const outage = new OutageReport(log, { chainId }, `indexing chain ${chainId}`);
  let currentStep: Promise<unknown> = Promise.resolve();
  const readAhead = new RangeReadAhead();

  const rollBackFrom = async (nextBlock: number) => {
    const fork = await findForkPoint(node, store, chainId, nextBlock, options.reorgDepth);
    log.warn({ chainId, fork, undone: nextBlock - fork }, `chain ${chainId} reorganised: undoing blocks from ${fork}`);
    await store.rollBack(chainId, fork);
  };

  const storedHash = async (number: number) => (number < 0 ? undefined : (await store.blockHashes(chainId, number, number)).get(number));

  const step = async (): Promise<StepOutcome> => {
    if (!(await options.locks.tryAcquire(chainId))) return 'idle';
    const head = await node.headNumber();
    let state = await store.chainState(chainId);
    if (!state || state.mode !== options.mode)
      state = await store.startChain(chainId, options.mode, state?.nextBlock ?? options.firstBlock(head));
    const next = state.nextBlock;
    if (next > head) {
      // At the head: a fork of the same length shows only as a different hash for the last block.
      const mine = await storedHash(next - 1);
      if (mine !== undefined && (await node.blockHash(next - 1)) !== mine) {
        await rollBackFrom(next);
        return 'progressed';
      }
      return 'idle';
    }
    const scope: RangeScope =
      options.mode === 'all' ? { mode: 'all' } : { mode: 'watched', accounts: await store.watchedAccounts(chainId) };
    const readRange = (from: number) => readBlockRange(node, chainId, from, Math.min(head, from + options.blocksPerStep - 1), scope);
    const reading = await (readAhead.take(next, scope) ?? readRange(next));
    const first = reading.blocks[0];
    if (!first) return 'idle';
    const parent = await storedHash(next - 1);
    if (parent !== undefined && parent !== first.parentHash.toLowerCase()) {
      await rollBackFrom(next);
      return 'progressed';
    }
    // The next range is read while this one is written; the next step checks it follows on (parent hash) like any other.
    const after = next + reading.blocks.length;
    if (after <= head) readAhead.start(after, scope, () => readRange(after));
    const tokens = await newTokenDetails(node, chainId, reading.rows.tokens, (addresses) => store.knownTokens(chainId, addresses));
    const blocks: BlockRow[] = reading.blocks.map((block) => ({
      chainId,
      number: Number(block.number),
      hash: block.hash.toLowerCase(),
      parentHash: block.parentHash.toLowerCase(),
      timestamp: Number(block.timestamp),
    }));
    await store.writeBlocks(chainId, next, blocks, reading.rows, tokens);
    return 'progressed';
  };

  const loop = async () => {
    while (!controller.signal.aborted) {
      const running = retryWithBackoff(step, options.backoff, controller.signal, outage);
      currentStep = running;
      const outcome = await running;
      if (outcome === 'idle') await pause(options.pollMs, controller.signal);
    }
    await readAhead.drop();
  };
  const done = loop();

  return {
    async stepBoundary() {
      await currentStep;
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}
