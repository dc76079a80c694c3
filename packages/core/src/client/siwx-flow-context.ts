import { SIWX_NAMESPACES } from '@airlock/protocol';
import { activeNamespaceState } from '../connection/chain-store';
import type { SignInMessages } from '../i18n/catalogue-types';
import { signIn as englishSignIn } from '../i18n/locales/en/sign-in';
import { siwxPairKey, type SiwxPair } from '../siwx/siwx-flow-state';
import { isSameSiwxAccount } from '../siwx/siwx-session-list';
import type { SiwxMessage } from '../siwx/siwx-message';
import type { ClientContext } from './client-context';

/** The connected account and network a session would be for; none while nothing is connected on a supported network. */
export function activeSiwxPair(context: ClientContext): SiwxPair | undefined {
  const { namespace, account, network } = activeNamespaceState(context.chain);
  const caipNetwork = network.caipNetwork;
  if (account.status !== 'connected' || !account.address || !network.supported || !caipNetwork) return undefined;
  if (!Object.hasOwn(SIWX_NAMESPACES, namespace)) return undefined;
  const chainId = caipNetwork.caipNetworkId;
  return { namespace, address: account.address, network: caipNetwork, chainId, key: siwxPairKey(chainId, account.address) };
}

/** The sign-in view's strings in the modal's language (English until the part has loaded). */
export function signInTexts(context: ClientContext): SignInMessages {
  return context.locale.getState().parts.signIn ?? englishSignIn;
}

/** The message SIWXSignMessage shows, while the modal shows it. */
export function shownSiwxMessage(context: ClientContext): SiwxMessage | undefined {
  const { view, data } = context.router.getState();
  return context.modal.getState().open && view === 'SIWXSignMessage' ? data?.siwxMessage : undefined;
}

/** Whether a sign-in message is for this account on this network. */
export function isSiwxMessageFor(message: SiwxMessage, chainId: string, address: string): boolean {
  return message.chainId === chainId && isSameSiwxAccount(chainId, message.accountAddress, address);
}
