import type { FrameRequestMessage } from '@airlock/protocol';
import { isFrameRequestType } from './frame-request-types';

/** Ids are the modal's correlation keys: short strings, never used for anything else. */
const MAX_ID_LENGTH = 128;

export type ParsedFrameRequest = { ok: true; request: FrameRequestMessage } | { ok: false; reason: string };

/**
 * A message is a request when it has a string id, a known type and an object payload (absent counts
 * as `{}`). Anything else is dropped by the caller with a warning, never answered.
 */
export function parseFrameRequest(data: unknown): ParsedFrameRequest {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'not an object' };
  const { id, type, payload } = data as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) return { ok: false, reason: 'no valid id' };
  if (!isFrameRequestType(type)) return { ok: false, reason: `unknown type ${typeof type === 'string' ? type.slice(0, 64) : typeof type}` };
  if (payload !== undefined && (typeof payload !== 'object' || payload === null || Array.isArray(payload))) {
    return { ok: false, reason: `${type}: payload is not an object` };
  }
  return { ok: true, request: { id, type, payload: (payload ?? {}) as FrameRequestMessage['payload'] } };
}
