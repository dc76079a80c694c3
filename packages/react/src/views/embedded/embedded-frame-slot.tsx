import { useEffect, useRef } from 'react';
import type { EmbeddedState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { bridgeFrameFocus } from './frame-focus-bridge';

const selectFrame = (state: EmbeddedState) => ({ iframe: state.iframe, visible: state.frameVisible });
/** Frames the dialog's height animation lasts, during which the slot is re-measured. */
const SETTLE_FRAMES = 30;

/** Lays the frame over `slot`; moving the iframe into the dialog would reload it and lose its state. */
function place(iframe: HTMLIFrameElement, slot: HTMLElement): void {
  const rect = slot.getBoundingClientRect();
  const style = iframe.style;
  style.position = 'fixed';
  style.left = `${rect.left}px`;
  style.top = `${rect.top}px`;
  style.width = `${rect.width}px`;
  style.height = `${rect.height}px`;
  style.border = '0';
  style.zIndex = '2147483647';
  style.background = 'transparent';
}

/**
 * Where the secure frame appears while it shows its own UI (the code form, an approval). The frame
 * lives on its own origin: what the visitor types there never passes through this page.
 */
export function EmbeddedFrameSlot() {
  const client = useAirlock();
  const { iframe, visible } = useExternalState(client.embedded, selectFrame);
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = slot.current;
    if (!iframe || !visible || !element) return;
    const update = () => place(iframe, element);
    update();
    iframe.hidden = false;
    iframe.focus();
    const unbridge = bridgeFrameFocus(iframe, element);
    let frames = 0;
    let animation = requestAnimationFrame(function settle() {
      update();
      if (++frames < SETTLE_FRAMES) animation = requestAnimationFrame(settle);
    });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      cancelAnimationFrame(animation);
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      unbridge();
      iframe.hidden = true;
    };
  }, [iframe, visible]);

  // Reached by Tab like any control, it passes focus on into the frame.
  return <div ref={slot} className="airlock-frame-slot" data-visible={visible} tabIndex={visible && iframe ? 0 : -1} onFocus={() => iframe?.focus()} />;
}
