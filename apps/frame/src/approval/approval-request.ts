import type { SendPreview } from './send-preview';

/** The unsafe methods the frame can put to the user: the ones the server signs once approved (POST /v1/embedded/rpc). */
export const APPROVABLE_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'] as const;

export type ApprovableMethod = (typeof APPROVABLE_METHODS)[number];

/** An unsafe RPC call waiting for the user's answer, exactly as the modal sent it. */
export interface ApprovalRequest {
  method: ApprovableMethod;
  params?: unknown;
  chainId: number | string;
  /**
   * wallet_sendCalls only, found by the frame before it asks: true when the account runs the calls
   * as one atomic batch (a smart account on this chain), false when one transaction after another.
   */
  atomic?: boolean;
  /** eth_sendTransaction and wallet_sendCalls: the fees the server will send with (airlock_previewSend), shown before Approve. */
  preview?: SendPreview;
}

export function isApprovableMethod(method: string): method is ApprovableMethod {
  return (APPROVABLE_METHODS as readonly string[]).includes(method);
}
