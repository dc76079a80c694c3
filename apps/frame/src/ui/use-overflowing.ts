import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` has more content than fits (it scrolls). A scrolling region is made focusable so
 * the keyboard can scroll it too; one that fits stays out of the Tab order.
 */
export function useOverflowing(target: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content grows without the box changing size (an opened <details>): watched as well.
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [target]);
  return overflowing;
}
