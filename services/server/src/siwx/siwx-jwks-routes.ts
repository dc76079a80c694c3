import { SIWX_PATHS } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import type { PublicJwk, SiwxSigningKeys } from './siwx-signing-keys';

/** Verifiers may keep the key set this long; a token with an unknown kid makes jose fetch it again sooner. */
const JWKS_MAX_AGE_SECONDS = 300;

/** GET /v1/siwx/jwks: the public keys that verify session tokens, the current one and retired ones still needed. */
export const siwxJwksRoutes: FastifyPluginAsync<{ deps: ServerDeps; signingKeys: SiwxSigningKeys }> = async (
  app,
  { deps, signingKeys },
) => {
  app.get(SIWX_PATHS.jwks, { preHandler: requireProject(deps.projects) }, async (_request, reply): Promise<{ keys: PublicJwk[] }> => {
    // The first request of a fresh server makes the key, so the set is never empty.
    await signingKeys.current();
    reply.header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    return { keys: await signingKeys.publicKeys() };
  });
};
