import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestProjectId } from '../../access/request-project-id';
import { API_ERRORS } from '../../http/api-error';
import type { Project, ProjectStore } from '../../projects/project-store';
import { isProjectId } from '../../projects/project-id';
import type { FrameOrigins } from '../frame-origins';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors reads a route's own options here (merged over the global ones). */
    cors?: false | { origin?: (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => void };
  }
}

/**
 * CORS for the embedded routes: only the frame's origins get Access-Control-Allow-Origin; any
 * other origin gets no CORS headers (its preflight then falls through to the 403 below).
 */
export function frameOnlyCors(frameOrigins: FrameOrigins) {
  return {
    origin: (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) =>
      callback(null, origin !== undefined && frameOrigins.has(origin)),
  };
}

/**
 * onRequest for every embedded route: a browser request (one with an Origin) must come from the
 * frame's own origin, whatever the project allows: dApp pages talk to the frame, never to these
 * routes. Requests without an Origin (servers, scripts, tests) pass, as on every other route.
 */
export function installFrameOriginCheck(app: FastifyInstance, frameOrigins: FrameOrigins): void {
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !frameOrigins.has(origin)) throw API_ERRORS.originNotAllowed();
  });
}

/**
 * The known project the request names (query `projectId`, or the body's). Unlike requireProject,
 * the Origin is not checked against the project's allowlist: it is the frame's, checked above.
 */
export async function embeddedProject(projects: ProjectStore, request: FastifyRequest): Promise<Project> {
  const projectId = requestProjectId(request);
  if (projectId === undefined || projectId === '') throw API_ERRORS.projectIdMissing();
  if (!isProjectId(projectId)) throw API_ERRORS.invalidProjectId();
  const project = await projects.get(projectId);
  if (!project) throw API_ERRORS.invalidProjectId();
  return project;
}
