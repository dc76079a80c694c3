import type { ChainNamespace } from '../caip/namespace';
import type { Network } from '../network/network';
import type { SiwxMessage } from './siwx-message';

/** An account on a network: what a sign-in session is for. */
export interface SiwxPair {
  namespace: ChainNamespace;
  address: string;
  network: Network;
  /** CAIP-2. */
  chainId: string;
  /** The same for the same account on the same network (eip155 addresses compared without case). */
  key: string;
}

/** What the sign-in flow remembers for one client between its steps. */
export interface SiwxFlowState {
  /** The check running for a pair, shared by every trigger of that pair (a switch reported twice asks once). */
  asking?: { key: string; done: Promise<boolean> };
  /** The last pair with a session: where a required sign-in's Cancel goes back to. */
  lastAuthenticated?: SiwxPair;
  /** Messages a failed attempt used: a retry asks the store for a fresh one (its nonce may be spent or expired). */
  spent: WeakSet<SiwxMessage>;
}

const states = new WeakMap<object, SiwxFlowState>();

/** The flow's state for a client (keyed by its context, so it goes with it). */
export function siwxFlowState(owner: object): SiwxFlowState {
  let state = states.get(owner);
  if (!state) {
    state = { spent: new WeakSet() };
    states.set(owner, state);
  }
  return state;
}

export function siwxPairKey(chainId: string, address: string): string {
  return `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`;
}
