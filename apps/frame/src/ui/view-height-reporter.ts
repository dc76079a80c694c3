/** Marks a view's scrolling box: what it hides by scrolling counts in the height the view asks for. */
export const SCROLLER_ATTRIBUTE = 'data-frame-scroll';

/** The height (CSS px, whole) `view` needs to show everything without scrolling. */
export function neededHeight(view: Element): number {
  let height = view.getBoundingClientRect().height;
  for (const scroller of Array.from(view.querySelectorAll(`[${SCROLLER_ATTRIBUTE}]`)))
    height += scroller.scrollHeight - scroller.clientHeight;
  return Math.ceil(height);
}

/**
 * Reports (FRAME_HEIGHT) the height the view shown in `root` needs, each time it changes: another
 * view, an error line, an opened detail. The modal sizes the frame's slot by it. Returns the stop.
 */
export function reportViewHeight(root: Element, report: (height: number) => void): () => void {
  if (typeof ResizeObserver !== 'function') return () => undefined;
  let last = 0;
  const measure = () => {
    const view = root.firstElementChild;
    const height = view ? neededHeight(view) : 0;
    if (height > 0 && height !== last) report(height);
    last = height;
  };
  const sizes = new ResizeObserver(measure);
  const watch = () => {
    sizes.disconnect();
    const view = root.firstElementChild;
    if (view) {
      sizes.observe(view);
      // A scrolling box keeps its size while its content grows: its content is watched instead.
      for (const scroller of Array.from(view.querySelectorAll(`[${SCROLLER_ATTRIBUTE}]`)))
        for (const child of Array.from(scroller.children)) sizes.observe(child);
    }
    measure();
  };
  const changes = new MutationObserver(watch);
  changes.observe(root, { childList: true, subtree: true });
  watch();
  return () => {
    changes.disconnect();
    sizes.disconnect();
  };
}
