import { toHex, type Hex } from 'viem';
import type { ChainClient } from '../../blockchain/chain-clients';
import { FEE_ERRORS } from './fee-errors';

/**
 * A fee per gas above this multiple of the network's current estimate is refused, never lowered:
 * what the user approved in the frame is exactly what is signed, or nothing is.
 */
export const FEE_CAP_MULTIPLE = 3n;
/** Likewise a gas limit above this multiple of the node's eth_estimateGas. */
export const GAS_CAP_MULTIPLE = 3n;

/** Fee fields a request names (the dApp's on eth_sendTransaction, or the ones the user approved). */
export interface FeeRequest {
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

/** The gas and fees one transaction is signed with. */
export type FeePlan =
  | { gas: bigint; type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { gas: bigint; type: 'legacy'; gasPrice: bigint };

/** A plan as JSON (and as eth_sendTransaction's own fields): 0x quantities. */
export type FeeFields = { gas: Hex; maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } | { gas: Hex; gasPrice: Hex };

export interface GasEstimate {
  /** The node's estimate for this transaction (or the server's own gas for one it says reverts). */
  estimate(): Promise<bigint>;
  /**
   * A batch's later call, sent one by one: the gas the server itself sends with when the node says
   * it reverts (it may depend on an earlier call not yet mined at the preview). A limit up to it is
   * never refused, as the call's estimate at the send may be far lower.
   */
  ifReverting?: bigint;
}

function atMost(field: string, requested: bigint | undefined, estimate: bigint, multiple: bigint, floor = 0n): void {
  if (requested === undefined) return;
  const cap = estimate * multiple > floor ? estimate * multiple : floor;
  if (requested > cap) throw FEE_ERRORS.aboveCap(field, requested, cap, multiple);
}

/**
 * The one place gas and fees are decided, for the frame's preview and for the send alike: what the
 * request names is kept if it is within the caps (else refused); what it leaves out is the
 * network's estimate (eth_estimateGas; eth_gasPrice, or the base fee and eth_maxPriorityFeePerGas).
 */
export async function planFees(chain: ChainClient, requested: FeeRequest, gasEstimate: GasEstimate): Promise<FeePlan> {
  const { client } = chain;
  const legacy = requested.gasPrice !== undefined;
  if (legacy && (requested.maxFeePerGas !== undefined || requested.maxPriorityFeePerGas !== undefined)) throw FEE_ERRORS.mixed();
  const networkFees = async (): Promise<{ gasPrice: bigint } | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> => {
    if (legacy) return { gasPrice: await client.getGasPrice() };
    const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas({ chain: undefined, type: 'eip1559' });
    return { maxFeePerGas, maxPriorityFeePerGas };
  };
  const [estimatedGas, network] = await Promise.all([gasEstimate.estimate(), networkFees()]);
  atMost('gas', requested.gas, estimatedGas, GAS_CAP_MULTIPLE, gasEstimate.ifReverting);
  const gas = requested.gas ?? estimatedGas;
  if ('gasPrice' in network) {
    atMost('gasPrice', requested.gasPrice, network.gasPrice, FEE_CAP_MULTIPLE);
    return { gas, type: 'legacy', gasPrice: requested.gasPrice ?? network.gasPrice };
  }
  atMost('maxFeePerGas', requested.maxFeePerGas, network.maxFeePerGas, FEE_CAP_MULTIPLE);
  atMost('maxPriorityFeePerGas', requested.maxPriorityFeePerGas, network.maxPriorityFeePerGas, FEE_CAP_MULTIPLE);
  const maxPriorityFeePerGas = requested.maxPriorityFeePerGas ?? network.maxPriorityFeePerGas;
  const maxFeePerGas =
    requested.maxFeePerGas ?? (network.maxFeePerGas > maxPriorityFeePerGas ? network.maxFeePerGas : maxPriorityFeePerGas);
  if (maxPriorityFeePerGas > maxFeePerGas) throw FEE_ERRORS.priorityAboveMax();
  return { gas, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas };
}

export function feeFields(plan: FeePlan): FeeFields {
  if (plan.type === 'legacy') return { gas: toHex(plan.gas), gasPrice: toHex(plan.gasPrice) };
  return { gas: toHex(plan.gas), maxFeePerGas: toHex(plan.maxFeePerGas), maxPriorityFeePerGas: toHex(plan.maxPriorityFeePerGas) };
}

/** The fields a transaction is signed with. */
export function transactionFees(plan: FeePlan) {
  if (plan.type === 'legacy') return { type: 'legacy' as const, gas: plan.gas, gasPrice: plan.gasPrice };
  return { type: 'eip1559' as const, gas: plan.gas, maxFeePerGas: plan.maxFeePerGas, maxPriorityFeePerGas: plan.maxPriorityFeePerGas };
}
