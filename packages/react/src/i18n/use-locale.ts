import type { AirlockLocale, LocaleState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';

const selectLocale = (state: LocaleState) => ({ locale: state.locale, direction: state.direction });

/** The locale the modal speaks now and which way its text runs. */
export function useLocale(): { locale: AirlockLocale; direction: 'ltr' | 'rtl' } {
  return useExternalState(useAirlock().locale, selectLocale);
}
