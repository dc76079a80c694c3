import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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
 * A callback hook that answers at once when the project store knows the id from memory (nearly
 * always): no promise per request on the hot path.
 */
export function requireProject(projects: ProjectStore, options: { originError?: () => ApiError } = {}) {
  const originError = options.originError ?? API_ERRORS.originNotAllowed;
  /** The refusal for `project`, or undefined after putting it on the request. */
  const admit = (request: FastifyRequest, project: Project | null | undefined): ApiError | undefined => {
    if (!project) return API_ERRORS.invalidProjectId();
    const origin = request.headers.origin;
    if (origin && !isOriginAllowed(origin, project.allowedOrigins)) return originError();
    request.project = project;
    return undefined;
  };
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const projectId = requestProjectId(request);
    if (projectId === undefined || projectId === '') return done(API_ERRORS.projectIdMissing());
    if (!isProjectId(projectId)) return done(API_ERRORS.invalidProjectId());
    const known = projects.getNow(projectId);
    if (known !== undefined) return done(admit(request, known));
    projects.get(projectId).then((project) => done(admit(request, project)), done);
  };
}
