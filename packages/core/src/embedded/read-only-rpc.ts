/** Wallet calls that only read (spec §6 safe methods): never aborted when another call is refused. */
const READ_ONLY = new Set([
  'eth_accounts',
  'eth_chainId',
  'eth_getBalance',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getLogs',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'net_version',
]);

export function isReadOnlyRpc(payload: unknown): boolean {
  const method = (payload as { method?: unknown } | null | undefined)?.method;
  return typeof method === 'string' && READ_ONLY.has(method);
}
