import { useEffect, useRef } from 'react';

/** Runs `action` once when the view mounts; StrictMode's second effect pass does not ask the wallet twice. */
export function useRunOnce(action: () => void): void {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    action();
  }, [action]);
}
