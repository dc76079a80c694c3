import { useEffect, type RefObject } from 'react';
import { FOCUSABLE_SELECTOR } from './focusable-elements';
import { VIEW_FOCUS_TARGET } from './use-view-focus';

/** What Tab can reach: roving-tabindex members (tabindex -1, like unselected tabs) are skipped. */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('tabindex') !== '-1',
  );
}

/**
 * While active: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls
 * `onEscape`; when it ends, focus returns to what had it before (usually the button that opened it).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previous = document.activeElement as HTMLElement | null;
    (element.querySelector<HTMLElement>(VIEW_FOCUS_TARGET) ?? focusables(element)[0] ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(element);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const inside = element.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (previous?.isConnected) previous.focus();
    };
  }, [container, active, onEscape]);
}
