import type { IdentityResponse } from '@airlock/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { ApiError } from '../http/api-error';
import { serverBaseUrl } from '../http/server-base-url';
import type { CachedIdentity, IdentityResolver } from './identity-resolver';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const MAX_CHAIN_ID_CHARS = 64;
const MAX_SENDER_CHARS = 100;

const badAddress = () => new ApiError(400, 'INVALID_ADDRESS', 'address must be a 0x-prefixed 20-byte hex address');
const badQuery = (field: string, max: number) =>
  new ApiError(400, 'INVALID_QUERY', `${field} must be a string of at most ${max} characters`);

/** fast-json-stringify writes the answer from this, faster than JSON.stringify on the cached path. */
const RESPONSE_SCHEMA = {
  200: {
    type: 'object',
    properties: { name: { type: ['string', 'null'] }, avatar: { type: ['string', 'null'] } },
    required: ['name', 'avatar'],
  },
};

function tooLong(value: unknown, max: number): boolean {
  return value !== undefined && (typeof value !== 'string' || value.length > max);
}

export interface IdentityRouteOptions {
  deps: ServerDeps;
  identities: IdentityResolver;
}

/**
 * GET /v1/identity/:address (spec §7): the address's primary name and avatar, the registry's name first, else its ENS
 * primary name on the chain asked for (`chainId`, or the default ENS chain). `sender` is accepted and does not change
 * the answer. Cached 5 minutes (§9); a cached answer is read from this process's memory without I/O.
 */
export const identityRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, { deps, identities }) => {
  const publicUrls = deps.config.publicUrls;
  const answer = (identity: CachedIdentity, request: FastifyRequest): IdentityResponse => ({
    name: identity.name,
    avatar: identity.avatarPath === null ? null : serverBaseUrl(publicUrls, request) + identity.avatarPath,
  });

  app.get(
    '/v1/identity/:address',
    { preHandler: requireProject(deps.projects), schema: { response: RESPONSE_SCHEMA } },
    async (request): Promise<IdentityResponse> => {
      const { address } = request.params as { address: string };
      if (!ADDRESS.test(address)) throw badAddress();
      const { chainId, sender } = request.query as { chainId?: unknown; sender?: unknown };
      if (tooLong(chainId, MAX_CHAIN_ID_CHARS)) throw badQuery('chainId', MAX_CHAIN_ID_CHARS);
      if (tooLong(sender, MAX_SENDER_CHARS)) throw badQuery('sender', MAX_SENDER_CHARS);
      const addressLower = address.toLowerCase();
      const ensChain = identities.ensChainFor(chainId as string | undefined);
      const key = identities.keyOf(addressLower, ensChain);
      const cached = identities.cachedNow(key);
      if (cached) return answer(cached, request);
      return answer(await identities.resolve(key, addressLower, ensChain), request);
    },
  );
};
