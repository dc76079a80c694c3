import { decodeFunctionResult, encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import { RpcBusyError } from '../rpc/upstream-error';

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
]);

export interface AggregateCall {
  target: Address;
  callData: Hex;
}

/** What one call of the batch answered: its return data, or undefined when it reverted. */
export type AggregateResult = Hex | undefined;

/** aggregate3 calls one chain is sent at once; further requests wait and then go together. */
const CALLS_IN_FLIGHT = 2;
/** Sub-calls one aggregate3 may carry when requests are joined (QuoterV2 simulations cost ~100k gas each; nodes cap eth_call gas). */
const MAX_JOINED_CALLS = 150;

/** Quotes waiting for the chain, and how long one may wait: past either the request is refused as busy (503), not piled up. */
const MAX_WAITING = 256;
const MAX_WAIT_MS = 5_000;

interface Waiting {
  since: number;
  calls: readonly AggregateCall[];
  resolve(results: AggregateResult[]): void;
  reject(error: unknown): void;
}

async function send(chain: ChainClient, calls: readonly AggregateCall[]): Promise<AggregateResult[]> {
  const data = encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData }))],
  });
  const answer = await chain.client.call({ to: chain.config.multicall3, data });
  const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: answer.data ?? '0x' });
  return results.map((result) => (result.success && result.returnData !== '0x' ? result.returnData : undefined));
}

/**
 * Per chain: requests go to the node at once while fewer than CALLS_IN_FLIGHT are running; past that they queue, and a
 * finished call sends everything queued as ONE aggregate3 (up to MAX_JOINED_CALLS sub-calls), so under load many quotes
 * share a round trip and the node's per-call overhead, and idle a quote waits for nothing.
 */
class AggregateLine {
  private running = 0;
  private readonly queue: Waiting[] = [];

  constructor(private readonly chain: ChainClient) {}

  submit(calls: readonly AggregateCall[]): Promise<AggregateResult[]> {
    if (this.queue.length >= MAX_WAITING) return Promise.reject(new RpcBusyError('queue full'));
    return new Promise((resolve, reject) => {
      this.queue.push({ since: performance.now(), calls, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running >= CALLS_IN_FLIGHT) return;
    const now = performance.now();
    while (this.queue.length > 0 && now - this.queue[0]!.since > MAX_WAIT_MS)
      this.queue.shift()!.reject(new RpcBusyError('waited too long'));
    if (this.queue.length === 0) return;
    const batch: Waiting[] = [this.queue.shift()!];
    let size = batch[0]!.calls.length;
    while (this.queue.length > 0 && size + this.queue[0]!.calls.length <= MAX_JOINED_CALLS) {
      const waiting = this.queue.shift()!;
      size += waiting.calls.length;
      batch.push(waiting);
    }
    this.running += 1;
    send(
      this.chain,
      batch.flatMap((waiting) => waiting.calls),
    )
      .then((results) => {
        let offset = 0;
        for (const waiting of batch) {
          waiting.resolve(results.slice(offset, offset + waiting.calls.length));
          offset += waiting.calls.length;
        }
      })
      .catch((error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      })
      .finally(() => {
        this.running -= 1;
        this.next();
      });
  }
}

const lines = new WeakMap<ChainClient, AggregateLine>();

/**
 * The calls in ONE eth_call to Multicall3's aggregate3 (with other requests' calls when the chain is busy), each
 * allowed to fail on its own. A transport failure rejects (the caller answers 503); a call that reverts is undefined.
 */
export function aggregate(chain: ChainClient, calls: readonly AggregateCall[]): Promise<AggregateResult[]> {
  if (calls.length === 0) return Promise.resolve([]);
  let line = lines.get(chain);
  if (!line) lines.set(chain, (line = new AggregateLine(chain)));
  return line.submit(calls);
}
