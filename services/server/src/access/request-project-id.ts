import type { FastifyRequest } from 'fastify';

/** The `projectId` a request names, in its query or its JSON body. */
export function requestProjectId(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return query?.projectId ?? (body && typeof body === 'object' && !Array.isArray(body) ? body.projectId : undefined);
}
