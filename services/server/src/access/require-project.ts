import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Project, ProjectStore } from '../projects/project-store';
import { isOriginAllowed } from '../projects/origin-match';
import { isProjectId } from '../projects/project-id';
import { API_ERRORS, type ApiError } from '../http/api-error';
import { replyWithApiError } from '../http/api-error-reply';
import { requestProjectId } from './request-project-id';

declare module 'fastify' {
  interface FastifyRequest {
    project?: Project;
  }
}

// Refusals are answered from the hook (no error thrown through Fastify's error path): unknown
// project ids are what a client sends to dodge per-project budgets, so they must stay cheap.
const MISSING = API_ERRORS.projectIdMissing();
const INVALID = API_ERRORS.invalidProjectId();

/**
 * preHandler: the request names a known project (query or body `projectId`), and a browser
 * request's Origin is on that project's allowlist. Requests without an Origin (servers, CLIs) pass.
 * A callback hook that answers at once when the project store knows the id from memory (nearly
 * always): no promise per request on the hot path.
 */
export function requireProject(projects: ProjectStore, options: { originError?: () => ApiError } = {}) {
  const originRefusal = (options.originError ?? API_ERRORS.originNotAllowed)();
  const admit = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
    project: Project | null | undefined,
  ): void => {
    if (!project) return void replyWithApiError(reply, INVALID);
    const origin = request.headers.origin;
    if (origin && !isOriginAllowed(origin, project.allowedOrigins)) return void replyWithApiError(reply, originRefusal);
    request.project = project;
    done();
  };
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const projectId = requestProjectId(request);
    if (projectId === undefined || projectId === '') return void replyWithApiError(reply, MISSING);
    if (!isProjectId(projectId)) {
      replyWithApiError(reply, INVALID);
      return;
    }
    const known = projects.getNow(projectId);
    if (known !== undefined) {
      admit(request, reply, done, known);
      return;
    }
    projects.get(projectId).then((project) => admit(request, reply, done, project), done);
  };
}
