import { useEffect, useRef } from 'react';

/**
 * Focuses what `target` finds when the swap reaches a step, so keyboard and screen-reader users carry on in it (as
 * Send's useStepFocus). Its own copy: a module the Swap and Send views shared would be a chunk of its own, named in
 * the dApp's first load (bundle.firstload.delta.gz).
 */
export function useSwapStepFocus(target: () => HTMLElement | null | undefined, step: string | undefined): void {
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => {
    if (step !== undefined) latest.current()?.focus();
  }, [step]);
}
