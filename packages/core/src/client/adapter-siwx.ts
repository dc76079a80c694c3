import type { SiwxConfig } from '../siwx/siwx-config';
import type { ClientContext } from './client-context';

/**
 * The sign-in store as an adapter gets it (ConnectParams.siwx): a session a wallet signed as it connected
 * (WalletConnect's one-click auth) sends SIWX_AUTH_SUCCESS, as one signed in the modal does.
 */
export function adapterSiwx(context: ClientContext): SiwxConfig | undefined {
  const siwx = context.options.siwx;
  return (
    siwx && {
      createMessage: (input) => siwx.createMessage(input),
      getSessions: (chainId, address) => siwx.getSessions(chainId, address),
      revokeSession: (chainId, address) => siwx.revokeSession(chainId, address),
      setSessions: (sessions) => siwx.setSessions(sessions),
      addSession: async (session) => {
        await siwx.addSession(session);
        context.events.emit('SIWX_AUTH_SUCCESS', { chainId: session.data.chainId });
      },
    }
  );
}
