import type { FrameAccountType } from '@airlock/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * Where an email login stands: the frame loading, a new device waiting for its mailed approval, the code form open, the adapter connecting.
 */
export type EmbeddedStatus = 'idle' | 'loading' | 'awaiting-device' | 'awaiting-code' | 'connecting';

export interface EmbeddedState {
  /** The secure frame's address, as the server's project config gives it. */
  frameUrl?: string;
  status: EmbeddedStatus;
  /** The frame shows its own UI (a code form, an approval) and wants to be on screen. */
  frameVisible: boolean;
  /** The height (CSS px) the frame's view asked for (FRAME_HEIGHT); the view hosting the frame sizes its slot by it. */
  frameHeight?: number;
  email?: string;
  /** The social provider being signed in with, while its popup is open. */
  socialProvider?: string;
  /** Social logins the project offers (from the server), in display order. */
  socialProviders?: string[];
  /** Why the last attempt ended, in words for the view. */
  error?: string;
  /** Who is signed in to the embedded wallet (email or social name), for the Account view. */
  user?: { email?: string | null; userName?: string | null; address: string };
  /** The account type the signed-in user prefers (spec §6: EVM defaults to smartAccount). */
  preferredAccountType?: FrameAccountType;
  /** Chains where the account can be a smart account (the batch executor is deployed there). */
  smartAccountEnabledNetworks?: number[];
  /** Why the last account type switch failed (it fell back to eoa), in words for the view. */
  accountTypeError?: string;
  /**
   * The private key export: asking the frame for a code, the frame showing its form and the key, or why it stopped (the key itself never
   * leaves the frame).
   */
  keyExport?: { status: 'starting' | 'in-frame' } | { status: 'failed'; error: string };
  /**
   * The email update (UpdateEmailWallet): sending the first code, the frame asking for the codes
   * (the current address's first when `action` is VERIFY_PRIMARY_OTP), or why it stopped.
   */
  emailUpdate?:
    | { status: 'sending'; email: string }
    | { status: 'in-frame'; email: string; action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
    | { status: 'failed'; error: string };
  /** The secure frame's iframe once it exists; views place it on screen while `frameVisible`. */
  iframe?: HTMLIFrameElement;
}

export type EmbeddedStore = StoreApi<EmbeddedState>;

export function createEmbeddedStore(): EmbeddedStore {
  return createStore<EmbeddedState>(() => ({ status: 'idle', frameVisible: false }));
}
