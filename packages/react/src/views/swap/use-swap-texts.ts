import type { SwapMessages } from '@airlock/core';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useSwapActions } from './swap-actions-context';

/** The Swap view's strings in the modal's locale; English (from the swap actions' chunk) until they have loaded. */
export function useSwapTexts(): SwapMessages {
  return useCataloguePart('swap', useSwapActions().english);
}
