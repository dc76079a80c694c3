import type { FrameEventMessage } from '@airlock/protocol';

type Listener = (event: FrameEventMessage) => void;

/** Events the frame sends on its own (SHOW_FRAME, LOGGED_IN…); the channel posts each one to the parent. */
export function createFrameEvents() {
  const listeners = new Set<Listener>();
  return {
    emit(event: FrameEventMessage) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type FrameEvents = ReturnType<typeof createFrameEvents>;
