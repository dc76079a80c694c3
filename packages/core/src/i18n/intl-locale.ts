import { NUMBER_LOCALE } from '../constants/formatting';

/** The tag Intl formats a locale's numbers and dates with: English keeps the spec's en-US grouping and dates. */
export function intlLocale(locale: string | undefined): string {
  return !locale || locale === 'en' ? NUMBER_LOCALE : locale;
}
