import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { cachedNameLookups } from './cached-name-lookups';
import { createGatewayAnswerSigner } from './gateway-answer-signer';
import { createGatewayResponder } from './gateway-query';
import { createGatewaySigningKey } from './gateway-signing-key';
import { namesGatewayRoutes } from './names-gateway-routes';
import { setUpResolversOnListen } from './resolver-setup-on-listen';

/**
 * ENS resolution of Airlock names: the CCIP-read gateway an offchain resolver of the suffix asks (EIP-3668,
 * ENSIP-10), signing answers with the gateway key, and, on chains whose chains file holds a resolver owner key (the
 * devnet), the resolver pointed at this server.
 */
export const namesGatewayPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const signingKey = createGatewaySigningKey({
    db: deps.database.db,
    masterKey: deps.embedded.masterKey,
    configuredKey: deps.config.namesGatewayKey,
  });
  const signAnswer = createGatewayAnswerSigner(signingKey);
  const answer = createGatewayResponder(cachedNameLookups(deps.names), signAnswer);
  await app.register(namesGatewayRoutes, { suffix: deps.names.suffix, signingKey, answer, publicUrls: deps.config.publicUrls });
  const chains = chainClientsFor(deps.chains).all.filter(({ config }) => config.ens?.offchainResolver && config.ens.resolverOwnerKey);
  setUpResolversOnListen(app, { chains, suffix: deps.names.suffix, signingKey, publicUrl: deps.config.publicUrls[0], log: deps.log });
};
