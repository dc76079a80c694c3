import { SIWX_PATHS, type SiwxNonceResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { clientAddress } from '../rate-limit/client-address';
import type { SiwxLimit } from './siwx-limits';
import type { SiwxNonceStore } from './siwx-nonce-store';

/** POST /v1/siwx/nonces: a single-use nonce bound to the project, after the nonce budgets are counted. */
export const siwxNonceRoutes: FastifyPluginAsync<{ deps: ServerDeps; nonces: SiwxNonceStore; limit: SiwxLimit }> = async (
  app,
  { deps, nonces, limit },
) => {
  app.post(SIWX_PATHS.nonces, { preHandler: requireProject(deps.projects) }, async (request, reply): Promise<SiwxNonceResponse> => {
    const project = request.project!;
    await limit.take(project.id, clientAddress(request));
    const { nonce, expiresAt } = await nonces.create(project.id);
    reply.status(201).header('cache-control', 'no-store');
    return { nonce, expiresAt: expiresAt.toISOString() };
  });
};
