import { createStore } from 'zustand/vanilla';
import { TOAST_SWAP_DELAY_MS } from '../constants/timing';

export type ToastVariant = 'success' | 'error' | 'loading';

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

/** One toast at a time: a new message closes the open one and shows after 150 ms (spec §4). */
export function createToasts(): Toasts {
  const store = createStore<ToastState>(() => ({ open: false, message: '', variant: 'success' }));
  let pending: ReturnType<typeof setTimeout> | undefined;

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    show(message, variant) {
      clearTimeout(pending);
      if (store.getState().open) {
        store.setState({ open: false });
        pending = setTimeout(() => store.setState({ open: true, message, variant }), TOAST_SWAP_DELAY_MS);
      } else {
        store.setState({ open: true, message, variant });
      }
    },
    hide() {
      clearTimeout(pending);
      store.setState({ open: false });
    },
  };
}
