import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { ServerDeps } from '../app/server-deps';
import { API_ERRORS } from '../http/api-error';
import { rateLimitKeyGenerator } from './rate-limit-key';

declare module '../config/server-config' {
  interface ServerConfig {
    /** Redis key prefix of the rate-limit counters; servers sharing a budget share the prefix. */
    rateLimitKeyPrefix?: string;
  }
}

export const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'airlock:rate-limit:';
const UNLIMITED_ROUTES = new Set(['/health']);

/**
 * Options for @fastify/rate-limit, registered before any route: every route gets
 * `config.rateLimitPerMinute` requests a minute per project and IP, counted in Redis when the
 * server has one (so several processes share the budget), else in memory. A rate of 0 turns
 * limits off. Over the limit: 429 `Rate Limited` with Retry-After.
 */
export function rateLimitOptions(deps: ServerDeps): RateLimitPluginOptions {
  const perMinute = deps.config.rateLimitPerMinute;
  return {
    global: perMinute > 0,
    max: perMinute,
    timeWindow: 60_000,
    hook: 'preValidation',
    keyGenerator: rateLimitKeyGenerator(deps.projects),
    allowList: (request) => UNLIMITED_ROUTES.has(request.routeOptions.url ?? ''),
    redis: deps.redis,
    nameSpace: deps.config.rateLimitKeyPrefix ?? DEFAULT_RATE_LIMIT_KEY_PREFIX,
    cache: 10_000,
    // A Redis outage must not take the API down with it: requests pass uncounted until it is back.
    skipOnError: true,
    errorResponseBuilder: () => API_ERRORS.rateLimited(),
  };
}
