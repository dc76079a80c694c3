import { useEffect, useRef } from 'react';

/**
 * Focuses the heading when the payment reaches a step, so keyboard and screen-reader users carry on in it. Its own copy
 * of Swap's: a module two lazy views shared would be a chunk named in the dApp's first load.
 */
export function usePayStepFocus(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [step]);
  return heading;
}
