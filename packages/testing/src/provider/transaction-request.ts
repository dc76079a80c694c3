import { hexToBigInt, hexToNumber, type AccessList, type Address, type Hex, type TransactionSerializable } from 'viem';
import type { CallRpc } from './json-rpc-client';
import { invalidParamsError } from './wallet-rpc-error';

/** A transaction as dApps send it to eth_sendTransaction: hex quantities, any field optional. */
export interface TransactionRequestJson {
  from?: Address;
  to?: Address | null;
  value?: Hex;
  data?: Hex;
  input?: Hex;
  gas?: Hex;
  gasLimit?: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
  nonce?: Hex;
  accessList?: AccessList;
  type?: Hex;
}

export function parseTransactionRequest(param: unknown): TransactionRequestJson {
  if (param === null || typeof param !== 'object') throw invalidParamsError('Expected a transaction object.');
  return param as TransactionRequestJson;
}

const optionalBigInt = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value));

/**
 * An estimate holds only for the block it ran against: a Uniswap pair touched earlier in the same
 * second skips its price-accumulator writes, so the real transaction a second later needs ~40% more.
 * Wallets pad estimates for this; so does the test wallet.
 */
function withEstimateHeadroom(estimate: bigint): bigint {
  return (estimate * 3n) / 2n;
}

/** Fills nonce, gas and fees the way a wallet does, by asking the chain. */
export async function prepareTransaction(
  callRpc: CallRpc,
  rpcUrl: string,
  chainId: number,
  from: Address,
  request: TransactionRequestJson,
): Promise<TransactionSerializable> {
  const data = request.data ?? request.input;
  const to = request.to ?? undefined;
  const value = optionalBigInt(request.value);
  const call = (method: string, params: unknown[] = []) => callRpc(rpcUrl, method, params);

  const nonce =
    request.nonce !== undefined
      ? hexToNumber(request.nonce)
      : hexToNumber((await call('eth_getTransactionCount', [from, 'pending'])) as Hex);
  const gasHex = request.gas ?? request.gasLimit;
  const gas =
    gasHex !== undefined
      ? hexToBigInt(gasHex)
      : withEstimateHeadroom(
          hexToBigInt((await call('eth_estimateGas', [{ from, to, value: request.value, data, accessList: request.accessList }])) as Hex),
        );

  const base = { chainId, nonce, gas, to, value, data };
  const accessList = request.accessList;
  const wantsLegacy = request.gasPrice !== undefined || request.type === '0x0' || request.type === '0x1';
  if (!wantsLegacy) {
    const block = (await call('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: Hex } | null;
    if (block?.baseFeePerGas) {
      const baseFee = hexToBigInt(block.baseFeePerGas);
      let maxPriorityFeePerGas =
        optionalBigInt(request.maxPriorityFeePerGas) ?? hexToBigInt((await call('eth_maxPriorityFeePerGas')) as Hex);
      const maxFeePerGas = optionalBigInt(request.maxFeePerGas) ?? baseFee * 2n + maxPriorityFeePerGas;
      if (maxPriorityFeePerGas > maxFeePerGas) maxPriorityFeePerGas = maxFeePerGas;
      return { ...base, type: 'eip1559', accessList, maxFeePerGas, maxPriorityFeePerGas };
    }
  }
  const gasPrice = optionalBigInt(request.gasPrice) ?? hexToBigInt((await call('eth_gasPrice')) as Hex);
  return accessList ? { ...base, type: 'eip2930', accessList, gasPrice } : { ...base, type: 'legacy', gasPrice };
}
