import { SIWX_PATHS, type SiwxNonceResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { clientAddress } from '../rate-limit/client-address';
import type { SignerRecovery } from '../signatures/signer-recovery';
import type { SiwxLimit } from './siwx-limits';
import type { SiwxNonceStore } from './siwx-nonce-store';

interface SiwxNonceRouteOptions {
  deps: ServerDeps;
  nonces: SiwxNonceStore;
  limit: SiwxLimit;
  recovery: Pick<SignerRecovery, 'warm'>;
}

/**
 * POST /v1/siwx/nonces: a single-use nonce bound to the project, after the nonce budgets are counted. A nonce starts a
 * sign-in: the signer recovery's threads start now, so the signature that follows does not wait for them.
 */
export const siwxNonceRoutes: FastifyPluginAsync<SiwxNonceRouteOptions> = async (app, { deps, nonces, limit, recovery }) => {
  app.post(SIWX_PATHS.nonces, { preHandler: requireProject(deps.projects) }, async (request, reply): Promise<SiwxNonceResponse> => {
    const project = request.project!;
    await limit.take(project.id, clientAddress(request));
    recovery.warm();
    const { nonce, expiresAt } = await nonces.create(project.id);
    reply.status(201).header('cache-control', 'no-store');
    return { nonce, expiresAt: expiresAt.toISOString() };
  });
};
