// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { legalDocumentHref } from '../../src/legal/legal-document-href';
import { createLegalConsentStore, isLegalConsentMissing } from '../../src/legal/legal-consent-store';

describe('the legal consent store', () => {
  it('is required with the feature on and a document, until accepted', () => {
    const store = createLegalConsentStore(true, { termsConditionsUrl: 'https://dapp.example/terms' });
    expect(store.getState()).toMatchObject({ required: true, accepted: false, termsConditionsUrl: 'https://dapp.example/terms' });
    expect(isLegalConsentMissing(store.getState())).toBe(true);
    store.setState({ accepted: true });
    expect(isLegalConsentMissing(store.getState())).toBe(false);
  });

  it('asks nothing with the feature off, even with documents, nor with the feature on and none', () => {
    const off = createLegalConsentStore(false, { termsConditionsUrl: 'https://a.example', privacyPolicyUrl: 'https://b.example' });
    expect(off.getState()).toEqual({ required: false, accepted: false });
    expect(isLegalConsentMissing(off.getState())).toBe(false);
    expect(createLegalConsentStore(true, {}).getState().required).toBe(false);
  });
});

describe('a legal document link', () => {
  it('is kept for http(s) URLs and refused, with a warning, for anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(legalDocumentHref('http://localhost:5173/privacy')).toBe('http://localhost:5173/privacy');
    expect(legalDocumentHref('https://dapp.example/terms?v=2')).toBe('https://dapp.example/terms?v=2');
    expect(legalDocumentHref(undefined)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(legalDocumentHref('javascript:alert(1)')).toBeUndefined();
    expect(legalDocumentHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(legalDocumentHref('not a url')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
