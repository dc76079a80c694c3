import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS } from '../http/api-error';
import { isProjectId } from '../projects/project-id';
import { clientAddress } from './client-address';
import { requestProjectId } from '../access/request-project-id';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What one request costs against its project budget (default 1); the RPC proxy counts each call of a batch. */
    rateLimitCost?: (request: FastifyRequest) => number;
    /** false: no rate limit at all (health checks). */
    rateLimit?: false;
  }
}

const WINDOW_MS = 60_000;
/** Stands for "no known project": random project ids share one budget per IP instead of dodging it. */
const NO_PROJECT = '-';

function refuse(reply: FastifyReply, limit: number, resetMs: number): never {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  reply.header('x-ratelimit-limit', String(limit)).header('x-ratelimit-remaining', '0').header('x-ratelimit-reset', String(seconds));
  throw API_ERRORS.rateLimited(seconds);
}

/**
 * Two budgets a minute, counted in `deps.counters` (Redis when configured, else memory):
 * 1. per client IP, every HTTP request, checked as the request arrives, before its body is read or
 *    any project is looked up, so floods are turned away cheaply;
 * 2. per project and IP, in cost units (an RPC batch costs one per call), once the body is parsed.
 *    Unknown project ids share one budget per IP.
 * Over either: 429 `Rate Limited` with Retry-After. A rate of 0 turns that budget off.
 */
export function installRateLimits(app: FastifyInstance, deps: ServerDeps): void {
  const { rateLimitPerMinute, ipRateLimitPerMinute } = deps.config;
  const exempt = (request: FastifyRequest) => request.routeOptions.config?.rateLimit === false || request.routeOptions.url === undefined;

  if (ipRateLimitPerMinute > 0) {
    app.addHook('onRequest', async (request, reply) => {
      if (exempt(request)) return;
      const hit = await deps.counters.hit(`rate-limit:ip:${clientAddress(request)}`, 1, WINDOW_MS);
      if (hit.count > ipRateLimitPerMinute) refuse(reply, ipRateLimitPerMinute, hit.resetMs);
    });
  }

  if (rateLimitPerMinute > 0) {
    app.addHook('preValidation', async (request, reply) => {
      if (exempt(request)) return;
      const projectId = requestProjectId(request);
      const known = isProjectId(projectId) && (await deps.projects.get(projectId)) !== undefined;
      const cost = Math.max(1, request.routeOptions.config?.rateLimitCost?.(request) ?? 1);
      const hit = await deps.counters.hit(`rate-limit:project:${known ? projectId : NO_PROJECT}|${clientAddress(request)}`, cost, WINDOW_MS);
      if (hit.count > rateLimitPerMinute) refuse(reply, rateLimitPerMinute, hit.resetMs);
      reply
        .header('x-ratelimit-limit', String(rateLimitPerMinute))
        .header('x-ratelimit-remaining', String(rateLimitPerMinute - hit.count))
        .header('x-ratelimit-reset', String(Math.max(1, Math.ceil(hit.resetMs / 1000))));
    });
  }
}
