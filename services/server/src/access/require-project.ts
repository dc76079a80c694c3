import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Project, ProjectStore } from '../projects/project-store';
import { isOriginAllowed } from '../projects/origin-match';
import { isProjectId } from '../projects/project-id';
import { API_ERRORS, type ApiError } from '../http/api-error';
import { requestProjectId } from './request-project-id';

declare module 'fastify' {
  interface FastifyRequest {
    project?: Project;
  }
}

/**
 * preHandler: the request names a known project (query or body `projectId`), and a browser
 * request's Origin is on that project's allowlist. Requests without an Origin (servers, CLIs) pass.
 */
export function requireProject(projects: ProjectStore, options: { originError?: () => ApiError } = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const projectId = requestProjectId(request);
    if (projectId === undefined || projectId === '') throw API_ERRORS.projectIdMissing();
    if (!isProjectId(projectId)) throw API_ERRORS.invalidProjectId();
    const project = await projects.get(projectId);
    if (!project) throw API_ERRORS.invalidProjectId();
    const origin = request.headers.origin;
    if (origin && !isOriginAllowed(origin, project.allowedOrigins)) {
      throw (options.originError ?? API_ERRORS.originNotAllowed)();
    }
    request.project = project;
  };
}
