import { useEffect, useRef, type RefObject } from 'react';

export const VIEW_FOCUS_TARGET =
  '.airlock-view [autofocus], .airlock-view [data-initial-focus], .airlock-view button, .airlock-view a[href]';

/** When the view changes, focus its first control so keyboard users carry on inside the new view. */
export function useViewFocus(container: RefObject<HTMLElement | null>, viewKey: string): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const element = container.current;
    // A view that focused its own control on mounting (autoFocus) keeps it.
    if (element?.querySelector('.airlock-view')?.contains(document.activeElement)) return;
    (element?.querySelector<HTMLElement>(VIEW_FOCUS_TARGET) ?? element?.querySelector<HTMLElement>('button'))?.focus();
  }, [container, viewKey]);
}
