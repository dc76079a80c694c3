import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../access/require-admin';
import { createAnalyticsStore } from '../analytics/analytics-store';
import type { ServerDeps } from '../app/server-deps';
import { isProjectId } from '../projects/project-id';
import { ProjectNotFoundError, type Project } from '../projects/project-store';
import { allowOriginBodySchema, createProjectBodySchema, featuresPatchBodySchema, projectParamsSchema } from './admin-schemas';
import { projectNotFound } from './project-not-found';

/**
 * The admin API under /v1/admin, every route behind `Authorization: Bearer <admin token>`:
 * projects, their allowed origins and features, and their analytics summary. The CLI uses it
 * while a server runs, so that only the server opens the storage.
 */
export const adminRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const { projects } = deps;
  const analytics = createAnalyticsStore(deps.database.db);
  // onRequest: a caller without the token is turned away before its body is read.
  app.addHook('onRequest', requireAdmin(deps.adminToken));

  const projectId = (params: unknown): string => {
    const { id } = projectParamsSchema.parse(params);
    if (!isProjectId(id)) throw projectNotFound(id);
    return id;
  };
  const existing = async (id: string): Promise<Project> => {
    const project = await projects.get(id);
    if (!project) throw projectNotFound(id);
    return project;
  };
  const orNotFound = async (id: string, change: () => Promise<Project>): Promise<Project> => {
    try {
      return await change();
    } catch (error) {
      if (error instanceof ProjectNotFoundError) throw projectNotFound(id);
      throw error;
    }
  };

  app.get('/v1/admin/projects', async () => ({ projects: await projects.list() }));

  app.post('/v1/admin/projects', async (request, reply) => {
    const input = createProjectBodySchema.parse(request.body);
    return reply.status(201).send(await projects.create(input));
  });

  app.get('/v1/admin/projects/:id', async (request) => existing(projectId(request.params)));

  app.post('/v1/admin/projects/:id/origins', async (request) => {
    const id = projectId(request.params);
    const { origin } = allowOriginBodySchema.parse(request.body);
    return orNotFound(id, () => projects.allowOrigin(id, origin));
  });

  app.patch('/v1/admin/projects/:id/features', async (request) => {
    const id = projectId(request.params);
    const features = featuresPatchBodySchema.parse(request.body);
    return orNotFound(id, () => projects.setFeatures(id, features));
  });

  app.get('/v1/admin/projects/:id/analytics', async (request) => {
    const project = await existing(projectId(request.params));
    return analytics.summary(project.id);
  });
};
