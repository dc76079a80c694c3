import type { AccountSectionsMessages } from '../i18n/catalogue-types';
import { accountSections } from '../i18n/locales/en/account-sections';

/** What an Activity row is written with: the catalogue's words and the locale its numbers follow. */
export interface ActivityTexts {
  messages: AccountSectionsMessages;
  locale: string;
  /** A counterparty's name where it is known (Activity looks them up); its short address otherwise. */
  nameOf?: (address: string) => string | undefined;
}

export const ENGLISH_ACTIVITY_TEXTS: ActivityTexts = { messages: accountSections, locale: 'en' };
