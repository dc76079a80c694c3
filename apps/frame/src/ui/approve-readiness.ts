import { useEffect, useState, type RefObject } from 'react';

/**
 * How long Approve stays off after a request appears or the frame shows again: time to read it, and no click meant for something else lands
 * on it.
 */
export const APPROVE_DELAY_MS = 700;
/** IntersectionObserver v2's shortest allowed delay between visibility checks. */
const VISIBILITY_CHECK_MS = 100;

/** waiting: the delay runs; hidden: the page is hidden or covers the frame; ready: Approve works. */
export type ApproveReadiness = 'waiting' | 'hidden' | 'ready';

/** IntersectionObserver v2 (Chromium): isVisible says nothing covers the target, and no opacity, filter or transform hides it. */
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };
type VisibilityOptions = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number };

/**
 * Whether Approve may be clicked for request `turn`: only APPROVE_DELAY_MS after the request
 * appeared (a new turn starts over), after the page was last hidden, and after the frame was
 * last covered or scrolled away. Where IntersectionObserver v2 reports visibility, never while it
 * says the frame is not visible; elsewhere by isIntersecting only.
 */
export function useApproveReadiness(target: RefObject<HTMLElement | null>, turn: number): ApproveReadiness {
  const [readiness, setReadiness] = useState<ApproveReadiness>('waiting');

  useEffect(() => {
    let pageVisible = document.visibilityState !== 'hidden';
    // With an observer, unknown until its first report: Approve waits for it.
    let frameVisible: boolean | undefined = typeof IntersectionObserver === 'function' ? undefined : true;
    let delayOver = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    let frameOffScreen = false;
    // The visible hint only once the delay is over and the frame is on screen: while the modal brings
    // the frame in (hidden, fading in) nobody could read it, and it would change the height the frame asks for.
    const show = () => {
      const blocked = !pageVisible || frameVisible === false;
      setReadiness(blocked ? (delayOver && !frameOffScreen ? 'hidden' : 'waiting') : delayOver && frameVisible ? 'ready' : 'waiting');
    };
    const restartDelay = () => {
      clearTimeout(timer);
      delayOver = false;
      timer = setTimeout(() => {
        delayOver = true;
        show();
      }, APPROVE_DELAY_MS);
    };

    const onPageVisibility = () => {
      const was = pageVisible;
      pageVisible = document.visibilityState !== 'hidden';
      if (!was && pageVisible) restartDelay();
      show();
    };
    document.addEventListener('visibilitychange', onPageVisibility);

    let observer: IntersectionObserver | undefined;
    const element = target.current;
    if (frameVisible === undefined && element) {
      const options: VisibilityOptions = { trackVisibility: true, delay: VISIBILITY_CHECK_MS, threshold: [0, 1] };
      observer = new IntersectionObserver((entries) => {
        const entry = entries.at(-1) as VisibilityEntry | undefined;
        if (!entry) return;
        const visible = typeof entry.isVisible === 'boolean' ? entry.isVisible : entry.isIntersecting;
        const was = frameVisible;
        frameVisible = visible;
        frameOffScreen = !entry.isIntersecting;
        if (was === false && visible) restartDelay();
        show();
      }, options);
      observer.observe(element);
    }

    restartDelay();
    show();
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onPageVisibility);
    };
  }, [target, turn]);

  return readiness;
}
