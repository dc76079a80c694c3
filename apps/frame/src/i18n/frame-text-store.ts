import { useSyncExternalStore } from 'react';
import { FRAME_LOCALE_LOADERS } from './frame-locale-loaders';
import type { FrameMessages } from './frame-messages';
import { frame as english } from './locales/en';

export interface FrameTextState {
  /** The locale shown: the one asked for once its strings have loaded, English until then. */
  locale: string;
  direction: 'ltr' | 'rtl';
  messages: FrameMessages;
}

const RIGHT_TO_LEFT = new Set(['ar']);

export interface FrameTextStore {
  get(): FrameTextState;
  subscribe(listener: () => void): () => void;
  /** Shows the frame in `locale` once its strings have loaded; a locale the frame does not have leaves it as it is. */
  show(locale: string | undefined): Promise<void>;
}

export function createFrameTextStore(
  loaders: Readonly<Record<string, () => Promise<FrameMessages>>> = FRAME_LOCALE_LOADERS,
): FrameTextStore {
  let state: FrameTextState = { locale: 'en', direction: 'ltr', messages: english };
  let requested = 'en';
  const listeners = new Set<() => void>();
  const set = (next: FrameTextState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async show(locale) {
      if (!locale || (locale !== 'en' && !Object.hasOwn(loaders, locale))) return;
      requested = locale;
      if (locale === 'en') return set({ locale, direction: 'ltr', messages: english });
      try {
        const messages = await loaders[locale]!();
        if (requested === locale) set({ locale, direction: RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr', messages });
      } catch (error) {
        console.warn(`Airlock frame: could not load the ${locale} strings`, error);
      }
    },
  };
}

/** The frame page's one store: its views read their words from it. */
export const frameTextStore = createFrameTextStore();

/** The frame's strings in its locale (English until the locale's have loaded). */
export function useFrameText(): FrameMessages {
  return useSyncExternalStore(frameTextStore.subscribe, () => frameTextStore.get().messages);
}
