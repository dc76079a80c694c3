/** The locales Airlock speaks (BCP 47 tags); English is bundled, each other one loads on first use. */
export const SUPPORTED_LOCALES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

export type AirlockLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: AirlockLocale = 'en';

const RIGHT_TO_LEFT: ReadonlySet<AirlockLocale> = new Set(['ar']);

/** Which way the locale's text runs: the modal's `dir`. */
export function localeDirection(locale: AirlockLocale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

export function isSupportedLocale(value: unknown): value is AirlockLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
