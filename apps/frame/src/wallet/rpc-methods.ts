/** Methods the frame forwards without asking (spec §6 safe methods: reads and the account itself). */
const SAFE = new Set([
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
]);

/** Methods that sign or send: only ever after the user approves them in the frame. */
const NEEDS_APPROVAL = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_signTransaction', 'eth_sendTransaction', 'eth_sendRawTransaction', 'wallet_sendCalls']);

export type RpcMethodKind = 'safe' | 'needs-approval' | 'not-allowed';

export function rpcMethodKind(method: string): RpcMethodKind {
  if (SAFE.has(method)) return 'safe';
  if (NEEDS_APPROVAL.has(method)) return 'needs-approval';
  return 'not-allowed';
}
