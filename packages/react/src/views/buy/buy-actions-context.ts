import { createContext, useContext } from 'react';
import type { OnrampActions } from '@airlock/core';

/** The client's Buy actions, once their code has loaded (the Buy view renders its steps inside). */
export const BuyActionsContext = createContext<OnrampActions | undefined>(undefined);

export function useBuyActions(): OnrampActions {
  const actions = useContext(BuyActionsContext);
  if (!actions) throw new Error('useBuyActions needs the Buy view around it');
  return actions;
}
