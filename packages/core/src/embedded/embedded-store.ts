import { createStore, type StoreApi } from 'zustand/vanilla';

/** Where an email login stands: the frame loading, its code form open, the adapter connecting. */
export type EmbeddedStatus = 'idle' | 'loading' | 'awaiting-code' | 'connecting';

export interface EmbeddedState {
  /** The secure frame's address, as the server's project config gives it. */
  frameUrl?: string;
  status: EmbeddedStatus;
  /** The frame shows its own UI (a code form, an approval) and wants to be on screen. */
  frameVisible: boolean;
  email?: string;
  /** The social provider being signed in with, while its popup is open. */
  socialProvider?: string;
  /** Social logins the project offers (from the server), in display order. */
  socialProviders?: string[];
  /** Why the last attempt ended, in words for the view. */
  error?: string;
  /** Who is signed in to the embedded wallet (email or social name), for the Account view. */
  user?: { email?: string | null; userName?: string | null; address: string };
  /** The secure frame's iframe once it exists; views place it on screen while `frameVisible`. */
  iframe?: HTMLIFrameElement;
}

export type EmbeddedStore = StoreApi<EmbeddedState>;

export function createEmbeddedStore(): EmbeddedStore {
  return createStore<EmbeddedState>(() => ({ status: 'idle', frameVisible: false }));
}
