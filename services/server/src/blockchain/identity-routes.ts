import type { IdentityResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { addressParams, chainIdParam, sdkQueryFields } from './request-schemas';

/** Spec §9: identity is cached 5 minutes. */
const IDENTITY_TTL_MS = 5 * 60_000;

// `sender` (the asking account) is accepted for compatibility; it does not change the answer.
const query = z.object({ ...sdkQueryFields, chainId: chainIdParam.optional(), sender: z.string().max(100).optional() });

/** GET /v1/identity/:address: name and avatar; no name service is wired yet, so both are null. */
export const identityRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  app.get('/v1/identity/:address', { preHandler: requireProject(deps.projects) }, async (request): Promise<IdentityResponse> => {
    const { address } = addressParams.parse(request.params);
    const { chainId } = query.parse(request.query);
    const key = `identity:${chainId ?? ''}:${address.toLowerCase()}`;
    const cached = await deps.cache.get<IdentityResponse>(key);
    if (cached) return cached;
    const identity: IdentityResponse = { name: null, avatar: null };
    await deps.cache.set(key, identity, IDENTITY_TTL_MS);
    return identity;
  });
};
