import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the returned element scrolls into view. The observer is set up again
 * when `revision` changes (a page arrived), so a sentinel still in view asks for the next page.
 */
export function useSentinel<T extends Element>(onVisible: () => void, revision: unknown, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (old browsers, some test environments): load on, a page at a time.
      callback.current();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [revision, enabled]);
  return ref;
}
