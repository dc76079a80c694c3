import type { SwapMessages } from '../i18n/catalogue-types';
import { main as enMain } from '../i18n/locales/en/main';
import { send as enSend } from '../i18n/locales/en/send';
import { swap as enSwap } from '../i18n/locales/en/swap';
import type { SwapFailureTexts } from '../swap/swap-failure-text';
import type { ClientContext } from './client-context';

/** The Swap view's strings in the modal's locale (English until that locale's have loaded). */
export const swapMessages = (context: Pick<ClientContext, 'locale'>): SwapMessages => context.locale?.getState().parts.swap ?? enSwap;

/** The words a swap's failure is told in: the swap's, the send part's chain node errors, the wallet's refusal. */
export function swapFailureTexts(context: Pick<ClientContext, 'locale'>): SwapFailureTexts {
  const state = context.locale?.getState();
  return {
    swap: swapMessages(context),
    send: state?.parts.send ?? enSend,
    userRejected: (state?.main ?? enMain).errors.userRejected,
  };
}
