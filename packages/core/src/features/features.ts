import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RemoteFeatures } from '@airlock/protocol';

/** Switches the dApp sets in code (spec §9 defaults). */
export interface LocalFeatures {
  analytics: boolean;
  email: boolean;
  socials: boolean;
  swaps: boolean;
  send: boolean;
  receive: boolean;
  onramp: boolean;
  activity: boolean;
  pay: boolean;
  allWallets: boolean;
  /** Connecting waits for the visitor to agree to `termsConditionsUrl` / `privacyPolicyUrl` (spec §9: off). */
  legalCheckbox: boolean;
}

export const DEFAULT_LOCAL_FEATURES: LocalFeatures = {
  analytics: true,
  email: true,
  socials: true,
  swaps: true,
  send: true,
  receive: true,
  onramp: true,
  activity: true,
  pay: false,
  allWallets: true,
  legalCheckbox: false,
};

export type FeatureName = keyof LocalFeatures;

/** Features that also need the project's remote switch on (spec §6). */
const REMOTE_GATED: Partial<Record<FeatureName, keyof RemoteFeatures>> = {
  email: 'email',
  socials: 'socials',
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
};

export interface FeaturesState {
  local: LocalFeatures;
  /** undefined until the project config has loaded (or forever without a server). */
  remote: RemoteFeatures | undefined;
  remoteStatus: 'idle' | 'loading' | 'loaded' | 'failed' | 'basic';
}

export type FeaturesStore = StoreApi<FeaturesState>;

export function createFeaturesStore(local: Partial<LocalFeatures> = {}, basic = false): FeaturesStore {
  return createStore<FeaturesState>(() => ({
    local: { ...DEFAULT_LOCAL_FEATURES, ...local },
    remote: undefined,
    remoteStatus: basic ? 'basic' : 'idle',
  }));
}

function remoteOn(value: RemoteFeatures[keyof RemoteFeatures] | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : value === true;
}

/** A section loads only when its feature is on locally and, where the project decides, remotely too. */
export function isFeatureEnabled(state: FeaturesState, feature: FeatureName): boolean {
  if (!state.local[feature]) return false;
  const remoteKey = REMOTE_GATED[feature];
  if (!remoteKey) return true;
  if (state.remoteStatus === 'basic') return false;
  return remoteOn(state.remote?.[remoteKey]);
}

export function isMultiWalletEnabled(state: FeaturesState): boolean {
  return state.remoteStatus !== 'basic' && state.remote?.multiWallet === true;
}
