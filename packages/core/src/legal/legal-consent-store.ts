import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The legal checkbox (feature `legalCheckbox`): the documents the visitor agrees to, and whether they have. With the
 * feature off, or no document configured, `required` is false and nothing is asked. The view links only http(s) URLs
 * (legalDocumentHref); a document without one is named, not linked.
 */
export interface LegalConsentState {
  required: boolean;
  accepted: boolean;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
}

export type LegalConsentStore = StoreApi<LegalConsentState>;

export function createLegalConsentStore(
  enabled: boolean,
  { termsConditionsUrl, privacyPolicyUrl }: { termsConditionsUrl?: string; privacyPolicyUrl?: string },
): LegalConsentStore {
  return createStore<LegalConsentState>(() =>
    enabled && (termsConditionsUrl || privacyPolicyUrl)
      ? { required: true, accepted: false, termsConditionsUrl, privacyPolicyUrl }
      : { required: false, accepted: false },
  );
}

/** True while connecting must wait for the visitor to tick the box. */
export function isLegalConsentMissing(state: LegalConsentState): boolean {
  return state.required && !state.accepted;
}
