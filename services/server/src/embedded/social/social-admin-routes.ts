import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../access/require-admin';
import { projectNotFound } from '../../admin/project-not-found';
import type { ServerDeps } from '../../app/server-deps';
import { ConfigError } from '../../config/config-error';
import { ApiError } from '../../http/api-error';
import { isProjectId } from '../../projects/project-id';
import { createProjectSocialStore } from './project-social-store';
import { checkSocialClientConfig } from './social-client-config';
import { SOCIAL_ERRORS } from './social-errors';
import { isSocialProviderName, type SocialProviderName } from './social-provider-names';
import { projectSocialClientBody, socialAdminParams } from './social-schemas';

const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * A project's own OAuth clients, used for its logins instead of the server's (admin token required):
 * GET /v1/admin/projects/:id/social → { projectId, providers: [...] } (never a secret),
 * PUT /v1/admin/projects/:id/social/:provider {clientId, clientSecret?, issuer? | endpoints, scopes?}
 * → the stored client, DELETE the same path → 204.
 */
export const socialAdminRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const store = createProjectSocialStore(deps.database.db, deps.embedded.masterKey);
  app.addHook('onRequest', requireAdmin(deps.adminToken));

  const target = async (params: unknown): Promise<{ projectId: string; provider?: SocialProviderName }> => {
    const { id, provider } = socialAdminParams.parse(params);
    if (!isProjectId(id) || !(await deps.projects.get(id))) throw projectNotFound(id);
    if (provider !== undefined && !isSocialProviderName(provider)) throw SOCIAL_ERRORS.unknownProvider(provider);
    return { projectId: id, ...(provider !== undefined ? { provider } : {}) };
  };

  app.get('/v1/admin/projects/:id/social', async (request) => {
    const { projectId } = await target(request.params);
    return { projectId, providers: await store.list(projectId) };
  });

  app.put('/v1/admin/projects/:id/social/:provider', { bodyLimit: BODY_LIMIT_BYTES }, async (request) => {
    const { projectId, provider } = await target(request.params);
    const body = projectSocialClientBody.parse(request.body);
    let config: ReturnType<typeof checkSocialClientConfig>;
    try {
      config = checkSocialClientConfig((field) => field.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), body);
    } catch (error) {
      if (error instanceof ConfigError) throw new ApiError(400, 'BAD_REQUEST', error.message);
      throw error;
    }
    await store.put(projectId, provider!, config);
    const { clientSecret, ...shown } = config;
    return { provider, ...shown, hasClientSecret: clientSecret !== undefined };
  });

  app.delete('/v1/admin/projects/:id/social/:provider', async (request, reply) => {
    const { projectId, provider } = await target(request.params);
    if (!(await store.remove(projectId, provider!)))
      throw new ApiError(404, 'SOCIAL_CLIENT_NOT_FOUND', `Project ${projectId} has no ${provider} client of its own`);
    return reply.status(204).send();
  });
};
