import { loadModule } from '../modules/load-module';
import type { Network } from '../network/network';
import type { ClientContext } from './client-context';
import type { SwapActions } from './swap-actions';
import type { NameActions } from './name-actions';
import type { OnrampActions } from './onramp-actions';
import type { PayActions } from './pay-actions';

export { estimateSendFee, submitSend } from './send-actions';

/**
 * The Swap view's actions, their code a chunk of its own loaded from here. Send's and Swap's actions are reached
 * through this one module so that the client names one lazy chunk, not two: each import() in the client is part of
 * every dApp's first load (bundle.firstload.delta.gz).
 */
export async function loadSwapActions(context: ClientContext): Promise<SwapActions> {
  return (await loadModule(() => import('./swap-actions'))).swapActions(context);
}

/** Names' actions (RegisterAccountName, Send's name lookup, Activity's names): a chunk of their own, reached from here. */
export async function loadNameActions(context: ClientContext): Promise<NameActions> {
  return (await loadModule(() => import('./name-actions'))).nameActions(context);
}

/** Buy's actions (on-ramp options, quote, checkout, order): a chunk of their own, reached from here. */
export async function loadOnrampActions(context: ClientContext): Promise<OnrampActions> {
  return (await loadModule(() => import('./onramp-actions'))).onrampActions(context);
}

/** Pay's actions (the checkout view and `airlock.pay()`): a chunk of their own, reached from here. */
export async function loadPayActions(context: ClientContext, switchNetwork: (network: Network) => Promise<void>): Promise<PayActions> {
  return (await loadModule(() => import('./pay-actions'))).payActions(context, switchNetwork);
}
