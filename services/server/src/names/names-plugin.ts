import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import { avatarRoutes } from './avatar-routes';
import { createEnsIdentityReader } from './ens-identity';
import { createIdentityResolver } from './identity-resolver';
import { identityRoutes } from './identity-routes';
import { createNameRegistrar } from './name-registration';
import { createNameRegistrationLimit } from './name-registration-limit';
import { profileRoutes } from './profile-routes';

/**
 * Account names (spec §7): registration and lookups in the name registry, identity (the registry's name, else ENS) and
 * avatars served under the NFT image limits.
 */
export const namesPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  // Thrown on to the app's handler, which formats every error the same way.
  app.setErrorHandler((error) => {
    throw isRpcUnavailable(error) ? rpcUnavailable() : error;
  });
  const chains = chainClientsFor(deps.chains);
  const ens = createEnsIdentityReader(chains);
  const identities = createIdentityResolver({ registry: deps.names, ens, chains, cache: deps.cache });
  const registrar = createNameRegistrar({ registry: deps.names, chains, recovery: deps.signerRecovery });
  const limit = createNameRegistrationLimit(deps.counters, deps.config);
  await app.register(identityRoutes, { deps, identities });
  await app.register(profileRoutes, { deps, registrar, limit, identities });
  await app.register(avatarRoutes(ens), deps);
};
