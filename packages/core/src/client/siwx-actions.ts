import { SIWX_NAMESPACES } from '@airlock/protocol';
import type { ChainNamespace } from '../caip/namespace';
import { activeNamespaceState } from '../connection/chain-store';
import {
  ChainNotSupportedError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  SiwxNotEnabledError,
} from '../errors/siwx-errors';
import type { SiwxConfig } from '../siwx/siwx-config';
import type { SiwxMessage } from '../siwx/siwx-message';
import type { SiwxSession } from '../siwx/siwx-session';
import type { ClientContext } from './client-context';

interface SiwxTarget {
  siwx: SiwxConfig;
  namespace: ChainNamespace;
  address: string;
  /** CAIP-2. */
  chainId: string;
}

/** Spec §5: signing in needs SIWX enabled, an active address, an active network and a client, on a supported chain. */
function siwxTarget(context: ClientContext): SiwxTarget {
  const siwx = context.options.siwx;
  if (!siwx) throw new SiwxNotEnabledError();
  const { namespace, account, network } = activeNamespaceState(context.chain);
  if (account.status !== 'connected' || !account.address) throw new NoActiveCaipAddressError();
  const chainId = network.caipNetwork?.caipNetworkId;
  if (!chainId) throw new NoActiveCaipNetworkOrClientError();
  try {
    context.adapterFor(namespace);
  } catch (cause) {
    throw new NoActiveCaipNetworkOrClientError({ cause });
  }
  if (!network.supported || !Object.hasOwn(SIWX_NAMESPACES, namespace)) throw new ChainNotSupportedError(chainId);
  return { siwx, namespace, address: account.address, chainId };
}

/** The active account's sessions on the active network; none when SIWX is off or nothing is connected. */
export async function siwxSessions(context: ClientContext): Promise<SiwxSession[]> {
  const siwx = context.options.siwx;
  const { account, network } = activeNamespaceState(context.chain);
  const chainId = network.caipNetwork?.caipNetworkId;
  if (!siwx || account.status !== 'connected' || !account.address || !chainId) return [];
  return siwx.getSessions(chainId, account.address);
}

/**
 * Spec §4: whether the modal should ask the connected visitor to sign in (SIWX on, a supported network, and no
 * session for this address and network).
 */
export async function needsSiwxSignIn(context: ClientContext): Promise<boolean> {
  if (!context.options.siwx) return false;
  const { account, network } = activeNamespaceState(context.chain);
  if (account.status !== 'connected' || !network.supported) return false;
  return (await siwxSessions(context)).length === 0;
}

/**
 * Signs in the active account on the active network: the store's message (or `prepared`, the one the modal showed,
 * which the caller checked is for this account and network), the wallet's signature, the session kept by the store.
 * Sends SIWX_AUTH_SUCCESS, or SIWX_AUTH_ERROR and rethrows.
 */
export async function signInWithX(context: ClientContext, prepared?: SiwxMessage): Promise<SiwxSession> {
  const { siwx, namespace, address, chainId } = siwxTarget(context);
  try {
    const message = prepared ?? (await siwx.createMessage({ accountAddress: address, chainId }));
    const text = message.toString();
    const signature = await context.adapterFor(namespace).signMessage({ message: text, address });
    const { serializedMessage: _text, toString: _toString, ...data } = message;
    const session: SiwxSession = { data, message: text, signature };
    await siwx.addSession(session);
    context.events.emit('SIWX_AUTH_SUCCESS', { chainId });
    return session;
  } catch (error) {
    context.events.emit('SIWX_AUTH_ERROR', { chainId, message: (error as Error).message });
    throw error;
  }
}
