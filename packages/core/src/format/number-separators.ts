import { intlLocale } from '../i18n/intl-locale';

const known = new Map<string, { group: string; decimal: string }>();

/** The locale's thousands and decimal separators, for amounts written out digit for digit (too precise for Intl's numbers). */
export function numberSeparators(locale?: string): { group: string; decimal: string } {
  const tag = intlLocale(locale);
  let separators = known.get(tag);
  if (!separators) {
    const parts = new Intl.NumberFormat(tag).formatToParts(12345.6);
    separators = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    known.set(tag, separators);
  }
  return separators;
}
