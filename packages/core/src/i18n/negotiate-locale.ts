import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type AirlockLocale } from './locales';

/** Where a language alone, or a region we do not have, is best served by one of our regional locales. */
const LANGUAGE_DEFAULTS: Readonly<Record<string, AirlockLocale>> = {
  pt: 'pt-BR',
  zh: 'zh-CN',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  'zh-hant': 'zh-TW',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
};

const BY_LOWER_CASE = new Map(SUPPORTED_LOCALES.map((locale) => [locale.toLowerCase(), locale]));

function matchOne(requested: string): AirlockLocale | undefined {
  const tag = requested.trim().replace(/_/g, '-').toLowerCase();
  if (!tag) return undefined;
  const exact = BY_LOWER_CASE.get(tag) ?? LANGUAGE_DEFAULTS[tag];
  if (exact) return exact;
  const subtags = tag.split('-');
  // zh-Hant-HK: the script decides before the region does.
  if (subtags.length > 2) {
    const scripted = matchOne(`${subtags[0]}-${subtags[1]}`);
    if (scripted) return scripted;
  }
  const language = subtags[0]!;
  return BY_LOWER_CASE.get(language) ?? LANGUAGE_DEFAULTS[language];
}

/**
 * The supported locale that best serves the visitor's languages, in their order of preference: for
 * each one an exact match, else its language alone (`de-AT` → `de`, `pt` → `pt-BR`, `zh-HK` →
 * `zh-TW`); English when none matches.
 */
export function negotiateLocale(requested: readonly string[] | undefined): AirlockLocale {
  for (const tag of requested ?? []) {
    const match = matchOne(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The browser's preferred languages; none on the server, where the modal speaks English. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
