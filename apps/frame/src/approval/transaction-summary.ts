import { decodeFunctionData, erc20Abi, formatEther, isHex, type Hex } from 'viem';
import { networkName, type ChainNames } from './network-name';

/** An ERC-20 call read from the transaction's data; amounts in the token's smallest unit (its decimals are not known here). */
export type TokenCall = { kind: 'transfer'; to: string; amount: string } | { kind: 'approve'; spender: string; amount: string };

/** What eth_sendTransaction sends, as the approval view lists it. */
export interface TransactionSummary {
  /** undefined: the transaction creates a contract. */
  to?: string;
  valueEth: string;
  /** The value in wei, for the total with the fee. */
  value: bigint;
  network: string;
  tokenCall?: TokenCall;
  /** Bytes of data that are not a known token call (0 for a plain transfer). */
  dataBytes: number;
  /** The nonce the dApp set, in decimal; absent when the wallet picks it. */
  nonce?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function tokenCall(data: Hex): TokenCall | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data });
    if (call.functionName === 'transfer') return { kind: 'transfer', to: call.args[0], amount: call.args[1].toString() };
    if (call.functionName === 'approve') return { kind: 'approve', spender: call.args[0], amount: call.args[1].toString() };
  } catch {
    // Not an ERC-20 call: shown by its size.
  }
  return undefined;
}

/** The transaction's recipient, value in ETH, network and, from its data, an ERC-20 transfer or approve. */
export function summarizeTransaction(
  transaction: unknown,
  chainId: number | string,
  names?: ChainNames,
  unnamedChain?: string,
): TransactionSummary | undefined {
  if (!isObject(transaction)) return undefined;
  const { to, value, nonce } = transaction;
  const data = transaction.data ?? transaction.input;
  if (
    (to !== undefined && to !== null && typeof to !== 'string') ||
    (value !== undefined && !isHex(value)) ||
    (data !== undefined && !isHex(data))
  )
    return undefined;
  if (nonce !== undefined && !isHex(nonce)) return undefined;
  const found = data !== undefined && data !== '0x' ? tokenCall(data) : undefined;
  const wei = value === undefined ? 0n : BigInt(value);
  return {
    ...(typeof to === 'string' ? { to } : {}),
    valueEth: formatEther(wei),
    value: wei,
    network: networkName(chainId, names, unnamedChain),
    ...(found ? { tokenCall: found } : {}),
    dataBytes: found || data === undefined ? 0 : (data.length - 2) / 2,
    ...(nonce !== undefined ? { nonce: BigInt(nonce).toString() } : {}),
  };
}
