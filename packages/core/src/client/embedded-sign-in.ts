import type { FrameUser } from '@airlock/protocol';
import { namespaceState } from '../connection/chain-store';
import type { FrameClient } from '../frame/frame-client';
import type { SiwxSession } from '../siwx/siwx-session';
import type { ClientContext } from './client-context';

/**
 * Spec §7 (`siwxMessage` in GET_USER): with sign-in on, the embedded wallet signs the sign-in message as part of the
 * login, so the visitor approves once (the frame signs, without a prompt, only the embedding site's message for the
 * account that just logged in). The session is kept before the connector connects, so the sign-in view never opens.
 * Anything that goes wrong leaves the usual flow: after connecting, the modal asks for a signature approved in the frame.
 */
export async function signInWithEmbeddedLogin(context: ClientContext, frame: Pick<FrameClient, 'request'>, user: FrameUser): Promise<void> {
  const siwx = context.options.siwx;
  const { network } = namespaceState(context.chain, 'eip155');
  const caipNetwork = network.caipNetwork;
  if (!siwx || !network.supported || !caipNetwork) return;
  const chainId = caipNetwork.caipNetworkId;
  try {
    if ((await siwx.getSessions(chainId, user.address)).length > 0) return;
    const { toString: _toString, serializedMessage: _text, ...data } = await siwx.createMessage({ accountAddress: user.address, chainId });
    const signed = await frame.request('GET_USER', { chainId: caipNetwork.id, siwxMessage: data });
    if (typeof signed.message !== 'string' || typeof signed.signature !== 'string') return;
    const session: SiwxSession = { data, message: signed.message, signature: signed.signature };
    await siwx.addSession(session);
    context.events.emit('SIWX_AUTH_SUCCESS', { chainId });
  } catch (error) {
    console.warn('[airlock] the login did not sign in: the modal asks for a signature instead', error);
  }
}
