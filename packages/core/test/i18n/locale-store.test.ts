import { describe, expect, it } from 'vitest';
import { LOCALE_LOADERS } from '../../src/i18n/locale-loaders';
import { createLocaleStore } from '../../src/i18n/locale-store';
import { main as english } from '../../src/i18n/locales/en/main';
import { accountSections as germanSections } from '../../src/i18n/locales/de/account-sections';
import { main as germanMain } from '../../src/i18n/locales/de/main';
import { send as germanSend } from '../../src/i18n/locales/de/send';

describe('the locale store', () => {
  it('keeps showing the current locale while the next one loads, then shows it with its parts in use', async () => {
    const store = createLocaleStore();
    store.usePart('send');
    const switching = store.setLocale('de');
    expect(store.getState()).toMatchObject({ locale: 'en', requested: 'de', main: english });
    await switching;
    const german = store.getState();
    expect(german).toMatchObject({ locale: 'de', direction: 'ltr' });
    expect(german.main).toBe(germanMain);
    expect(german.parts.send).toBe(germanSend);
    await store.setLocale('en');
    expect(store.getState()).toMatchObject({ locale: 'en', main: english, parts: {} });
  });

  it('lays Arabic out right to left', async () => {
    const store = createLocaleStore({ ...LOCALE_LOADERS, ar: LOCALE_LOADERS.ar ?? LOCALE_LOADERS.de! });
    await store.setLocale('ar');
    expect(store.getState()).toMatchObject({ locale: 'ar', direction: 'rtl' });
  });

  it('stays on the current locale when the next one cannot load, and a later switch wins over an earlier one', async () => {
    const store = createLocaleStore({ de: { ...LOCALE_LOADERS.de!, main: () => Promise.reject(new Error('offline')) } });
    const warn = console.warn;
    console.warn = () => undefined;
    await store.setLocale('de');
    console.warn = warn;
    expect(store.getState()).toMatchObject({ locale: 'en', requested: 'en' });

    const loading = createLocaleStore();
    const german = loading.setLocale('de');
    await loading.setLocale('en');
    await german;
    expect(loading.getState().locale).toBe('en');
  });

  it('loads a part on first use for the locale shown', async () => {
    const store = createLocaleStore();
    await store.setLocale('de');
    expect(store.getState().parts.accountSections).toBeUndefined();
    store.usePart('accountSections');
    await expect.poll(() => store.getState().parts.accountSections?.noActivity).toBe(germanSections.noActivity);
  });
});
