const FOCUSABLE = 'button:not([disabled]),input:not([disabled]),a[href],textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * When the modal hands focus to this frame (Tab reached the frame's place in the dialog), the
 * frame's document gets it with nothing inside focused; the first control takes it, so one Tab
 * press is one stop, as anywhere else in the dialog. Returns the cleanup.
 */
export function focusFirstControlOnArrival(target: Window = window): () => void {
  const onFocus = () => {
    const active = target.document.activeElement;
    if (active && active !== target.document.body) return;
    target.document.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  target.addEventListener('focus', onFocus);
  return () => target.removeEventListener('focus', onFocus);
}
