import type { FastifyPluginAsync } from 'fastify';
import type { ProjectConfigResponse } from '@airlock/protocol';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';

/** GET /v1/project/config: the project's name and remote features, read by the modal on start. */
export const projectConfigRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  app.get('/v1/project/config', { preHandler: requireProject(deps.projects) }, async (request) => {
    const project = request.project!;
    const response: ProjectConfigResponse = { projectId: project.id, name: project.name, features: project.features };
    return response;
  });
};
