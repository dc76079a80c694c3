import { useContext, useSyncExternalStore } from 'react';
import { en, type MainMessages } from '@airlock/core';
import { AirlockContext } from '../context/airlock-context';

const noSubscription = () => () => undefined;

/**
 * The modal's strings in its current locale (English until another one has loaded). English
 * outside a provider too, for the parts that may render on their own (a view that failed to load).
 */
export function useMessages(): MainMessages {
  const locale = useContext(AirlockContext)?.locale;
  return useSyncExternalStore(
    locale ? locale.subscribe : noSubscription,
    () => (locale ? locale.getState().main : en),
    () => (locale ? locale.getState().main : en),
  );
}
