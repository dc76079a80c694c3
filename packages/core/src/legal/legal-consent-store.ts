import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The legal checkbox (feature `legalCheckbox`): the documents the visitor agrees to, and whether they have. With the
 * feature off, or no document configured, `required` is false and nothing is asked.
 */
export interface LegalConsentState {
  required: boolean;
  accepted: boolean;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
}

export type LegalConsentStore = StoreApi<LegalConsentState>;

/** Only http(s) links are shown: a `javascript:` URL in the dApp's config must not become a clickable script. */
function webUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Not a URL at all; reported below like any other refused link.
  }
  console.warn(`[airlock] ignoring legal document link "${value}": only http(s) URLs are shown`);
  return undefined;
}

export function createLegalConsentStore(
  enabled: boolean,
  documents: { termsConditionsUrl?: string; privacyPolicyUrl?: string },
): LegalConsentStore {
  const termsConditionsUrl = enabled ? webUrl(documents.termsConditionsUrl) : undefined;
  const privacyPolicyUrl = enabled ? webUrl(documents.privacyPolicyUrl) : undefined;
  return createStore<LegalConsentState>(() => ({
    required: termsConditionsUrl !== undefined || privacyPolicyUrl !== undefined,
    accepted: false,
    termsConditionsUrl,
    privacyPolicyUrl,
  }));
}

/** True while connecting must wait for the visitor to tick the box. */
export function isLegalConsentMissing(state: LegalConsentState): boolean {
  return state.required && !state.accepted;
}
