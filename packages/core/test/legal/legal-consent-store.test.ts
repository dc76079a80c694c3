// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createLegalConsentStore, isLegalConsentMissing } from '../../src/legal/legal-consent-store';

describe('the legal consent store', () => {
  it('is required with the feature on and a web link, until accepted', () => {
    const store = createLegalConsentStore(true, { termsConditionsUrl: 'https://dapp.example/terms' });
    expect(store.getState()).toMatchObject({ required: true, accepted: false, termsConditionsUrl: 'https://dapp.example/terms' });
    expect(isLegalConsentMissing(store.getState())).toBe(true);
    store.setState({ accepted: true });
    expect(isLegalConsentMissing(store.getState())).toBe(false);
  });

  it('asks nothing with the feature off, even with links', () => {
    const store = createLegalConsentStore(false, { termsConditionsUrl: 'https://a.example', privacyPolicyUrl: 'https://b.example' });
    expect(store.getState()).toEqual({ required: false, accepted: false, termsConditionsUrl: undefined, privacyPolicyUrl: undefined });
    expect(isLegalConsentMissing(store.getState())).toBe(false);
  });

  it('drops links that are not http(s), with a warning, and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createLegalConsentStore(true, {
      termsConditionsUrl: 'javascript:alert(1)',
      privacyPolicyUrl: 'http://localhost:5173/privacy',
    });
    expect(store.getState()).toMatchObject({
      required: true,
      termsConditionsUrl: undefined,
      privacyPolicyUrl: 'http://localhost:5173/privacy',
    });
    expect(createLegalConsentStore(true, { termsConditionsUrl: 'not a url' }).getState().required).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
