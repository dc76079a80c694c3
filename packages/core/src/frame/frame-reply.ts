import type { FrameEventMessage } from '@airlock/protocol';

export interface FrameReply {
  id: string;
  type: string;
  payload: unknown;
}

/** A reply the client can match: an id and `<TYPE>_SUCCESS` or `<TYPE>_ERROR`. */
export function asFrameReply(data: unknown): FrameReply | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { id, type, payload } = data as Record<string, unknown>;
  if (typeof id !== 'string' || typeof type !== 'string' || !/_(SUCCESS|ERROR)$/.test(type)) return undefined;
  return { id, type, payload };
}

export function isFrameReady(data: unknown): data is Extract<FrameEventMessage, { type: 'FRAME_READY' }> {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'FRAME_READY';
}

/** The reply's error text: the payload's message, or the spec's fallback. */
export function replyErrorMessage(payload: unknown, fallback: string): string {
  const message = (payload as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.length > 0 ? message : fallback;
}

/** The EIP-1193 code an error reply carries (4001 when the user rejected in the frame), if any. */
export function replyErrorCode(payload: unknown): number | undefined {
  const code = (payload as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}
