import { decodeFunctionResult, encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';

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

/**
 * The calls in ONE eth_call to Multicall3's aggregate3, each allowed to fail on its own: one node round trip whatever
 * their number. A transport failure rejects (the caller answers 503); a call that reverts is undefined in the results.
 */
export async function aggregate(chain: ChainClient, calls: readonly AggregateCall[]): Promise<AggregateResult[]> {
  if (calls.length === 0) return [];
  const data = encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData }))],
  });
  const answer = await chain.client.call({ to: chain.config.multicall3, data });
  const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: answer.data ?? '0x' });
  return results.map((result) => (result.success && result.returnData !== '0x' ? result.returnData : undefined));
}
