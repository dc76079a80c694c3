import { SAFE_RPC_METHODS } from '@airlock/protocol';

/** Methods that sign or send: only ever after the user approves them in the frame. */
const NEEDS_APPROVAL = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
]);

export type RpcMethodKind = 'safe' | 'needs-approval' | 'not-allowed';

export function rpcMethodKind(method: string): RpcMethodKind {
  if (SAFE_RPC_METHODS.has(method)) return 'safe';
  if (NEEDS_APPROVAL.has(method)) return 'needs-approval';
  return 'not-allowed';
}
