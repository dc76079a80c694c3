import { useEffect, useRef } from 'react';

/**
 * Focuses what `target` finds when the Send flow reaches a step (`step` changes, or the step's view
 * mounts with one), so keyboard and screen-reader users carry on in the new step instead of on
 * <body> (the control they pressed is gone or disabled). An undefined step focuses nothing.
 */
export function useStepFocus(target: () => HTMLElement | null | undefined, step: string | undefined): void {
  const latest = useRef(target);
  latest.current = target;
  useEffect(() => {
    if (step !== undefined) latest.current()?.focus();
  }, [step]);
}
