import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '../../src/i18n/negotiate-locale';
import { localeDirection, SUPPORTED_LOCALES } from '../../src/i18n/locales';

describe('negotiateLocale', () => {
  it('takes an exact match, in any case and with _ for -', () => {
    expect(negotiateLocale(['de'])).toBe('de');
    expect(negotiateLocale(['pt-BR'])).toBe('pt-BR');
    expect(negotiateLocale(['zh-tw'])).toBe('zh-TW');
    expect(negotiateLocale(['zh_CN'])).toBe('zh-CN');
  });

  it('falls back to the language alone, or the regional locale serving it', () => {
    expect(negotiateLocale(['de-AT'])).toBe('de');
    expect(negotiateLocale(['en-GB'])).toBe('en');
    expect(negotiateLocale(['pt'])).toBe('pt-BR');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['zh'])).toBe('zh-CN');
    expect(negotiateLocale(['zh-HK'])).toBe('zh-TW');
    expect(negotiateLocale(['zh-Hant-HK'])).toBe('zh-TW');
    expect(negotiateLocale(['zh-Hans-SG'])).toBe('zh-CN');
  });

  it('follows the visitor’s order of preference, skipping what is not supported', () => {
    expect(negotiateLocale(['gsw-CH', 'fr-CH', 'de'])).toBe('fr');
    expect(negotiateLocale(['ja-JP', 'en-US'])).toBe('ja');
  });

  it('is English when nothing matches or nothing is asked (a server has no navigator)', () => {
    expect(negotiateLocale(['xx', 'sv-SE'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
  });

  it('lists the 21 locales, Arabic right to left', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(21);
    expect(localeDirection('ar')).toBe('rtl');
    expect(SUPPORTED_LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar']);
  });
});
