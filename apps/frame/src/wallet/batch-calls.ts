import type { RpcCall } from '../api/embedded-api';
import type { ApprovalRequest } from '../approval/approval-request';
import { chainNumber } from '../approval/network-name';
import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';
import { atomicStatusOf } from './account-type';

/** EIP-5792: the wallet cannot run the calls atomically and the dApp required it. */
export const ATOMICITY_NOT_SUPPORTED_CODE = 5760;

const batchOf = (params: unknown): Record<string, unknown> | undefined => {
  const first = Array.isArray(params) ? (params[0] as unknown) : undefined;
  return typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as Record<string, unknown>) : undefined;
};

/**
 * wallet_sendCalls as the approval view shows it: the server says (wallet_getCapabilities) whether
 * this account runs a batch atomically on the chain, so the user reads what will really happen. A
 * batch that requires atomicity the account cannot give is refused before the user is asked.
 */
export async function batchApprovalRequest(
  call: RpcCall,
  address: string,
  forward: (call: RpcCall) => Promise<unknown>,
): Promise<ApprovalRequest> {
  const batch = batchOf(call.params);
  const chainId = chainNumber(typeof batch?.chainId === 'string' ? batch.chainId : call.chainId);
  if (chainId === undefined) throw new FrameRequestError(FRAME_TEXT.invalidChainId);
  const capabilities = await forward({
    method: 'wallet_getCapabilities',
    params: [address, [`0x${chainId.toString(16)}`]],
    chainId: call.chainId,
  });
  const atomic = atomicStatusOf(capabilities, chainId) !== 'unsupported';
  if (!atomic && batch?.atomicRequired === true)
    throw new FrameRequestError(FRAME_TEXT.atomicityNotSupported, ATOMICITY_NOT_SUPPORTED_CODE);
  return { ...call, method: 'wallet_sendCalls', atomic };
}
