import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { siwxJwksRoutes } from './siwx-jwks-routes';
import { createSiwxLimits } from './siwx-limits';
import { createSiwxNonceStore } from './siwx-nonce-store';
import { siwxNonceRoutes } from './siwx-nonce-routes';
import { siwxSessionRoutes } from './siwx-session-routes';
import { createSiwxSessionStore } from './siwx-session-store';
import { createSiwxSignIn } from './siwx-sign-in';
import { createSiwxSigningKeys } from './siwx-signing-keys';

/**
 * Sign in with X (CAIP-122 / EIP-4361): nonces, sessions verified here (EOA, EIP-1271, ERC-6492),
 * their ES256 tokens and the JWKS a dApp's backend verifies them with.
 */
export const siwxPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const { db } = deps.database;
  const nonces = createSiwxNonceStore(db);
  const sessions = createSiwxSessionStore(db);
  const signingKeys = createSiwxSigningKeys({ db, masterKey: deps.embedded.masterKey, rotationDays: deps.config.siwxKeyRotationDays });
  const limits = createSiwxLimits(deps.counters, deps.config);
  const recovery = deps.signerRecovery;
  const signIn = createSiwxSignIn({ chains: chainClientsFor(deps.chains), sessions, nonces, signingKeys, recovery, config: deps.config });
  await app.register(siwxNonceRoutes, { deps, nonces, limit: limits.nonces, recovery });
  await app.register(siwxSessionRoutes, { deps, signIn, sessions, signingKeys, limit: limits.sessions });
  await app.register(siwxJwksRoutes, { deps, signingKeys });
};
