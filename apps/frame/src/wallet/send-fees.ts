import type { RpcCall } from '../api/embedded-api';
import { readSendPreview, type SendPreview } from '../approval/send-preview';
import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';

/** The methods that send transactions: their fees are previewed, shown, and sent as approved. */
export const SEND_METHODS: ReadonlySet<string> = new Set(['eth_sendTransaction', 'wallet_sendCalls']);

/**
 * The fees the server will send `call` with (airlock_previewSend: the same planFees as the send).
 * Fees the dApp set above the server's cap, or an EIP-7702 authorization list, are refused here,
 * before the user is asked.
 */
export async function fetchSendPreview(call: RpcCall, forward: (call: RpcCall) => Promise<unknown>): Promise<SendPreview> {
  const answer = await forward({
    method: 'airlock_previewSend',
    params: [{ method: call.method, params: call.params }],
    chainId: call.chainId,
  });
  const preview = readSendPreview(answer);
  if (!preview) throw new FrameRequestError(FRAME_TEXT.feePreviewUnreadable);
  return preview;
}

/**
 * The call as sent once approved, carrying exactly the fees shown: in the transaction's own fields
 * for eth_sendTransaction, as the body's `fees` for a batch. The server checks them against its
 * caps again and sends them unchanged, or refuses.
 */
export function withApprovedFees(call: RpcCall, preview: SendPreview): RpcCall {
  if (call.method === 'wallet_sendCalls') return { ...call, fees: preview.transactions };
  const [transaction, ...rest] = Array.isArray(call.params) ? (call.params as unknown[]) : [];
  return { ...call, params: [{ ...(transaction as object), ...preview.transactions[0] }, ...rest] };
}
