import { EVENT_EMITTER_MAX_LISTENERS } from '../constants/defaults';
import type { AirlockEvent, AirlockEventName } from './airlock-events';

export type AirlockEventListener = (event: AirlockEvent) => void;

export interface EventBus {
  emit(name: AirlockEventName, properties?: AirlockEvent['properties']): void;
  subscribe(listener: AirlockEventListener): () => void;
}

/** Delivers events to the dApp's listeners; a throwing listener never breaks the modal. */
export function createEventBus(options: { now?: () => number; maxListeners?: number } = {}): EventBus {
  const listeners = new Set<AirlockEventListener>();
  const now = options.now ?? Date.now;
  const maxListeners = options.maxListeners ?? EVENT_EMITTER_MAX_LISTENERS;

  return {
    emit(name, properties) {
      const event: AirlockEvent = { name, timestamp: now(), properties };
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('[airlock] event listener failed', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size > maxListeners) {
        console.warn(`[airlock] ${listeners.size} event listeners: possible leak (max ${maxListeners})`);
      }
      return () => listeners.delete(listener);
    },
  };
}
