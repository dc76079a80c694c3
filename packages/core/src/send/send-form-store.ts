import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AccountNft } from '@airlock/protocol';
import type { ChainStore } from '../connection/chain-store';
import type { RecipientNameResolution } from '../names/recipient-name';

/**
 * form → preview → (the wallet asks) confirming → pending → confirmed or failed; or sent, when the
 * transaction went out but waiting for its receipt failed without the chain saying it reverted (its
 * status is unknown here; Activity keeps it pending).
 */
export type SendStep = 'form' | 'preview' | 'confirming' | 'pending' | 'confirmed' | 'failed' | 'sent';

/** What the Send view shows and the visitor typed; kept while the modal closes, cleared on a namespace switch. */
export interface SendFormState {
  /** A SendableToken key; undefined picks the first token offered. */
  tokenKey?: string;
  /** The NFT chosen in the NFTs tab; while set (and on the active network) it is sent instead of a token. */
  nft?: AccountNft;
  amount: string;
  recipient: string;
  /** When the recipient is a name: what it resolved to (the form sends to that address). */
  recipientName?: RecipientNameResolution;
  step: SendStep;
  /** The estimated network fee in the native currency's smallest unit. */
  fee?: bigint;
  feeStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** Why the fee could not be estimated (a spec §8 chain node message when the node refused). */
  feeError?: string;
  hash?: string;
  /** Why the last send failed (the wallet's refusal or a spec §8 chain node message). */
  error?: string;
}

export type SendFormStore = StoreApi<SendFormState>;

export function initialSendForm(): SendFormState {
  return { amount: '', recipient: '', step: 'form', feeStatus: 'idle' };
}

/** The Send form's store; switching the active namespace resets it (spec §4). */
export function createSendFormStore(chain: ChainStore): SendFormStore {
  const store = createStore<SendFormState>(initialSendForm);
  chain.subscribe((state, previous) => {
    if (state.activeNamespace !== previous.activeNamespace) store.setState(initialSendForm(), true);
  });
  return store;
}
