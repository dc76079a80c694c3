import { createStore, type StoreApi } from 'zustand/vanilla';
import { MODAL_SHAKE_MS } from '../constants/timing';

export interface ModalState {
  open: boolean;
  loading: boolean;
  shake: boolean;
}

export type ModalStore = StoreApi<ModalState>;

export function createModalStore(): ModalStore {
  return createStore<ModalState>(() => ({ open: false, loading: false, shake: false }));
}

/** Shakes the modal for 500 ms, e.g. when a view refuses to close. */
export function shakeModal(store: ModalStore): void {
  store.setState({ shake: true });
  setTimeout(() => store.setState({ shake: false }), MODAL_SHAKE_MS);
}
