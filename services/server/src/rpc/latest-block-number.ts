import type { RpcTransport } from './rpc-transport';

/** Why the current block number could not be had: the upstream answered, but not with one. */
export class LatestBlockNumberError extends Error {
  override readonly name = 'LatestBlockNumberError';
}

/**
 * The chain's current block number from eth_blockNumber, asked at most once per `maxAgeMs` however
 * many callers want it. Throws what the transport throws when no upstream answers.
 */
export function createLatestBlockNumber(rpc: RpcTransport, maxAgeMs = 1_000): () => Promise<bigint> {
  let known: { value: bigint; at: number } | undefined;
  let pending: Promise<bigint> | undefined;

  const ask = async (): Promise<bigint> => {
    const response = await rpc.request({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] });
    if (response.error) throw new LatestBlockNumberError(`eth_blockNumber failed: ${response.error.message}`);
    if (typeof response.result !== 'string' || !/^0x[0-9a-f]+$/i.test(response.result)) {
      throw new LatestBlockNumberError('eth_blockNumber did not answer a hex number');
    }
    const value = BigInt(response.result);
    known = { value, at: Date.now() };
    return value;
  };

  return () => {
    if (known && Date.now() - known.at < maxAgeMs) return Promise.resolve(known.value);
    pending ??= ask().finally(() => (pending = undefined));
    return pending;
  };
}
