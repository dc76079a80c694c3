/** Methods the public RPC proxy forwards: reads, fee data and signed transactions. */
const ALLOWED_METHODS = new Set([
  'web3_clientVersion',
  'web3_sha3',
  'net_version',
  'net_listening',
  'net_peerCount',
  'eth_chainId',
  'eth_protocolVersion',
  'eth_syncing',
  'eth_blockNumber',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getBalance',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getProof',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  // Fills nonce, gas and fees of an unsigned transaction; viem tries it before separate calls.
  'eth_fillTransaction',
  'eth_simulateV1',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_sendRawTransaction',
]);

/**
 * Filters live on one node and cost it memory until they expire; behind a proxy with several
 * upstreams they would also not follow the caller. viem falls back to eth_getLogs when creating one fails.
 */
const FILTER_METHODS = new Set([
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
]);

/** Writes: two identical ones must each reach the node. */
const NEVER_SHARED = new Set(['eth_sendRawTransaction']);

/** Answers that never change for a chain, kept after the first success. */
const CONSTANT_PER_CHAIN = new Set(['eth_chainId', 'net_version']);

export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed';
export const RPC_FILTERS_NOT_SUPPORTED_MESSAGE = 'Filters are not supported through the Airlock RPC proxy: use eth_getLogs instead';

export function isAllowedRpcMethod(method: string): boolean {
  return ALLOWED_METHODS.has(method);
}

export function isFilterRpcMethod(method: string): boolean {
  return FILTER_METHODS.has(method);
}

export function isShareableRpcMethod(method: string): boolean {
  return !NEVER_SHARED.has(method);
}

export function isConstantRpcMethod(method: string): boolean {
  return CONSTANT_PER_CHAIN.has(method);
}
