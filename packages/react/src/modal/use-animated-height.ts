import { useLayoutEffect, type RefObject } from 'react';

/** Animates the dialog's height (150 ms, spec §9) by pinning it to its content's measured height. */
export function useAnimatedHeight(dialog: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const outer = dialog.current;
    const inner = content.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return;
    const padding = () => {
      const style = getComputedStyle(outer);
      return parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) * 2;
    };
    const observer = new ResizeObserver(() => {
      outer.style.setProperty('height', `${inner.offsetHeight + padding()}px`);
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [dialog, content]);
}
