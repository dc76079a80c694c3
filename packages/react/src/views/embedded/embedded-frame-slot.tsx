import { useEffect, useRef } from 'react';
import type { EmbeddedState } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState } from '../../hooks/use-external-state';
import { bridgeFrameFocus } from './frame-focus-bridge';

const selectFrame = (state: EmbeddedState) => ({ iframe: state.iframe, visible: state.frameVisible, height: state.frameHeight });
/** The most of the viewport the slot takes, however tall the frame asks to be (the stylesheet's default is capped alike). */
const MAX_VIEWPORT_SHARE = '62vh';
/** The stylesheet's height for the slot (before the share cap): an approval's slot is never shorter. */
const DEFAULT_HEIGHT_PX = 440;
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
 * `fitToFrame`: exactly as tall as the frame asks (a code form), rather than at least the default
 * (an approval, whose buttons then never move under a pointer as its height arrives).
 */
export function EmbeddedFrameSlot({ fitToFrame = false }: { fitToFrame?: boolean }) {
  const client = useAirlock();
  const { iframe, visible, height } = useExternalState(client.embedded, selectFrame);
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = slot.current;
    if (!iframe || !visible || !element) return;
    const update = () => place(iframe, element);
    update();
    iframe.hidden = false;
    iframe.focus();
    const unbridge = bridgeFrameFocus(iframe, element);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      unbridge();
      iframe.hidden = true;
    };
  }, [iframe, visible]);

  // The dialog animates to its new height (on showing, and when the frame asks for another height), moving the slot: followed frame by
  // frame.
  useEffect(() => {
    const element = slot.current;
    if (!iframe || !visible || !element) return;
    let frames = 0;
    let animation = requestAnimationFrame(function settle() {
      place(iframe, element);
      if (++frames < SETTLE_FRAMES) animation = requestAnimationFrame(settle);
    });
    return () => cancelAnimationFrame(animation);
  }, [iframe, visible, height]);

  // As tall as the frame's view asks (FRAME_HEIGHT): no empty space under a short form, no hidden scrolling in a long request.
  const asked = visible && height ? (fitToFrame ? height : Math.max(height, DEFAULT_HEIGHT_PX)) : undefined;
  const style = asked && (fitToFrame || asked > DEFAULT_HEIGHT_PX) ? { minHeight: `min(${asked}px, ${MAX_VIEWPORT_SHARE})` } : undefined;
  // Reached by Tab like any control, it passes focus on into the frame.
  return (
    <div
      ref={slot}
      className="airlock-frame-slot"
      data-visible={visible}
      style={style}
      tabIndex={visible && iframe ? 0 : -1}
      onFocus={() => iframe?.focus()}
    />
  );
}
