import type { FastifyPluginAsync } from 'fastify';
import type { ProjectConfigResponse } from '@airlock/protocol';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { configuredOnrampProviders } from '../onramp/configured-onramp-providers';
import { onrampProvidersOf } from '../onramp/onramp-providers';
import { configuredSocialProviders } from './configured-social-providers';
import { frameUrlFor } from './frame-url-for';

/**
 * GET /v1/project/config: the project's name, remote features and frame address (one of the frame origins), read by the modal on start; not
 * cached.
 */
export const projectConfigRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const onramp = onrampProvidersOf(configuredOnrampProviders(deps, chainClientsFor(deps.chains)));
  app.get('/v1/project/config', { preHandler: requireProject(deps.projects) }, async (request, reply) => {
    const project = request.project!;
    const frameUrl = frameUrlFor(request, deps.config.frameUrl, deps.embedded.framePort, deps.embedded.frameOrigins);
    const socialProviders = frameUrl ? await configuredSocialProviders(deps, project.id) : [];
    const offered = onramp.enabledFor(project.features).map((provider) => provider.info.id);
    const response: ProjectConfigResponse = {
      projectId: project.id,
      name: project.name,
      // The on-ramp providers the project lists that this server can offer (none: false), so no Buy view shows without one.
      features: { ...project.features, onramp: offered.length > 0 ? offered : false },
      nameSuffix: deps.config.nameSuffix,
      ...(frameUrl ? { frameUrl, socialProviders } : {}),
    };
    // The answer depends on the Host and Origin the request names: no cache may hand it to another caller.
    reply.header('cache-control', 'no-store');
    return response;
  });
};
