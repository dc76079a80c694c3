import type { ChainNode } from './chain-node';
import type { IndexStore } from './index-store';

/**
 * The lowest block the node has replaced: walking down from `nextBlock - 1` over at most `depth`
 * stored blocks, the first whose stored hash the node still has is the common ancestor. A fork deeper
 * than `depth` returns the lowest block compared; the next step finds the rest and walks on down.
 */
export async function findForkPoint(
  node: ChainNode,
  store: IndexStore,
  chainId: number,
  nextBlock: number,
  depth: number,
): Promise<number> {
  const lowest = Math.max(0, nextBlock - depth);
  const stored = await store.blockHashes(chainId, lowest, nextBlock - 1);
  for (let number = nextBlock - 1; number >= lowest; number--) {
    const mine = stored.get(number);
    if (mine === undefined || (await node.blockHash(number)) === mine) return number + 1;
  }
  return lowest;
}
