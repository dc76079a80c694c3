import type { FastifyPluginAsync } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS } from '../http/api-error';
import { analyticsQuerySchema, parseAnalyticsBody } from './analytics-event-schema';
import { createAnalyticsStore } from './analytics-store';

/** Spec §7: the modal never sends this one; should an old client do so, it is dropped. */
const NEVER_STORED = new Set(['MODAL_CREATED']);

/**
 * POST /e receives modal events and error reports (one event or `{ events }`), answering
 * 202 `{ accepted }`; GET /v1/analytics/summary counts a project's events by name.
 */
export const analyticsRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const store = createAnalyticsStore(deps.database.db);
  const withProject = requireProject(deps.projects, { originError: API_ERRORS.analyticsOriginNotAllowed });

  app.post('/e', { preHandler: withProject }, async (request, reply) => {
    analyticsQuerySchema.parse(request.query);
    const events = parseAnalyticsBody(request.body).filter((event) => !NEVER_STORED.has(event.props.event));
    const unique = [...new Map(events.map((event) => [event.eventId, event])).values()];
    await store.insert(request.project!.id, unique);
    return reply.status(202).send({ accepted: unique.length });
  });

  app.get('/v1/analytics/summary', { preHandler: withProject }, async (request) => {
    return store.summary(request.project!.id);
  });
};
