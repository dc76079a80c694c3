import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../access/require-admin';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS } from '../http/api-error';
import { ANALYTICS_ERRORS } from './analytics-errors';
import { analyticsQuerySchema, MAX_BODY_BYTES, parseAnalyticsBody, type ValidAnalyticsEvent } from './analytics-event-schema';
import { createAnalyticsQuota } from './analytics-quota';
import { createAnalyticsRetention } from './analytics-retention';
import { createAnalyticsStore } from './analytics-store';

/** Spec §7: the modal never sends this one; should an old client do so, it is dropped. */
const NEVER_STORED = new Set(['MODAL_CREATED']);

function firstOfEachId(events: readonly ValidAnalyticsEvent[]): ValidAnalyticsEvent[] {
  const byId = new Map<string, ValidAnalyticsEvent>();
  for (const event of events) if (!byId.has(event.eventId)) byId.set(event.eventId, event);
  return [...byId.values()];
}

/**
 * POST /e receives modal events and error reports (one event or `{ events }`) within the size
 * limits and the project's hourly quota, answering 202 `{ accepted, duplicates }`: rows really
 * stored, and events skipped because the project already had their id. GET /v1/analytics/summary
 * counts a project's events by name, for the admin only. Events past the retention are deleted
 * at start and hourly.
 */
export const analyticsRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const store = createAnalyticsStore(deps.database.db);
  const quota = createAnalyticsQuota(deps.counters, deps.config.analyticsEventsPerHour);
  const retention = createAnalyticsRetention({ store, retentionDays: deps.config.analyticsRetentionDays, log: deps.log });
  const withProject = requireProject(deps.projects, { originError: API_ERRORS.analyticsOriginNotAllowed });

  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());

  // Fastify's own 413 names neither the limit nor the remedy.
  const parentErrorHandler = app.errorHandler;
  app.setErrorHandler(function (error: FastifyError, request, reply) {
    const translated = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? ANALYTICS_ERRORS.bodyTooLarge() : error;
    return parentErrorHandler.call(this, translated, request, reply);
  });

  app.post('/e', { preHandler: withProject, bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
    analyticsQuerySchema.parse(request.query);
    const projectId = request.project!.id;
    const events = parseAnalyticsBody(request.body).filter((event) => !NEVER_STORED.has(event.props.event));
    const unique = firstOfEachId(events);
    await quota.take(projectId, unique.length);
    let accepted: number;
    try {
      accepted = await store.insert(projectId, unique);
    } catch (error) {
      await quota.giveBack(projectId, unique.length);
      throw error;
    }
    await quota.giveBack(projectId, unique.length - accepted);
    return reply.status(202).send({ accepted, duplicates: events.length - accepted });
  });

  app.get('/v1/analytics/summary', { preHandler: [requireAdmin(deps.adminToken), withProject] }, async (request) => {
    return store.summary(request.project!.id);
  });
};
