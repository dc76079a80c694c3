import { createStore, type StoreApi } from 'zustand/vanilla';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants/timing';

/** The WalletConnect attempt (spec §4): disconnected, connecting, connected. */
export type WalletConnectStatus = 'disconnected' | 'connecting' | 'connected';

export interface WalletConnectState {
  status: WalletConnectStatus;
  /** The pairing URI the QR code and deep links carry; absent until the relay handed one out. */
  uri?: string;
  /** When the current URI stops being usable, in ms since the epoch. */
  pairingExpiry?: number;
  /** Why the last attempt ended, so the view can offer a retry. */
  error?: 'rejected' | 'failed';
}

export type WalletConnectStore = StoreApi<WalletConnectState>;

export function createWalletConnectStore(): WalletConnectStore {
  return createStore<WalletConnectState>(() => ({ status: 'disconnected' }));
}

/** A pairing counts as expired when 10 s or less of it remain (spec §5). */
export function isPairingExpired(state: WalletConnectState, now = Date.now()): boolean {
  return state.pairingExpiry === undefined || state.pairingExpiry - now <= PAIRING_EXPIRY_MARGIN_MS;
}

export function showPairingUri(store: WalletConnectStore, uri: string, now = Date.now()): void {
  store.setState({ status: 'connecting', uri, pairingExpiry: now + PAIRING_LIFETIME_MS, error: undefined });
}
