/**
 * Wallet calls the embedded wallet runs without asking (spec §6 safe methods: reads and the account
 * itself). The frame forwards them; the modal never aborts them when another call is refused.
 */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
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
  // EIP-5792 reads: what the account can do (atomic batches) and how a sent batch stands.
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
]);
