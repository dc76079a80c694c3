import { enAccountSections, type AccountSectionsMessages } from '@airlock/core';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

/** The names views' strings in the modal's locale (a part of the Account view's sections, English until loaded). */
export function useNameTexts(): AccountSectionsMessages['names'] {
  return useCataloguePart('accountSections', enAccountSections).names;
}
