import { createContext, useContext } from 'react';
import type { SwapActions } from '@airlock/core';

/** The client's Swap actions, once their code has loaded (the Swap view renders its steps inside). */
export const SwapActionsContext = createContext<SwapActions | undefined>(undefined);

export function useSwapActions(): SwapActions {
  const actions = useContext(SwapActionsContext);
  if (!actions) throw new Error('useSwapActions needs the Swap view around it');
  return actions;
}
