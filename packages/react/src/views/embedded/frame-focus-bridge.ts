import { FOCUSABLE_SELECTOR } from '../../modal/focusable-elements';

/** Which way focus left the frame: past its last control (Tab) or before its first (Shift+Tab). */
type Exit = 'forward' | 'backward';

/** The dialog's controls just after (or before) the slot in document order, wrapping round the dialog. */
function neighbourOf(slot: HTMLElement, exit: Exit): HTMLElement | undefined {
  const dialog = slot.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) return undefined;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (item) => item !== slot && item.getAttribute('tabindex') !== '-1',
  );
  const after = (item: HTMLElement) => (slot.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return exit === 'forward'
    ? (items.find(after) ?? items[0])
    : ([...items].reverse().find((item) => !after(item)) ?? items[items.length - 1]);
}

function sentinel(onFocus: () => void): HTMLSpanElement {
  const element = document.createElement('span');
  element.tabIndex = 0;
  element.className = 'airlock-visually-hidden';
  element.addEventListener('focus', onFocus);
  return element;
}

/**
 * The frame's iframe sits outside the dialog (moving it would reload it), so keys pressed in it never
 * reach the dialog's focus trap. Two invisible stops around the iframe catch focus as it leaves the
 * frame and hand it to the dialog's control next to the slot, keeping the Tab cycle inside the modal.
 * Returns the cleanup.
 */
export function bridgeFrameFocus(iframe: HTMLIFrameElement, slot: HTMLElement): () => void {
  const before = sentinel(() => neighbourOf(slot, 'backward')?.focus());
  const after = sentinel(() => neighbourOf(slot, 'forward')?.focus());
  iframe.before(before);
  iframe.after(after);
  return () => {
    before.remove();
    after.remove();
  };
}
