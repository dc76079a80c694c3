import type { FrameEventMessage, FrameUser } from '@airlock/protocol';

/** The frame's own messages the modal acts on (FRAME_READY is handled by the client itself). */
export type FrameEvent = Exclude<FrameEventMessage, { type: 'FRAME_READY' }>;

const EMPTY_EVENTS = new Set(['SHOW_FRAME', 'HIDE_FRAME', 'OPEN_APPROVAL', 'CLOSE_APPROVAL']);

function asFrameUser(value: unknown): FrameUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { address, chainId, email, userName } = value as Record<string, unknown>;
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined;
  if (typeof chainId !== 'number' && typeof chainId !== 'string') return undefined;
  if (email !== undefined && email !== null && typeof email !== 'string') return undefined;
  if (userName !== undefined && userName !== null && typeof userName !== 'string') return undefined;
  return { address, chainId, email: email ?? null, userName: (userName as string | null | undefined) ?? null };
}

/** A well-formed frame event, or undefined (the caller logs a warning, spec §8). */
export function asFrameEvent(data: unknown): FrameEvent | undefined {
  if (typeof data !== 'object' || data === null || 'id' in data) return undefined;
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  if (typeof type !== 'string') return undefined;
  if (EMPTY_EVENTS.has(type)) return { type, payload: {} } as FrameEvent;
  if (type === 'LOGGED_IN') {
    const user = asFrameUser(payload);
    return user ? { type, payload: user } : undefined;
  }
  return undefined;
}
