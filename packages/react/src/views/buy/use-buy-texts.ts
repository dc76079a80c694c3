import type { BuyMessages } from '@airlock/core';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { useBuyActions } from './buy-actions-context';

/** The Buy views' strings in the modal's locale; English (from the on-ramp actions' chunk) until they have loaded. */
export function useBuyTexts(): BuyMessages {
  return useCataloguePart('buy', useBuyActions().english);
}
