import { createStore } from 'zustand/vanilla';
import { TOAST_SWAP_DELAY_MS } from '../constants/timing';

export type ToastVariant = 'success' | 'error' | 'loading';

/**
 * How long a success or error toast stays (the spec gives none; AppKit's snackbar shows 2.5 s).
 * Kept by the store, not the view, so a toast never outlives it whoever renders it.
 */
export const TOAST_VISIBLE_MS = 2_500;

export interface ToastState {
  open: boolean;
  message: string;
  variant: ToastVariant;
}

export interface Toasts {
  getState(): ToastState;
  subscribe(listener: (state: ToastState) => void): () => void;
  show(message: string, variant: ToastVariant): void;
  hide(): void;
}

/**
 * One toast at a time: a new message closes the open one and shows after 150 ms (spec §4).
 * Success and error toasts close by themselves; a loading one stays until replaced or hidden.
 */
export function createToasts(): Toasts {
  const store = createStore<ToastState>(() => ({ open: false, message: '', variant: 'success' }));
  let swap: ReturnType<typeof setTimeout> | undefined;
  let dismiss: ReturnType<typeof setTimeout> | undefined;

  const hide = () => {
    clearTimeout(swap);
    clearTimeout(dismiss);
    store.setState({ open: false });
  };
  const open = (message: string, variant: ToastVariant) => {
    store.setState({ open: true, message, variant });
    if (variant !== 'loading') dismiss = setTimeout(hide, TOAST_VISIBLE_MS);
  };

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    show(message, variant) {
      const wasOpen = store.getState().open;
      hide();
      if (wasOpen) swap = setTimeout(() => open(message, variant), TOAST_SWAP_DELAY_MS);
      else open(message, variant);
    },
    hide,
  };
}
