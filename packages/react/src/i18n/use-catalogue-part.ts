import { useEffect } from 'react';
import type {
  AccountSectionsMessages,
  BuyMessages,
  LegalMessages,
  LocaleState,
  NftSendMessages,
  PayMessages,
  SendMessages,
  SignInMessages,
  SwapMessages,
} from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';

interface Parts {
  send: SendMessages;
  nftSend: NftSendMessages;
  accountSections: AccountSectionsMessages;
  signIn: SignInMessages;
  swap: SwapMessages;
  buy: BuyMessages;
  pay: PayMessages;
  legal: LegalMessages;
}

/**
 * A catalogue part in the modal's locale, loaded on first use. `english` is the caller's own import
 * of English's part, so English stays in the chunk of the views that use it; it is shown until the
 * locale's part has loaded.
 */
export function useCataloguePart<Part extends keyof Parts>(part: Part, english: Parts[Part]): Parts[Part] {
  const locale = useAirlock().locale;
  const loaded = useExternalState(locale, (state: LocaleState) => state.parts[part]) as Parts[Part] | undefined;
  const shown = useExternalState(locale, (state: LocaleState) => state.locale);
  // biome-ignore lint/correctness/useHookAtTopLevel: LocaleStore.usePart is a store method, not a React hook
  useEffect(() => locale.usePart(part), [locale, part, shown]);
  return loaded ?? english;
}
