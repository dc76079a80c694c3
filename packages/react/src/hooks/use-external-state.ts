import { useCallback, useRef, useSyncExternalStore } from 'react';

export interface ExternalState<S> {
  getState(): S;
  subscribe(listener: (state: S) => void): () => void;
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Reads a slice of a core store; re-renders only when the slice changes (shallowly). */
export function useExternalState<S, T>(source: ExternalState<S>, selector: (state: S) => T): T {
  const last = useRef<{ value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const next = selector(source.getState());
    if (last.current && shallowEqual(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  }, [source, selector]);
  return useSyncExternalStore(source.subscribe, getSnapshot, getSnapshot);
}
