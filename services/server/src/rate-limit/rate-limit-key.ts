import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { ProjectStore } from '../projects/project-store';
import { isProjectId } from '../projects/project-id';

/** Stands for "no known project": random project ids share one budget per IP instead of dodging it. */
const NO_PROJECT = '-';

function projectIdOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return query?.projectId ?? (body && typeof body === 'object' ? body.projectId : undefined);
}

/**
 * The budget a request spends: its project (from the query or the JSON body) and its client IP
 * (IPv6 by /64). Runs after body parsing so body `projectId`s count too.
 */
export function rateLimitKeyGenerator(projects: ProjectStore) {
  return async (request: FastifyRequest): Promise<string> => {
    const projectId = projectIdOf(request);
    const known = isProjectId(projectId) && (await projects.get(projectId)) !== undefined;
    return `${known ? projectId : NO_PROJECT}|${normalizeIP(request.ip)}`;
  };
}
