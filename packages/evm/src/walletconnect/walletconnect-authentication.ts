import type { SiwxConfig } from '@airlock/core';
import type { SessionTypes } from '@walletconnect/types';
import { keepCacaoSessions } from './cacao-siwx-sessions';
import type { WalletConnectProvider } from './create-universal-provider';
import type { ProposedNamespace } from './eip155-namespace';

/** Stands in for the account in the message asked for: the wallet writes its own address into each CACAO. */
const ANY_ACCOUNT = '0x0000000000000000000000000000000000000000';

/** What the wallet says no with: the SDK rejects with the reason's text alone. */
const REJECTED = /reject/i;

type AuthenticateParams = Parameters<WalletConnectProvider['authenticate']>[0];

/**
 * Pairs with one-click auth (wc_sessionAuthenticate): the wallet approves the session and signs the store's sign-in
 * message, once, for each chain it has; the network the modal is on is asked first. The CACAOs it signed are kept in
 * the store. A wallet without one-click auth answers the SDK's fallback session proposal instead: then nothing is
 * kept, and the sign-in flow asks for a signature as after any connect.
 */
export async function authenticateWalletConnect(
  provider: WalletConnectProvider,
  namespace: ProposedNamespace,
  siwx: SiwxConfig,
): Promise<SessionTypes.Struct | undefined> {
  const active = namespace.defaultChain === undefined ? namespace.chains[0]! : `eip155:${namespace.defaultChain}`;
  const message = await siwx.createMessage({ accountAddress: ANY_ACCOUNT, chainId: active }).catch(() => undefined);
  // Without a message (the store's server is down, say) it pairs as without sign-in; the sign-in flow then reports it.
  if (!message) return provider.connect({ optionalNamespaces: { eip155: namespace } });
  const request = {
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    chains: [active, ...namespace.chains.filter((chain) => chain !== active)],
    methods: namespace.methods,
    ...(message.statement !== undefined && { statement: message.statement }),
    ...(message.expirationTime !== undefined && { exp: message.expirationTime }),
    ...(message.notBefore !== undefined && { nbf: message.notBefore }),
    ...(message.requestId !== undefined && { requestId: message.requestId }),
    ...(message.resources !== undefined && { resources: [...message.resources] }),
    // Read by the provider, not the SDK: each chain's reads go to the RPC URL the dApp gave, as after a proposal.
    optionalNamespaces: { eip155: namespace },
  } as AuthenticateParams;
  const { auths, session } = await provider.authenticate(request).catch((reason: unknown) => {
    throw typeof reason === 'string' ? Object.assign(new Error(reason), REJECTED.test(reason) ? { code: 5000 } : {}) : reason;
  });
  if (session) {
    // connect() keeps these for a restored session; authenticate() does not (the provider's own store, by session).
    const store = provider as unknown as { persist(key: string, value: unknown): Promise<void> };
    await store.persist('optionalNamespaces', provider.optionalNamespaces);
  }
  if (auths?.length) await keepCacaoSessions(provider, siwx, auths, active);
  return session;
}
