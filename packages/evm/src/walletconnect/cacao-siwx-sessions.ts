import { parseSiwxMessage, type SiwxConfig, type SiwxSession } from '@airlock/core';
import type { AuthTypes } from '@walletconnect/types';
import type { WalletConnectProvider } from './create-universal-provider';

/**
 * The sign-in a CACAO holds, as a session: the text the wallet signed (the SDK writes it from the CACAO's payload
 * and issuer, EIP-4361 with the ReCap in the statement and resources), its fields as read back from that text, and
 * the signature. Undefined when the text is not a sign-in message the stores read.
 */
export function cacaoSiwxSession(provider: WalletConnectProvider, cacao: AuthTypes.Cacao): SiwxSession | undefined {
  const message = provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss });
  try {
    return { data: parseSiwxMessage(message), message, signature: cacao.s.s, cacao };
  } catch (error) {
    console.warn('[airlock] the wallet signed in with a message this dApp does not read', error);
    return undefined;
  }
}

/**
 * Adds the CACAOs' sessions to the store, the one for `activeChainId` first, then the others the store has no session
 * for (one kept for every network, `anyNetwork`, covers them) until it refuses one: they share the request's nonce,
 * which a server takes only once, so the rest would be refused too. A network left without a session gets the sign
 * view's signature request there, as it would without one-click auth.
 */
export async function keepCacaoSessions(
  provider: WalletConnectProvider,
  siwx: SiwxConfig,
  cacaos: readonly AuthTypes.Cacao[],
  activeChainId: string,
): Promise<void> {
  const sessions = cacaos.map((cacao) => cacaoSiwxSession(provider, cacao)).filter((session) => session !== undefined);
  const active = sessions.filter((session) => session.data.chainId === activeChainId);
  const others = sessions.filter((session) => session.data.chainId !== activeChainId);
  for (const session of active) {
    await siwx
      .addSession(session)
      .catch((error: unknown) => console.warn('[airlock] the sign-in store refused the wallet’s sign-in', error));
  }
  for (const session of others) {
    const { chainId, accountAddress } = session.data;
    if ((await siwx.getSessions(chainId, accountAddress).catch(() => [])).length > 0) continue;
    const kept = await siwx.addSession(session).then(
      () => true,
      () => false,
    );
    if (!kept) return;
  }
}
