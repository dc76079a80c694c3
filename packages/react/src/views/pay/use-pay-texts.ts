import type { PayActions, PayMessages } from '@airlock/core';
import { useCataloguePart } from '../../i18n/use-catalogue-part';

/** The Pay view's strings in the modal's locale; English (from the pay actions' chunk) until they have loaded. */
export function usePayTexts(actions: PayActions): PayMessages {
  return useCataloguePart('pay', actions.english);
}
