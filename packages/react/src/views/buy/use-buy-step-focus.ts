import { useEffect, useRef } from 'react';

/**
 * Focuses what `target` finds when Buy reaches a step (the heading of "Buy in progress", success, failure), so keyboard
 * and screen-reader users carry on there. Its own copy, as Swap's: a module shared by two views would be a chunk of its
 * own named in the dApp's first load.
 */
export function useBuyStepFocus(target: () => HTMLElement | null | undefined, step: string): void {
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => {
    latest.current()?.focus();
  }, [step]);
}
