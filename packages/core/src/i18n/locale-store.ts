import { createStore } from 'zustand/vanilla';
import type { Catalogue, CataloguePart, MainMessages } from './catalogue-types';
import type { LocaleLoaders } from './locale-loaders';
import { DEFAULT_LOCALE, localeDirection, type AirlockLocale } from './locales';
import { main as englishMain } from './locales/en/main';

export interface LocaleState {
  /** The locale the modal speaks now: the one asked for once its strings have loaded, the previous one until then. */
  locale: AirlockLocale;
  direction: 'ltr' | 'rtl';
  /** The shown locale's main part (English bundled). */
  main: MainMessages;
  /** The shown locale's other parts loaded so far; English's come from the views that use them. */
  parts: Partial<Catalogue>;
  /** The locale asked for last (it may still be loading). */
  requested: AirlockLocale;
}

export interface LocaleStore {
  getState(): LocaleState;
  subscribe(listener: (state: LocaleState) => void): () => void;
  /** Shows `locale` once its main part and every part in use have loaded; the current one stays until then. */
  setLocale(locale: AirlockLocale): Promise<void>;
  /** Loads a part for the shown locale (a view that needs it calls this); English's is the caller's own. */
  usePart(part: Exclude<CataloguePart, 'main'>): void;
}

type LoaderMap = Partial<Record<AirlockLocale, LocaleLoaders>>;

/** The loaders of every locale but English: a chunk of its own, so an English first load does not carry ~80 import()s. */
const loadLocaleLoaders = (): Promise<LoaderMap> => import('./locale-loaders').then((module) => module.LOCALE_LOADERS);

/**
 * The modal's locale and its strings, loaded part by part as views need them. `loaders` (tests pass
 * their own) defaults to LOCALE_LOADERS, itself loaded with the first locale other than English.
 */
export function createLocaleStore(loaders?: LoaderMap): LocaleStore {
  const store = createStore<LocaleState>(() => ({
    locale: DEFAULT_LOCALE,
    direction: 'ltr',
    main: englishMain,
    parts: {},
    requested: DEFAULT_LOCALE,
  }));
  const used = new Set<Exclude<CataloguePart, 'main'>>();
  const cache = new Map<string, Promise<unknown>>();
  let loaderMap: Promise<LoaderMap> | undefined;
  const loadersOf = (locale: AirlockLocale): Promise<LocaleLoaders | undefined> => {
    if (!loaderMap) {
      loaderMap = loaders ? Promise.resolve(loaders) : loadLocaleLoaders();
      // A failed load may be retried on the next request.
      loaderMap.catch(() => (loaderMap = undefined));
    }
    return loaderMap.then((map) => map[locale]);
  };

  const load = <Part extends CataloguePart>(locale: AirlockLocale, part: Part): Promise<Catalogue[Part]> => {
    const key = `${locale}/${part}`;
    let loading = cache.get(key) as Promise<Catalogue[Part]> | undefined;
    if (!loading) {
      loading = loadersOf(locale).then((localeLoaders) => {
        const loader = localeLoaders?.[part];
        if (!loader) throw new Error(`Airlock has no ${part} strings for locale ${locale}`);
        return loader() as Promise<Catalogue[Part]>;
      });
      // A failed load may be retried on the next request.
      loading.catch(() => cache.delete(key));
      cache.set(key, loading);
    }
    return loading;
  };

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    async setLocale(locale) {
      store.setState({ requested: locale });
      if (locale === DEFAULT_LOCALE) {
        store.setState({ locale, direction: 'ltr', main: englishMain, parts: {} });
        return;
      }
      const wanted = [...used];
      try {
        const [main, ...others] = await Promise.all([load(locale, 'main'), ...wanted.map((part) => load(locale, part))]);
        if (store.getState().requested !== locale) return;
        const parts: Partial<Catalogue> = {};
        wanted.forEach((part, index) => Object.assign(parts, { [part]: others[index] }));
        store.setState({ locale, direction: localeDirection(locale), main, parts });
      } catch (error) {
        if (store.getState().requested === locale) store.setState({ requested: store.getState().locale });
        console.warn(`[airlock] could not load the ${locale} strings; the modal stays in ${store.getState().locale}`, error);
      }
    },
    usePart(part) {
      used.add(part);
      const { locale, parts } = store.getState();
      if (locale === DEFAULT_LOCALE || parts[part]) return;
      load(locale, part).then(
        (messages) => {
          const current = store.getState();
          if (current.locale === locale && !current.parts[part]) store.setState({ parts: { ...current.parts, [part]: messages } });
        },
        (error: unknown) => console.warn(`[airlock] could not load the ${locale} ${part} strings`, error),
      );
    },
  };
}
